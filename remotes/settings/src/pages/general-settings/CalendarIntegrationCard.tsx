import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES, calendarNextStep, calendarTokenRequestSchema } from '@callops/contracts/calendar';
import { useCan } from '@callops/shell';
import { ContractForm, QueryState, useCalendarConsent, useContractForm } from '@callops/ui';
import { Alert, Button, Card, Divider, Flex, Form, Input, Tag, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { credentialsFileSchema } from './credentials-file';
import { openConsentPage } from './open-consent-page';
import { useCalendarAuthStatus, useSaveToken, useUploadCredentials } from './use-calendar-setup';

function CalendarStatus() {
  const query = useCalendarAuthStatus();
  return (
    <QueryState query={query} errorTitle={CALENDAR_MESSAGES.checkStatusFailed} loadingText={null}>
      {({ status, authorized, reason }) => (
        <Flex vertical gap={8}>
          <Flex align="center" gap={8} wrap>
            <Tag color={authorized ? 'green' : 'red'}>
              {authorized ? SETTINGS_TEXT.authorized : SETTINGS_TEXT.notAuthorized}
            </Tag>
            {reason && <Typography.Text type="secondary">{reason}</Typography.Text>}
            <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
              {SETTINGS_TEXT.checkStatus}
            </Button>
          </Flex>
          {calendarNextStep(status) === 'upload-credentials' && (
            <Alert type="warning" showIcon title={CALENDAR_MESSAGES.credentialsMissing} />
          )}
        </Flex>
      )}
    </QueryState>
  );
}

/**
 * A form control for one credentials file: Form.Item hands it value, onChange, the id its label points at (the file
 * input) and the aria attributes of its errors (on the visible button). `action` sits beside the button.
 */
function CredentialsFileInput({
  value,
  onChange,
  id,
  action,
  ...aria
}: {
  value?: File;
  onChange?: (file: File | undefined) => void;
  id?: string;
  action: ReactNode;
  'aria-describedby'?: string;
  'aria-invalid'?: 'true' | boolean;
}) {
  return (
    <Flex gap={8} align="start" wrap>
      <Upload
        id={id}
        accept=".json,application/json"
        maxCount={1}
        beforeUpload={(selected) => {
          onChange?.(selected);
          return false;
        }}
        onRemove={() => onChange?.(undefined)}
        fileList={value ? [{ uid: 'credentials', name: value.name, status: 'done' }] : []}
      >
        <Button {...aria}>{SETTINGS_TEXT.selectFile}</Button>
      </Upload>
      {action}
    </Flex>
  );
}

function CredentialsUpload() {
  const upload = useUploadCredentials();
  const contract = useContractForm({
    schema: credentialsFileSchema,
    fields: ['file'],
    submit: async (body) => {
      await upload.mutateAsync({ body });
      contract.form.resetFields();
    },
  });
  return (
    <ContractForm contract={contract} name="calendar-credentials" layout="vertical">
      <Form.Item name="file" label={SETTINGS_TEXT.credentialsStep} style={{ marginBottom: 0 }}>
        <CredentialsFileInput
          action={
            <Button type="primary" htmlType="submit" loading={upload.isPending}>
              {SETTINGS_TEXT.uploadCredentials}
            </Button>
          }
        />
      </Form.Item>
    </ContractForm>
  );
}

function TokenPaste() {
  const save = useSaveToken();
  const contract = useContractForm({
    schema: calendarTokenRequestSchema,
    fields: ['token_json'],
    prepare: (values: { token_json?: string }) => ({ token_json: values.token_json ?? '' }),
    submit: async (body) => {
      await save.mutateAsync({ body });
      contract.form.resetFields();
    },
  });
  return (
    <ContractForm
      contract={contract}
      name="calendar-token"
      layout="vertical"
      initialValues={{ token_json: '' }}
    >
      <Form.Item name="token_json" label={SETTINGS_TEXT.tokenStep}>
        <Input.TextArea placeholder={SETTINGS_TEXT.tokenPlaceholder} rows={4} spellCheck={false} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {SETTINGS_TEXT.saveToken}
      </Button>
    </ContractForm>
  );
}

/** Calendar integration: the status for everyone; credentials upload, OAuth start and token paste for admins. */
export function CalendarIntegrationCard() {
  const canSetUp = useCan()(endpoints.calendar.uploadCredentials);
  const authorize = useCalendarConsent(openConsentPage);
  return (
    <Card title={SETTINGS_SCREEN_TEXT.calendarIntegration}>
      <Flex vertical gap={12}>
        <CalendarStatus />
        {canSetUp && (
          <>
            <Divider style={{ margin: '4px 0' }} />
            <CredentialsUpload />
            <Divider style={{ margin: '4px 0' }} />
            <Flex vertical gap={8}>
              <Typography.Text>{SETTINGS_TEXT.authorizeStep}</Typography.Text>
              <Flex>
                <Button type="primary" onClick={() => authorize.mutate()} loading={authorize.isPending}>
                  {SETTINGS_TEXT.startAuthorization}
                </Button>
              </Flex>
            </Flex>
            <Divider style={{ margin: '4px 0' }} />
            <TokenPaste />
          </>
        )}
      </Flex>
    </Card>
  );
}
