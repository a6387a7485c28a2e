import { type CrmLead, crmLeadPayloadSchema } from '@callops/contracts/hubspot';
import { ContractFormModal, useContractForm } from '@callops/ui';
import { Form, Input, Select } from 'antd';
import { STATUS_OPTIONS } from '../../lead-status-edit/status-edit-rules';
import { type CrmLeadFormValues, formValuesOf, payloadOf } from './crm-lead-rules';
import { CRM_LEADS_TEXT } from './crm-leads-text';
import { useCreateCrmLead, useUpdateCrmLead } from './use-crm-leads';

const NEW_LEAD: CrmLeadFormValues = { hs_lead_status: 'NEW' };

/** Create (no lead) or edit a CRM lead; mounted while open, so each opening starts from the lead or empty. */
export function CrmLeadFormModal({ lead, onClose }: { lead?: CrmLead; onClose: () => void }) {
  const create = useCreateCrmLead();
  const update = useUpdateCrmLead();
  const contract = useContractForm({
    schema: crmLeadPayloadSchema,
    fields: ['name', 'phone', 'city', 'service', 'hs_lead_status'],
    prepare: payloadOf,
    submit: async (body) => {
      if (lead) await update.mutateAsync({ params: { id: lead.hubspot_id }, body });
      else await create.mutateAsync({ body });
      onClose();
    },
  });

  return (
    <ContractFormModal
      contract={contract}
      name={lead ? 'edit-crm-lead' : 'create-crm-lead'}
      initialValues={lead ? formValuesOf(lead) : NEW_LEAD}
      title={lead ? CRM_LEADS_TEXT.editLead : CRM_LEADS_TEXT.createLead}
      okText={lead ? CRM_LEADS_TEXT.save : CRM_LEADS_TEXT.create}
      cancelText={CRM_LEADS_TEXT.cancel}
      onClose={onClose}
    >
      <Form.Item name="name" label={`${CRM_LEADS_TEXT.companyName} *`}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={CRM_LEADS_TEXT.phone}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="city" label={CRM_LEADS_TEXT.city}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="service" label={CRM_LEADS_TEXT.service}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="hs_lead_status" label={CRM_LEADS_TEXT.status}>
        <Select options={STATUS_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </ContractFormModal>
  );
}
