export const AUDIT_LOG_TEXT = {
  title: 'Audit Log',
  intro:
    'Every change to settings, users, phones and data, and every recording played, transcript read and list exported: who, what and when.',
  adminOnly: 'The audit log is for admins.',
  empty: 'No entries match these filters.',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  user: 'User',
  action: 'Action',
  entity: 'Entity',
  range: 'Date range',
  from: 'From day',
  to: 'To day',
  columns: {
    when: 'When',
    user: 'User',
    action: 'Action',
    entity: 'Entity',
    key: 'Which',
    change: 'Change',
  },
  change: (from: string | null, to: string | null) =>
    from !== null && to !== null ? `${from} → ${to}` : (to ?? from ?? '—'),
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} entries`,
} as const;
