import { updateNoAnswerDatesRequestSchema } from './database-management';

describe('database management requests', () => {
  it('needs at least one company for bulk date updates', () => {
    expect(updateNoAnswerDatesRequestSchema.safeParse({ company_ids: [] }).error?.issues[0]?.message).toBe(
      'Please select at least one company',
    );
  });
});
