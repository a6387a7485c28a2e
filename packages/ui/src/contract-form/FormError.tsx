import { Alert } from 'antd';

/** A form's failure that belongs to no field, above the form; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null;
}
