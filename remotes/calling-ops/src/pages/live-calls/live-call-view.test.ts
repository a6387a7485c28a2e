import type { CallInProgress } from '@callops/contracts/calls';
import { elapsedLabel, liveCallRow, liveCallStage } from './live-call-view';

const call = (over: Partial<CallInProgress> = {}): CallInProgress => ({
  id: 7,
  company_id: 3,
  lead_name: 'Ann',
  company_name: 'Maple Plumbing',
  company_phone: '+14165550101',
  job_id: 'job-1',
  job_type: 'cold_calling',
  status: 'in-progress',
  provider: 'simulated',
  started_at: '2026-03-01T10:00:00.000Z',
  last_lines: [{ speaker: 'agent', text: 'Hi', seconds: 0 }],
  ...over,
});

describe('live call view', () => {
  it('shows every status before the phone rings as dialing', () => {
    expect(['dialing', 'placing', 'queued'].map((s) => liveCallStage(s as CallInProgress['status']))).toEqual(
      ['dialing', 'dialing', 'dialing'],
    );
    expect(liveCallStage('ringing')).toBe('ringing');
    expect(liveCallStage('in-progress')).toBe('in-progress');
  });

  it('counts the elapsed time as m:ss, h:mm:ss past an hour, and never below zero', () => {
    const start = '2026-03-01T10:00:00.000Z';
    expect(elapsedLabel(start, new Date('2026-03-01T10:01:05.900Z'))).toBe('1:05');
    expect(elapsedLabel(start, new Date('2026-03-01T11:02:03.000Z'))).toBe('1:02:03');
    expect(elapsedLabel(start, new Date('2026-03-01T09:59:59.000Z'))).toBe('0:00');
  });

  it('names the lead, job and stage, and the last lines with their speaker', () => {
    expect(liveCallRow(call(), new Date('2026-03-01T10:00:30.000Z'))).toEqual({
      id: 7,
      lead: 'Ann',
      company: 'Maple Plumbing',
      number: '+14165550101',
      job: 'Cold Calling',
      stage: 'in-progress',
      stageLabel: 'In progress',
      elapsed: '0:30',
      lines: ['agent: Hi'],
    });
    const bare = liveCallRow(
      call({ lead_name: null, company_name: null, company_phone: null, job_type: null, status: 'queued' }),
      new Date('2026-03-01T10:00:00.000Z'),
    );
    expect([bare.lead, bare.company, bare.number, bare.job, bare.stageLabel]).toEqual([
      'Unknown',
      '—',
      '—',
      '—',
      'Dialing',
    ]);
  });
});
