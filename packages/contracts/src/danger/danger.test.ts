import { DANGER_MESSAGES } from './danger';

describe('danger zone texts', () => {
  it('reports deletions with the warning suffix only when records remain', () => {
    expect(DANGER_MESSAGES.deleted(12, null, 0)).toBe('Successfully deleted 12 records from all tables');
    expect(DANGER_MESSAGES.deleted(5, 'calls', 2)).toBe(
      'Successfully deleted 5 records from calls (Warning: 2 records still remain)',
    );
    expect(DANGER_MESSAGES.confirmTableFirst('jobs')).toBe(
      'Please confirm by checking the checkbox for jobs first',
    );
  });
});
