import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button } from 'antd';

type DangerButtonProps = {
  label: string;
  /** Whether its confirmation box is ticked. */
  confirmed: boolean;
  busy: boolean;
  onClick: () => void;
};

/**
 * A delete button that is enabled only once its box is ticked. Until then it is announced and shown as disabled
 * but stays focusable and answers a click with why ('Please confirm by checking the checkbox first').
 */
export function DangerButton({ label, confirmed, busy, onClick }: DangerButtonProps) {
  return (
    <Button
      danger
      type="primary"
      icon={<DeleteOutlined aria-hidden />}
      loading={busy}
      aria-disabled={!confirmed}
      style={confirmed ? undefined : { opacity: 0.5, cursor: 'not-allowed' }}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
