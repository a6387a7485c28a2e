import { ContractForm, useContractForm } from '@callops/ui';
import { Button, Form, Input, Modal, Select } from 'antd';
import { STATUS_OPTIONS } from '../../lead-status-edit/status-edit-rules';
import {
  type CreateLeadValues,
  createLeadBody,
  createLeadFormSchema,
  NEW_LEAD_VALUES,
  randomLead,
  SERVICE_SELECT_OPTIONS,
} from './create-lead-rules';
import { LEAD_KANBAN_TEXT } from './lead-kanban-text';
import { useCreateLead } from './use-lead-kanban';

/** 'Create Lead': mounted while open, so after a success (it closes) the next opening starts from a fresh form. */
export function CreateLeadModal({ onClose }: { onClose: () => void }) {
  const create = useCreateLead();
  const contract = useContractForm({
    schema: createLeadFormSchema,
    fields: ['name', 'phone', 'service', 'lead_status'],
    prepare: (values: CreateLeadValues) => values,
    submit: async (form) => {
      await create.mutateAsync({ body: createLeadBody(form) });
      onClose();
    },
  });

  return (
    <Modal
      open
      title={LEAD_KANBAN_TEXT.createLead}
      onCancel={onClose}
      footer={[
        <Button key="auto-fill" onClick={() => contract.form.setFieldsValue(randomLead())}>
          {LEAD_KANBAN_TEXT.autoFill}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {LEAD_KANBAN_TEXT.cancel}
        </Button>,
        <Button
          key="create"
          type="primary"
          loading={contract.submitting}
          onClick={() => contract.form.submit()}
        >
          {LEAD_KANBAN_TEXT.createLead}
        </Button>,
      ]}
    >
      <ContractForm
        contract={contract}
        name="create-kanban-lead"
        layout="vertical"
        initialValues={NEW_LEAD_VALUES}
      >
        <Form.Item name="name" label={LEAD_KANBAN_TEXT.companyName}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={LEAD_KANBAN_TEXT.phoneNumber}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="service" label={LEAD_KANBAN_TEXT.service}>
          <Select options={SERVICE_SELECT_OPTIONS} placeholder={LEAD_KANBAN_TEXT.servicePlaceholder} />
        </Form.Item>
        <Form.Item name="lead_status" label={LEAD_KANBAN_TEXT.initialStatus}>
          <Select options={STATUS_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </ContractForm>
    </Modal>
  );
}
