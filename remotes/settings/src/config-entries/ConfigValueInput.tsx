import type { ConfigEntry } from '@callops/contracts/settings';
import { Input, Select } from 'antd';
import { SETTINGS_TEXT } from '../settings-text';
import { valueKindOf } from './config-entry-rules';

/** A form control: Form.Item hands it value, onChange, id and the aria attributes of its errors. */
export interface ConfigValueInputProps {
  entry: Pick<ConfigEntry, 'key' | 'is_sensitive'>;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: 'true' | boolean;
}

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/** The editor that fits the value: true/false choice, several lines, or one line (secrets show their mask). */
export function ConfigValueInput({ entry, onChange, ...control }: ConfigValueInputProps) {
  const kind = valueKindOf(entry);
  if (kind === 'boolean') {
    return <Select {...control} onChange={onChange} options={BOOLEAN_OPTIONS} style={{ minWidth: 120 }} />;
  }
  if (kind === 'multiline' || kind === 'phone-list' || kind === 'roster' || kind === 'caller-id-pool') {
    return <Input.TextArea {...control} onChange={(event) => onChange?.(event.target.value)} rows={4} />;
  }
  return (
    <Input
      {...control}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="off"
      placeholder={kind === 'secret' ? SETTINGS_TEXT.notSet : undefined}
      title={kind === 'secret' ? SETTINGS_TEXT.secretHint : undefined}
    />
  );
}
