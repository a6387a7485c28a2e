import { CALENDAR_MESSAGES, calendarNextStep } from '@callops/contracts/calendar';
import { LoadingState } from '@callops/ui';
import { Alert, Button, Card, Divider, Flex, Input, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { SETTINGS_SCREEN_TEXT, SETTINGS_TEXT } from '../../settings-text';
import { isJsonFile } from './credentials-file';
import {
  useCalendarAuthStatus,
  useSaveToken,
  useStartAuthorization,
  useUploadCredentials,
} from './use-calendar-setup';

function InlineError({ message }: { message: string | null }) {
  return message ? (
    <Typography.Text type="danger" role="alert">
      {message}
    </Typography.Text>
  ) : null;
}

function CalendarStatus() {
  const status = useCalendarAuthStatus();
  if (status.isPending) return <LoadingState text={null} />;
  if (status.isError) return <Alert type="error" showIcon title={CALENDAR_MESSAGES.checkStatusFailed} />;
  const { authorized, reason } = status.data;
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8} wrap>
        <Tag color={authorized ? 'green' : 'red'}>
          {authorized ? SETTINGS_TEXT.authorized : SETTINGS_TEXT.notAuthorized}
        </Tag>
        {reason && <Typography.Text type="secondary">{reason}</Typography.Text>}
        <Button size="small" onClick={() => void status.refetch()} loading={status.isFetching}>
          {SETTINGS_TEXT.checkStatus}
        </Button>
      </Flex>
      {calendarNextStep(status.data.status) === 'upload-credentials' && (
        <Alert type="warning" showIcon title={CALENDAR_MESSAGES.credentialsMissing} />
      )}
    </Flex>
  );
}

function CredentialsUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadCredentials();
  const submit = () => {
    const problem = !file
      ? CALENDAR_MESSAGES.selectCredentialsFile
      : isJsonFile(file)
        ? null
        : CALENDAR_MESSAGES.jsonFileOnly;
    setError(problem);
    if (file && !problem) upload.mutate(file, { onSuccess: () => setFile(null) });
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{SETTINGS_TEXT.credentialsStep}</Typography.Text>
      <Flex gap={8} wrap align="start">
        <Upload
          accept=".json,application/json"
          maxCount={1}
          beforeUpload={(selected) => {
            setFile(selected);
            setError(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'credentials', name: file.name, status: 'done' }] : []}
        >
          <Button>{SETTINGS_TEXT.selectFile}</Button>
        </Upload>
        <Button type="primary" onClick={submit} loading={upload.isPending}>
          {SETTINGS_TEXT.uploadCredentials}
        </Button>
      </Flex>
      <InlineError message={error} />
    </Flex>
  );
}

function TokenPaste() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveToken();
  const submit = () => {
    const problem = token.trim() === '' ? CALENDAR_MESSAGES.pasteToken : null;
    setError(problem);
    if (!problem) save.mutate(token.trim(), { onSuccess: () => setToken('') });
  };
  return (
    <Flex vertical gap={8}>
      <label htmlFor="calendar-token-json">{SETTINGS_TEXT.tokenStep}</label>
      <Input.TextArea
        id="calendar-token-json"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        placeholder={SETTINGS_TEXT.tokenPlaceholder}
        rows={4}
        status={error ? 'error' : undefined}
        spellCheck={false}
      />
      <InlineError message={error} />
      <Flex>
        <Button onClick={submit} loading={save.isPending}>
          {SETTINGS_TEXT.saveToken}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Calendar integration: the status for everyone; credentials upload, OAuth start and token paste for admins. */
export function CalendarIntegrationCard({ canEdit }: { canEdit: boolean }) {
  const authorize = useStartAuthorization();
  return (
    <Card title={SETTINGS_SCREEN_TEXT.calendarIntegration}>
      <Flex vertical gap={12}>
        <CalendarStatus />
        {canEdit && (
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
