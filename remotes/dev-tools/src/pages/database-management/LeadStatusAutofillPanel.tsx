import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { PHONE } from '@callops/contracts/core';
import { DATABASE_MANAGEMENT_MESSAGES as M, testingCompanyFormSchema } from '@callops/contracts/database';
import { LEAD_STATUSES } from '@callops/contracts/leads';
import { ContractForm, useContractForm } from '@callops/ui';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type LeadStatusFormValues, newTestingCompany, sampleCompany } from './database-management-rules';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';
import { useApplyLeadStatus } from './use-database-management';

// Spec §9: the form starts with the sample phone number and status NEW.
const INITIAL_VALUES: LeadStatusFormValues = { phone: PHONE.sampleNumber, lead_status: 'NEW' };
const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: status }));

export function LeadStatusAutofillPanel({ now = Date.now }: { now?: () => number }) {
  const { apply, busy } = useApplyLeadStatus();
  const contract = useContractForm({
    schema: testingCompanyFormSchema,
    fields: ['phone', 'lead_status', 'name', 'service'],
    prepare: (values: LeadStatusFormValues) => newTestingCompany(values, now()),
    submit: apply,
  });
  const optional = (label: string) => `${label} ${T.optional}`;

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {M.panels.leadStatusAutofill}
        </Typography.Title>
      }
    >
      <ContractForm
        contract={contract}
        name="lead-status-autofill"
        layout="vertical"
        initialValues={INITIAL_VALUES}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="phone" label={T.phone}>
              <Input autoComplete="off" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="lead_status" label={T.leadStatus}>
              <Select options={STATUS_OPTIONS} showSearch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="name" label={optional(T.companyName)}>
              <Input autoComplete="off" placeholder={M.defaultCompanyName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="service" label={optional(T.service)}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={8}>
          <Col>
            <Button
              icon={<ThunderboltOutlined aria-hidden />}
              onClick={() => contract.form.setFieldsValue({ ...sampleCompany() })}
            >
              {T.autofill}
            </Button>
          </Col>
          <Col>
            <Button type="primary" htmlType="submit" loading={busy || contract.submitting}>
              {T.apply}
            </Button>
          </Col>
        </Row>
      </ContractForm>
    </Card>
  );
}
