import { adminPhoneError } from '@callops/contracts/core';
import { ADMIN_PHONE_MESSAGES } from '@callops/contracts/settings';
import { PageState } from '@callops/ui';
import { Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
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

interface PhoneRowProps {
  phone: string;
  phones: readonly string[];
  canEdit: boolean;
  changes: ReturnType<typeof useAdminPhoneChanges>;
}

/** A phone number input with its buttons beside it and the validation message under it. */
function PhoneField({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  error,
  children,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Flex gap={8} wrap>
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onPressEnter={onSubmit}
          status={error ? 'error' : undefined}
          style={{ maxWidth: 260 }}
        />
        {children}
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

function PhoneRow({ phone, phones, canEdit, changes }: PhoneRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(phone);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const problem = draft.trim() === phone ? null : adminPhoneError(draft, phones);
    setError(problem);
    if (problem) return;
    if (draft.trim() === phone) {
      setEditing(false);
      return;
    }
    changes.update.mutate({ from: phone, to: draft.trim() }, { onSuccess: () => setEditing(false) });
  };

  if (editing) {
    return (
      <li style={ROW_STYLE}>
        <PhoneField
          label={SETTINGS_TEXT.editPhoneLabel(phone)}
          value={draft}
          onChange={setDraft}
          onSubmit={save}
          error={error}
        >
          <Button type="primary" onClick={save} loading={changes.update.isPending}>
            {SETTINGS_TEXT.save}
          </Button>
          <Button
            onClick={() => {
              setEditing(false);
              setDraft(phone);
              setError(null);
            }}
          >
            {SETTINGS_TEXT.cancel}
          </Button>
        </PhoneField>
      </li>
    );
  }

  return (
    <li style={ROW_STYLE}>
      <Typography.Text>{phone}</Typography.Text>
      {canEdit && (
        <Flex gap={8}>
          <Button
            size="small"
            aria-label={`${SETTINGS_TEXT.edit} ${phone}`}
            onClick={() => {
              setDraft(phone);
              setEditing(true);
            }}
          >
            {SETTINGS_TEXT.edit}
          </Button>
          <Popconfirm
            title={ADMIN_PHONE_MESSAGES.confirmRemove(phone)}
            okText={SETTINGS_TEXT.remove}
            cancelText={SETTINGS_TEXT.cancel}
            onConfirm={() => changes.remove.mutateAsync(phone).catch(() => undefined)}
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
export function AdminPhonesSection({ canEdit }: { canEdit: boolean }) {
  const query = useAdminPhones();
  const changes = useAdminPhoneChanges();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const phones = query.data?.phoneNumbers ?? [];

  const add = () => {
    const problem = adminPhoneError(draft, phones);
    setError(problem);
    if (!problem) changes.add.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };

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
        <PageState
          loading={query.isPending}
          error={query.isError ? query.error : undefined}
          errorTitle={ADMIN_PHONE_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
        >
          {phones.length === 0 ? (
            <Typography.Text type="secondary">{SETTINGS_TEXT.noPhones}</Typography.Text>
          ) : (
            <ul
              aria-label={SETTINGS_SCREEN_TEXT.adminPhonesTitle}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {phones.map((phone) => (
                <PhoneRow key={phone} phone={phone} phones={phones} canEdit={canEdit} changes={changes} />
              ))}
            </ul>
          )}
        </PageState>
        {canEdit && (
          <PhoneField
            label={SETTINGS_TEXT.newPhoneLabel}
            placeholder={SETTINGS_TEXT.phonePlaceholder}
            value={draft}
            onChange={setDraft}
            onSubmit={add}
            error={error}
          >
            <Button type="primary" onClick={add} loading={changes.add.isPending}>
              {SETTINGS_TEXT.add}
            </Button>
          </PhoneField>
        )}
      </Flex>
    </Card>
  );
}
