import { isKanbanMoveAllowed, KANBAN_COLUMNS, KANBAN_MOVES } from './kanban';
import { LEAD_STATUSES } from './lead-status';

describe('kanban', () => {
  it('has the 13 columns of the spec, each a known status', () => {
    expect(KANBAN_COLUMNS).toHaveLength(13);
    for (const c of KANBAN_COLUMNS) expect(LEAD_STATUSES).toContain(c.status);
    expect(new Set(KANBAN_COLUMNS.map((c) => c.status)).size).toBe(13);
  });

  it('allows exactly the listed moves', () => {
    expect(isKanbanMoveAllowed('NEW', 'NEW_IN_PROGRESS')).toBe(true);
    expect(isKanbanMoveAllowed('LEAD_SCORE_PENDING', 'APPOINTMENT_BOOKED')).toBe(true);
    expect(isKanbanMoveAllowed('NO_ANSWER_IN_PROGRESS', 'UNQUALIFIED')).toBe(true);
    expect(isKanbanMoveAllowed('APPOINTMENT_BOOKED_SMS_SENT', 'APPOINTMENT_REMINDER_EMAIL_SENT')).toBe(true);
    expect(isKanbanMoveAllowed('NEW', 'QUALIFIED')).toBe(false);
    expect(isKanbanMoveAllowed('NO_ANSWER_IN_PROGRESS', 'NEW')).toBe(false);
  });

  it('has no outgoing moves from the terminal columns', () => {
    for (const s of ['QUALIFIED_SMS_SENT', 'APPOINTMENT_REMINDER_EMAIL_SENT', 'UNQUALIFIED'] as const) {
      expect(KANBAN_MOVES[s]).toBeUndefined();
      for (const to of LEAD_STATUSES) expect(isKanbanMoveAllowed(s, to)).toBe(false);
    }
  });

  it('treats a drop in the same column as no move', () => {
    for (const s of LEAD_STATUSES) expect(isKanbanMoveAllowed(s, s)).toBe(false);
  });
});
