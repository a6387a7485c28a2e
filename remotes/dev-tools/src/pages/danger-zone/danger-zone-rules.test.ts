import type { DeleteAllResult, DeleteTableResult } from '@callops/contracts/danger';
import {
  confirmationsAfterDelete,
  deleteRefusal,
  deletionMessage,
  NO_CONFIRMATIONS,
  totalRecords,
} from './danger-zone-rules';

const ticked = { all: true, jobs: true, companies: false, appointments: true, calls: true };

describe('danger zone rules', () => {
  it('clears every box after delete-all', () => {
    expect(confirmationsAfterDelete(ticked, 'all')).toEqual(NO_CONFIRMATIONS);
  });

  it("clears only the table's own box after a one-table delete", () => {
    expect(confirmationsAfterDelete(ticked, 'calls')).toEqual({ ...ticked, calls: false });
    expect(confirmationsAfterDelete(ticked, 'jobs')).toEqual({ ...ticked, jobs: false });
  });

  it('lets a delete run only once its box is ticked', () => {
    expect(deleteRefusal(ticked, 'all')).toBeNull();
    expect(deleteRefusal(ticked, 'calls')).toBeNull();
    expect(deleteRefusal(NO_CONFIRMATIONS, 'all')).toBe('Please confirm by checking the checkbox first');
    expect(deleteRefusal(ticked, 'companies')).toBe(
      'Please confirm by checking the checkbox for companies first',
    );
  });

  it('adds up the records of the four tables', () => {
    expect(totalRecords({ jobs: 1, companies: 20, appointments: 300, calls: 4000 })).toBe(4321);
  });

  it('says how many records went, from all tables or one, warning when some remain', () => {
    const counts = { jobs: 0, companies: 0, appointments: 0, calls: 0 };
    const all: DeleteAllResult = {
      cancelled_jobs: 0,
      actual_deleted: 12,
      deleted_count: 12,
      deleted_counts: counts,
      before_deletion: counts,
      after_deletion: counts,
      remaining_records: 0,
    };
    expect(deletionMessage(all)).toBe('Successfully deleted 12 records from all tables');
    expect(deletionMessage({ ...all, remaining_records: 3 })).toBe(
      'Successfully deleted 12 records from all tables (Warning: 3 records still remain)',
    );
    const one: DeleteTableResult = {
      table: 'calls',
      cancelled_jobs: 1,
      actual_deleted: 5,
      deleted_count: 5,
      before_deletion: 5,
      after_deletion: 0,
      remaining_records: 0,
    };
    expect(deletionMessage(one)).toBe('Successfully deleted 5 records from calls');
    expect(deletionMessage({ ...one, remaining_records: 2 })).toBe(
      'Successfully deleted 5 records from calls (Warning: 2 records still remain)',
    );
  });
});
