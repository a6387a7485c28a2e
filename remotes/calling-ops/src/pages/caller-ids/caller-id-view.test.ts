import type { JobEvent } from '@callops/contracts/jobs';
import { figures, pool } from './caller-id-test-fixtures';
import { callerIdRow, newRestEvents, poolSummary, trendPoints } from './caller-id-view';

const event = (id: number, type: string): JobEvent => ({
  id,
  job_id: 'job-1',
  job_type: 'cold_calling',
  event_type: type,
  message: `event ${id}`,
  data: {},
  created_at: '2026-03-14T15:00:00.000Z',
});

describe('callerIdRow', () => {
  it('writes the figures as text, with the cap beside the calls today', () => {
    expect(callerIdRow(figures(), 'America/Toronto')).toMatchObject({
      number: '+14165550100',
      today: '12 of 100',
      capped: false,
      answerRate: '45.5%',
      shortRate: '10%',
      stateLabel: 'Healthy',
      stateNote: null,
    });
  });

  it('says why a number rests and until when, in the business zone; a number without calls has no rate', () => {
    const row = callerIdRow(
      figures({
        calls_today: 100,
        answer_rate_7d: null,
        short_call_rate_7d: null,
        state: 'resting',
        state_reason: "answer rate 10% against the pool's 40%",
        rested_until: '2026-03-14T18:00:00.000Z',
      }),
      'America/Toronto',
    );
    expect(row).toMatchObject({ capped: true, answerRate: '–', shortRate: '–', stateLabel: 'Resting' });
    expect(row.stateNote).toBe("answer rate 10% against the pool's 40%, until Mar 14, 2026, 2:00 p.m.");
  });
});

describe('trendPoints and poolSummary', () => {
  it('labels each day and keeps empty days without a rate', () => {
    const points = trendPoints(figures());
    expect(points).toHaveLength(14);
    expect(points[0]).toEqual({ label: 'Sun, Mar 1', calls: 0, answerRate: null });
    expect(points[13]).toEqual({ label: 'Sat, Mar 14', calls: 20, answerRate: 45 });
  });

  it("sums up the pool's own rates", () => {
    expect(poolSummary(pool([]))).toBe('Pool over 7 days: answer rate 40%, short calls 12.5%');
  });
});

describe('newRestEvents', () => {
  it('remembers what is there at first, then toasts only the new rest events, oldest first', () => {
    const first = newRestEvents([event(2, 'caller_id_rested'), event(1, 'call_placed')], null);
    expect(first.toast).toEqual([]);
    const next = newRestEvents(
      [
        event(5, 'caller_id_rested'),
        event(4, 'caller_id_rested'),
        event(3, 'call_placed'),
        event(2, 'caller_id_rested'),
      ],
      first.seen,
    );
    expect(next.toast.map((e) => e.id)).toEqual([4, 5]);
    expect(newRestEvents([event(5, 'caller_id_rested')], next.seen).toast).toEqual([]);
  });
});
