import { type LeadStatus, leadStatusUpdateSchema } from '@callops/contracts/leads';
import { ContractForm, useContractForm } from '@callops/ui';
import { Form, Input, Modal, Select } from 'antd';
import {
  bookedContactDefaults,
  contactSentWith,
  isStatusChange,
  needsBookedContact,
  STATUS_OPTIONS,
} from './status-edit-rules';
import { STATUS_EDIT_TEXT } from './status-edit-text';

interface StatusValues {
  lead_status?: LeadStatus;
  lead_name?: string;
  lead_email?: string;
}

export interface StatusChange {
  status: LeadStatus;
  lead_name: string | null;
  lead_email: string | null;
}

export interface StatusChangeModalProps {
  /** Unique on the page (the form's field ids start with it). */
  name: string;
  lead: { name: string; status: string | null; contactName?: string | null; email?: string | null };
  /** Sends the change; a rejection stays in the dialog. */
  onChange: (change: StatusChange) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The status editor of the CRM and DB leads screens, open while mounted: any status from any other; the same or no
 * status just closes it; APPOINTMENT_BOOKED shows the lead name and e-mail, starting from the lead's or the sample.
 */
export function StatusChangeModal({ name, lead, onChange, onClose }: StatusChangeModalProps) {
  const contract = useContractForm({
    schema: leadStatusUpdateSchema,
    fields: ['lead_status', 'lead_name', 'lead_email'],
    prepare: (values: StatusValues) => ({
      lead_status: values.lead_status,
      ...(values.lead_status
        ? contactSentWith(values.lead_status, { leadName: values.lead_name, leadEmail: values.lead_email })
        : {}),
    }),
    submit: async (body) => {
      await onChange({
        status: body.lead_status,
        lead_name: body.lead_name ?? null,
        lead_email: body.lead_email ?? null,
      });
      onClose();
    },
  });
  const chosen = Form.useWatch('lead_status', contract.form);
  const defaults = bookedContactDefaults({ name: lead.contactName, email: lead.email });
  const initialValues: StatusValues = {
    ...(lead.status && STATUS_OPTIONS.some((o) => o.value === lead.status)
      ? { lead_status: lead.status as LeadStatus }
      : {}),
    lead_name: defaults.leadName,
    lead_email: defaults.leadEmail,
  };

  // The same or no status is no change: the editor just closes.
  const onOk = () =>
    isStatusChange(lead.status, contract.form.getFieldValue('lead_status'))
      ? contract.form.submit()
      : onClose();

  return (
    <Modal
      open
      title={STATUS_EDIT_TEXT.title(lead.name)}
      okText={STATUS_EDIT_TEXT.save}
      cancelText={STATUS_EDIT_TEXT.cancel}
      confirmLoading={contract.submitting}
      onOk={onOk}
      onCancel={onClose}
    >
      <ContractForm contract={contract} name={name} layout="vertical" initialValues={initialValues}>
        <Form.Item name="lead_status" label={STATUS_EDIT_TEXT.status}>
          <Select
            options={STATUS_OPTIONS}
            placeholder={STATUS_EDIT_TEXT.statusPlaceholder}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {needsBookedContact(chosen) && (
          <>
            <Form.Item name="lead_name" label={STATUS_EDIT_TEXT.leadName}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="lead_email" label={STATUS_EDIT_TEXT.leadEmail}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </>
        )}
      </ContractForm>
    </Modal>
  );
}
