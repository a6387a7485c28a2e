import { previewLines } from './campaign-preview-view';

describe('the cold-calling preview', () => {
  it('says how many are due, how many may be called now, and why the others wait', () => {
    expect(
      previewLines({
        due: 1200,
        eligible_now: 1100,
        skipped: {
          outside_hours: 60,
          do_not_call: 0,
          at_cap: 38,
          retry_later: 2,
          caller_id_pool: 0,
          callback_later: 3,
          budget_reached: 40,
        },
        business_hours_open: true,
      }).map((line) => line.text),
    ).toEqual([
      '1,200 leads due',
      '1,100 can be called now',
      '60 outside their calling hours',
      '38 at the attempt cap',
      '2 waiting to retry',
      '3 callback not yet due',
      '40 budget reached',
    ]);
  });

  it('names the leads the exhausted caller-ID pool leaves for later', () => {
    expect(
      previewLines({
        due: 10,
        eligible_now: 4,
        skipped: {
          outside_hours: 0,
          do_not_call: 0,
          at_cap: 0,
          retry_later: 0,
          caller_id_pool: 6,
          callback_later: 0,
          budget_reached: 0,
        },
        business_hours_open: true,
      }).map((line) => line.text),
    ).toEqual(['10 leads due', '4 can be called now', '6 caller-ID pool exhausted']);
  });
});
