import type { ConfigEntry } from '@callops/contracts/settings';
import { Input, Select } from 'antd';
import { SETTINGS_TEXT } from '../settings-text';
import { valueKindOf } from './config-entry-rules';

export interface ConfigValueInputProps {
  entry: Pick<ConfigEntry, 'key' | 'is_sensitive'>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  /** Names the field for screen readers when no visible label points at it. */
  ariaLabel?: string;
}

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/** The editor that fits the value: true/false choice, several lines, or one line (secrets show their mask). */
export function ConfigValueInput({
  entry,
  value,
  onChange,
  disabled,
  invalid,
  id,
  ariaLabel,
}: ConfigValueInputProps) {
  const kind = valueKindOf(entry);
  const status = invalid ? 'error' : undefined;
  if (kind === 'boolean') {
    return (
      <Select
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={onChange}
        options={BOOLEAN_OPTIONS}
        disabled={disabled}
        status={status}
        style={{ minWidth: 120 }}
      />
    );
  }
  if (kind === 'multiline' || kind === 'phone-list') {
    return (
      <Input.TextArea
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        status={status}
        rows={4}
      />
    );
  }
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      status={status}
      autoComplete="off"
      placeholder={kind === 'secret' ? SETTINGS_TEXT.notSet : undefined}
      title={kind === 'secret' ? SETTINGS_TEXT.secretHint : undefined}
    />
  );
}
