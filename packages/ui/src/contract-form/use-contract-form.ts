import type { FieldError } from '@callops/contracts/core';
import { errorMessageOf, fieldErrorsOf, isAuthFailure } from '@callops/shell';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';

type Issue = { path: PropertyKey[]; message: string };

/** The first message per field, in the order reported. */
export function firstErrorPerField(errors: readonly FieldError[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const { field, message } of errors) if (!byField.has(field)) byField.set(field, message);
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** zod's issues as field errors: the path joined with dots ('' for the whole value). */
export const issueFieldErrors = (issues: readonly Issue[]): FieldError[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));

/**
 * A submit through a mutation that toasts its own failures: once sent, `then` runs (e.g. the form resets); a refused
 * field comes back to the form, any other failure stays with its toast.
 */
export async function sendWithToast(send: Promise<unknown>, then?: () => void): Promise<void> {
  try {
    await send;
    then?.();
  } catch (error) {
    if (fieldErrorsOf(error).length > 0) throw error;
  }
}

export interface ContractFormOptions<Values, S extends z.ZodType> {
  /** The contract's schema of what is sent (a request schema, or one built from it). */
  schema: S;
  /** The form's fields: errors for these show on the field, any other above the form. */
  fields: readonly (keyof Values & string)[];
  /**
   * Turns the form's values into what the schema checks (e.g. an empty e-mail into null); default as they are. Not
   * typed as the schema's input: leaving a field out is the user's mistake the schema reports.
   */
  prepare?: (values: Values) => unknown;
  /** Sends the checked value (usually a mutation's mutateAsync); a rejection is shown on the form. */
  submit: (value: z.output<S>) => Promise<unknown>;
}

export interface ContractFormHandle<Values> {
  form: FormInstance<Values>;
  /** For `<Form onFinish>` (ContractForm wires it). */
  onFinish: (values: Values) => Promise<void>;
  /** A failure that belongs to no field; ContractForm shows it above the form. */
  formError: string | null;
  submitting: boolean;
}

/**
 * An antd Form checked against a contract schema before sending: each failing field shows zod's first message for
 * it; a 400 whose `detail` names failing fields shows the server's messages on them; any other failure becomes
 * `formError`. Auth failures show nothing here: the host already shows the Authentication Error.
 */
export function useContractForm<Values extends object, S extends z.ZodType>({
  schema,
  fields,
  prepare,
  submit,
}: ContractFormOptions<Values, S>): ContractFormHandle<Values> {
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Puts each error on its field; answers the errors that belong to no field of the form. */
  const showOnFields = (errors: readonly FieldError[]): FieldError[] => {
    const first = firstErrorPerField(errors);
    const known = (field: string) => (fields as readonly string[]).includes(field);
    form.setFields(
      first
        .filter(({ field }) => known(field))
        .map(({ field, message }) => ({ name: field as never, errors: [message] })),
    );
    return first.filter(({ field }) => !known(field));
  };

  const onFinish = async (values: Values) => {
    setFormError(null);
    form.setFields(fields.map((field) => ({ name: field as never, errors: [] })));
    const parsed = schema.safeParse(prepare ? prepare(values) : values);
    if (!parsed.success) {
      setFormError(showOnFields(issueFieldErrors(parsed.error.issues))[0]?.message ?? null);
      return;
    }
    setSubmitting(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      if (isAuthFailure(error)) return;
      const fieldErrors = fieldErrorsOf(error);
      const elsewhere = showOnFields(fieldErrors);
      if (fieldErrors.length === 0) setFormError(errorMessageOf(error));
      else if (elsewhere.length > 0) setFormError(elsewhere[0]?.message ?? null);
    } finally {
      setSubmitting(false);
    }
  };

  return { form, onFinish, formError, submitting };
}
