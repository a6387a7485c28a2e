import type { CallInProgress } from '@callops/contracts/calls';
import { canControl, elapsedLabel, liveCallRow, liveCallStage, newAlertToasts } from './live-call-view';

const call = (over: Partial<CallInProgress> = {}): CallInProgress => ({
  id: 7,
  company_id: 3,
  lead_name: 'Ann',
  company_name: 'Maple Plumbing',
  company_phone: '+14165550101',
  caller_id: '+14165550100',
  job_id: 'job-1',
  job_type: 'cold_calling',
  status: 'in-progress',
  provider: 'simulated',
  started_at: '2026-03-01T10:00:00.000Z',
  last_lines: [{ speaker: 'agent', text: 'Hi', seconds: 0 }],
  transferring: false,
  alerts: [],
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
      callerId: '+14165550100',
      job: 'Cold Calling',
      stage: 'in-progress',
      stageLabel: 'In progress',
      elapsed: '0:30',
      lines: ['agent: Hi'],
      alerts: [],
    });
    const bare = liveCallRow(
      call({
        lead_name: null,
        company_name: null,
        company_phone: null,
        caller_id: null,
        job_type: null,
        status: 'queued',
      }),
      new Date('2026-03-01T10:00:00.000Z'),
    );
    expect([bare.lead, bare.company, bare.number, bare.callerId, bare.job, bare.stageLabel]).toEqual([
      'Unknown',
      '—',
      '—',
      'Default number',
      '—',
      'Dialing',
    ]);
  });

  it('shows a call a supervisor is transferring as transferring, whatever its status', () => {
    expect(liveCallStage('in-progress', true)).toBe('transferring');
    expect(liveCallRow(call({ transferring: true }), new Date()).stageLabel).toBe('Transferring');
  });

  it('labels the alerts of a row', () => {
    expect(liveCallRow(call({ alerts: ['silence', 'long_call'] }), new Date()).alerts).toEqual([
      { kind: 'silence', label: 'Silent' },
      { kind: 'long_call', label: 'Long call' },
    ]);
  });

  it('toasts each alert of each call once, naming the lead or the company', () => {
    const calls = [
      call({ alerts: ['silence'] }),
      call({ id: 8, lead_name: null, alerts: ['long_call', 'silence'] }),
    ];
    expect(newAlertToasts(calls, new Set(['7:silence']))).toEqual([
      { key: '8:long_call', text: 'The call with Maple Plumbing is running past the duration limit' },
      { key: '8:silence', text: 'Nobody has spoken for a while on the call with Maple Plumbing' },
    ]);
  });

  it('offers control once the provider has the call', () => {
    expect(['dialing', 'placing'].map((s) => canControl({ status: s as CallInProgress['status'] }))).toEqual([
      false,
      false,
    ]);
    expect(
      ['queued', 'ringing', 'in-progress'].map((s) => canControl({ status: s as CallInProgress['status'] })),
    ).toEqual([true, true, true]);
  });
});
