import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { endpoints } from '@callops/contracts';
import { useBusinessZone, useCan } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { CreateLeadModal } from './CreateLeadModal';
import { KanbanBoard } from './KanbanBoard';
import { LEAD_KANBAN_TEXT } from './lead-kanban-text';
import { useKanbanBoard } from './use-lead-kanban';

export default function LeadKanbanPage() {
  const board = useKanbanBoard();
  const [creating, setCreating] = useState(false);
  const canCreate = useCan()(endpoints.companies.create);
  const businessTimezone = useBusinessZone();
  return (
    <PageFrame
      title={LEAD_KANBAN_TEXT.title}
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {LEAD_KANBAN_TEXT.createLead}
          </Button>
        )
      }
    >
      <QueryState query={board} errorTitle={LEAD_KANBAN_TEXT.loadFailed}>
        {/* A board read again (after a create) starts the columns over from its first pages. */}
        {(data) => <KanbanBoard key={board.dataUpdatedAt} board={data} zone={businessTimezone} />}
      </QueryState>
      {creating && <CreateLeadModal onClose={() => setCreating(false)} />}
    </PageFrame>
  );
}
