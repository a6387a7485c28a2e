import { endpoints } from '@callops/contracts';
import { PHONE_MESSAGES } from '@callops/contracts/core';
import { ADMIN_PHONE_MESSAGES, adminPhoneRequestSchema } from '@callops/contracts/settings';
import { useCan } from '@callops/shell';
import { ContractForm, QueryState, useContractForm } from '@callops/ui';
import { Button, Card, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { useAdminPhoneChanges, useAdminPhones } from './use-admin-phones';

const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;

type Changes = ReturnType<typeof useAdminPhoneChanges>;

/** The contract's phone check, and not one already listed (`listed`). */
const phoneSchema = (listed: readonly string[]) =>
  adminPhoneRequestSchema.refine(({ phoneNumber }) => !listed.includes(phoneNumber), {
    path: ['phoneNumber'],
    message: PHONE_MESSAGES.duplicate,
  });

export interface PhoneFormProps {
  /** Unique on the page: the form's fields take their ids from it. */
  name: string;
  label: string;
  placeholder?: string;
  initialPhone?: string;
  /** The numbers the new one must not repeat. */
  listed: readonly string[];
  /** Sends the checked, trimmed number; the form empties once it is saved. */
  save: (phone: string) => Promise<unknown>;
  /** The buttons beside the input (one submits). */
  children: ReactNode;
}

/** A phone number input with its buttons beside it and the validation message under it (add and edit). */
function PhoneForm({ name, label, placeholder, initialPhone = '', listed, save, children }: PhoneFormProps) {
  const contract = useContractForm({
    schema: phoneSchema(listed),
    fields: ['phoneNumber'],
    prepare: (values: { phoneNumber?: string }) => ({ phoneNumber: values.phoneNumber ?? '' }),
    submit: async ({ phoneNumber }) => {
      await save(phoneNumber);
      contract.form.resetFields();
    },
  });
  return (
    <Flex vertical style={{ width: '100%' }}>
      <ContractForm
        contract={contract}
        name={name}
        layout="inline"
        initialValues={{ phoneNumber: initialPhone }}
      >
        <Form.Item name="phoneNumber" style={{ marginInlineEnd: 8 }}>
          <Input aria-label={label} placeholder={placeholder} style={{ width: 260 }} autoComplete="off" />
        </Form.Item>
        <Flex gap={8}>{children}</Flex>
      </ContractForm>
    </Flex>
  );
}

interface PhoneRowProps {
  phone: string;
  phones: readonly string[];
  canEdit: boolean;
  changes: Changes;
}

function PhoneRow({ phone, phones, canEdit, changes }: PhoneRowProps) {
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <li style={ROW_STYLE}>
        <PhoneForm
          name={`admin-phone-${phone}`}
          label={SETTINGS_TEXT.editPhoneLabel(phone)}
          initialPhone={phone}
          listed={phones.filter((p) => p !== phone)}
          save={async (newPhoneNumber) => {
            if (newPhoneNumber !== phone) {
              await changes.update.mutateAsync({ body: { oldPhoneNumber: phone, newPhoneNumber } });
            }
            setEditing(false);
          }}
        >
          <Button type="primary" htmlType="submit" loading={changes.update.isPending}>
            {SETTINGS_TEXT.save}
          </Button>
          <Button onClick={() => setEditing(false)}>{SETTINGS_TEXT.cancel}</Button>
        </PhoneForm>
      </li>
    );
  }

  return (
    <li style={ROW_STYLE}>
      <Typography.Text>{phone}</Typography.Text>
      {canEdit && (
        <Flex gap={8}>
          <Button size="small" aria-label={`${SETTINGS_TEXT.edit} ${phone}`} onClick={() => setEditing(true)}>
            {SETTINGS_TEXT.edit}
          </Button>
          <Popconfirm
            title={ADMIN_PHONE_MESSAGES.confirmRemove(phone)}
            okText={SETTINGS_TEXT.remove}
            cancelText={SETTINGS_TEXT.cancel}
            onConfirm={() =>
              changes.remove.mutateAsync({ body: { phoneNumber: phone } }).catch(() => undefined)
            }
          >
            <Button size="small" danger aria-label={`${SETTINGS_TEXT.remove} ${phone}`}>
              {SETTINGS_TEXT.remove}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </li>
  );
}

/** Admin Phone Numbers: add, edit, remove (confirmed) and clear all (confirmed). */
export function AdminPhonesSection() {
  const canEdit = useCan()(endpoints.adminPhones.add);
  const query = useAdminPhones();
  const changes = useAdminPhoneChanges();
  const phones = query.data?.phoneNumbers ?? [];

  return (
    <Card
      title={SETTINGS_SCREEN_TEXT.adminPhonesTitle}
      extra={
        canEdit && (
          <Popconfirm
            title={ADMIN_PHONE_MESSAGES.confirmClear}
            okText={SETTINGS_TEXT.clearAll}
            cancelText={SETTINGS_TEXT.cancel}
            onConfirm={() => changes.clear.mutateAsync().catch(() => undefined)}
            disabled={phones.length === 0}
          >
            <Button danger disabled={phones.length === 0} loading={changes.clear.isPending}>
              {SETTINGS_TEXT.clearAll}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Flex vertical gap={12}>
        <QueryState
          query={query}
          errorTitle={ADMIN_PHONE_MESSAGES.loadFailed}
          isEmpty={({ phoneNumbers }) => phoneNumbers.length === 0}
          emptyText={SETTINGS_TEXT.noPhones}
        >
          {({ phoneNumbers }) => (
            <ul
              aria-label={SETTINGS_SCREEN_TEXT.adminPhonesTitle}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {phoneNumbers.map((phone) => (
                <PhoneRow
                  key={phone}
                  phone={phone}
                  phones={phoneNumbers}
                  canEdit={canEdit}
                  changes={changes}
                />
              ))}
            </ul>
          )}
        </QueryState>
        {canEdit && (
          <PhoneForm
            name="admin-phone-new"
            label={SETTINGS_TEXT.newPhoneLabel}
            placeholder={SETTINGS_TEXT.phonePlaceholder}
            listed={phones}
            save={(phoneNumber) => changes.add.mutateAsync({ body: { phoneNumber } })}
          >
            <Button type="primary" htmlType="submit" loading={changes.add.isPending}>
              {SETTINGS_TEXT.add}
            </Button>
          </PhoneForm>
        )}
      </Flex>
    </Card>
  );
}
