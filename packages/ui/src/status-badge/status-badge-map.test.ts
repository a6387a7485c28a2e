import { KANBAN_COLUMNS } from '@callops/contracts/leads';
import { jobStateBadge, leadStatusBadge, leadStatusLabel } from './status-badge-map';

describe('leadStatusBadge', () => {
  it('uses the kanban colour of the status', () => {
    const noAnswer = KANBAN_COLUMNS.find((c) => c.status === 'NO_ANSWER');
    expect(leadStatusBadge('NO_ANSWER')).toEqual({
      label: 'NO ANSWER',
      tone: 'default',
      color: noAnswer?.color,
    });
  });

  it('gives every kanban status a distinct colour', () => {
    const colors = KANBAN_COLUMNS.map((c) => leadStatusBadge(c.status).color);
    expect(new Set(colors).size).toBe(KANBAN_COLUMNS.length);
  });

  it('falls back to the default tone for statuses without a column', () => {
    expect(leadStatusBadge('PENDING_CLIENT_RESPONSE')).toEqual({
      label: 'PENDING CLIENT RESPONSE',
      tone: 'default',
      color: undefined,
    });
    expect(leadStatusBadge('CLOSED').color).toBeUndefined();
    expect(leadStatusBadge(null)).toEqual({ label: '', tone: 'default' });
  });

  it('keeps acronyms', () => {
    expect(leadStatusLabel('APPOINTMENT_BOOKED_SMS_SENT')).toBe('APPOINTMENT BOOKED SMS SENT');
  });
});

describe('jobStateBadge', () => {
  it.each([
    ['running', 'Running', 'processing'],
    ['active', 'Running', 'processing'],
    ['queued', 'Pending', 'warning'],
    ['finished', 'Completed', 'success'],
    ['error', 'Failed', 'error'],
    ['paused', 'Paused', 'warning'],
    ['stopped', 'Stopped', 'default'],
    [null, 'Idle', 'default'],
    ['something-else', 'Idle', 'default'],
  ])('maps %p to %s (%s)', (status, label, tone) => {
    expect(jobStateBadge(status)).toEqual({ label, tone });
  });
});
