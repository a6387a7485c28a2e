import { Alert } from 'antd';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';

export function InstructionsBox() {
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      title={T.instructionsTitle}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {T.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}
