import {
  TESTING_LIST_LIMIT,
  updateAppointmentDatesRequestSchema,
  updateNoAnswerDatesRequestSchema,
} from './database-management';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('database management requests', () => {
  it('needs at least one company or appointment for bulk date updates', () => {
    expect(firstMessage(updateNoAnswerDatesRequestSchema.safeParse({ company_ids: [] }))).toBe(
      'Please select at least one company',
    );
    expect(firstMessage(updateAppointmentDatesRequestSchema.safeParse({ appointment_ids: [] }))).toBe(
      'Please select at least one appointment',
    );
  });

  it(`takes at most ${TESTING_LIST_LIMIT} ids, each a positive database id`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(updateNoAnswerDatesRequestSchema.safeParse({ company_ids: ids(TESTING_LIST_LIMIT) }).success).toBe(
      true,
    );
    expect(firstMessage(updateNoAnswerDatesRequestSchema.safeParse({ company_ids: ids(10_000) }))).toBe(
      `At most ${TESTING_LIST_LIMIT} at a time`,
    );
    expect(updateAppointmentDatesRequestSchema.safeParse({ appointment_ids: [0] }).success).toBe(false);
    expect(updateAppointmentDatesRequestSchema.safeParse({ appointment_ids: [2 ** 31] }).success).toBe(false);
  });
});
