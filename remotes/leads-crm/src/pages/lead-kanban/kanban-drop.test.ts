import { planDrop } from './kanban-drop';

describe('kanban drop', () => {
  it('does nothing outside the columns or in the same column', () => {
    expect(planDrop('NEW', null)).toEqual({ kind: 'none' });
    expect(planDrop('QUALIFIED', 'QUALIFIED')).toEqual({ kind: 'none' });
  });

  it('refuses a move spec §4 does not allow, in its words, before sending anything', () => {
    expect(planDrop('NEW', 'QUALIFIED')).toEqual({
      kind: 'rejected',
      message: 'Cannot move from New Leads to Qualified',
    });
    expect(planDrop('UNQUALIFIED', 'NEW')).toEqual({
      kind: 'rejected',
      message: 'Cannot move from Unqualified to New Leads',
    });
  });

  it('sends an allowed move', () => {
    expect(planDrop('LEAD_SCORE_PENDING', 'APPOINTMENT_BOOKED')).toEqual({
      kind: 'move',
      from: 'LEAD_SCORE_PENDING',
      to: 'APPOINTMENT_BOOKED',
    });
  });
});
