import type { User } from '@callops/contracts/users';
import { formatCreated, ROLE_OPTIONS, roleLabel, statusLabel } from './user-row';

const user = (over: Partial<User> = {}): User => ({
  id: 2,
  username: 'dana',
  email: null,
  role: 'operator',
  disabled: false,
  phone: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...over,
});

describe('user row texts', () => {
  it('names the status and the role', () => {
    expect(statusLabel(user())).toBe('Active');
    expect(statusLabel(user({ disabled: true }))).toBe('Disabled');
    expect(roleLabel('viewer')).toBe('Viewer');
    expect(ROLE_OPTIONS).toEqual([
      { value: 'admin', label: 'Admin' },
      { value: 'operator', label: 'Operator' },
      { value: 'viewer', label: 'Viewer' },
    ]);
  });

  it('shows the creation time as a medium date and short time', () => {
    expect(formatCreated('2026-01-05T10:00:00.000Z', 'UTC')).toBe('Jan 5, 2026, 10:00 a.m.');
  });
});
