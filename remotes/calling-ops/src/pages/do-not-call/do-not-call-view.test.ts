import type { DoNotCallEntry } from '@callops/contracts/compliance';
import { addedLabel, emptyText, removedLabel, sourceLabel } from './do-not-call-view';

const entry: DoNotCallEntry = {
  id: 1,
  phone: '+14165550101',
  reason: null,
  source: 'call',
  source_call_id: 9,
  added_by: 'the caller, during a call',
  added_at: '2026-03-11T14:30:00.000Z',
  removed_by: null,
  removed_at: null,
};

describe('do-not-call rows', () => {
  it('say who added and removed an entry, when, in the business zone', () => {
    expect(addedLabel(entry, 'America/Toronto')).toBe(
      'Mar 11, 2026, 10:30 a.m. by the caller, during a call',
    );
    expect(removedLabel(entry, 'America/Toronto')).toBe('On the list');
    const removed = { ...entry, removed_by: 'alice', removed_at: '2026-03-12T01:00:00.000Z' };
    expect(removedLabel(removed, 'America/Vancouver')).toBe('Mar 11, 2026, 6:00 p.m. by alice');
    expect(addedLabel({ ...entry, added_by: null }, 'America/Toronto')).toBe('Mar 11, 2026, 10:30 a.m.');
  });

  it('name the source and the empty list', () => {
    expect(sourceLabel('import')).toBe('CSV import');
    expect(emptyText(false)).toBe('No numbers on the list');
    expect(emptyText(true)).toBe('No entries match the search');
  });
});
