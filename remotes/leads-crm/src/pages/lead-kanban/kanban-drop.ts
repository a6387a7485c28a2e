import {
  isKanbanMoveAllowed,
  kanbanColumnOf,
  LEAD_MESSAGES,
  type LeadStatus,
} from '@callops/contracts/leads';

export type DropPlan =
  | { kind: 'none' }
  | { kind: 'rejected'; message: string }
  | { kind: 'move'; from: LeadStatus; to: LeadStatus };

const labelOf = (status: LeadStatus) => kanbanColumnOf(status)?.label ?? status;

/**
 * What a drop does (spec §4, §5): outside the columns or in the same column nothing; a move not in the allowed list
 * is refused before anything is sent, with 'Cannot move from {from} to {to}'; an allowed move goes to the server.
 */
export function planDrop(from: LeadStatus, to: LeadStatus | null): DropPlan {
  if (to === null || to === from) return { kind: 'none' };
  if (!isKanbanMoveAllowed(from, to)) {
    return { kind: 'rejected', message: LEAD_MESSAGES.kanbanMoveRejected(labelOf(from), labelOf(to)) };
  }
  return { kind: 'move', from, to };
}
