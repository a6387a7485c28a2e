import { budgetRoom } from './daily-budget';

describe('budgetRoom', () => {
  it('sets no limit without a budget', () => {
    expect(budgetRoom(0, { spent: 500, costedCalls: 10, inFlight: 3 })).toEqual({ calls: null, pause: null });
  });

  it("counts the calls in flight at today's average cost, and allows what still fits", () => {
    // $4 spent over 8 calls: $0.50 a call; 2 in flight commit $1 more; $5 left fits 10 calls.
    expect(budgetRoom(10, { spent: 4, costedCalls: 8, inFlight: 2 })).toEqual({ calls: 10, pause: null });
  });

  it('pauses when not one more call fits, saying what was spent', () => {
    const { calls, pause } = budgetRoom(5, { spent: 4.8, costedCalls: 8, inFlight: 0 });
    expect(calls).toBe(0);
    expect(pause).toMatchObject({ reason: 'budget', spent_usd: 4.8, budget_usd: 5 });
    expect(pause?.message).toBe(
      "today's calls cost $4.80, and the next would pass the daily budget of $5.00",
    );
  });

  it('pauses once calls in flight would take the rest', () => {
    expect(budgetRoom(5, { spent: 4, costedCalls: 8, inFlight: 2 }).pause?.message).toBe(
      "today's calls cost $4.00 with 2 still in progress, and the next would pass the daily budget of $5.00",
    );
  });

  it('counts only the spend while no call of the day has reported a cost', () => {
    expect(budgetRoom(5, { spent: 0, costedCalls: 0, inFlight: 4 })).toEqual({ calls: null, pause: null });
  });
});
