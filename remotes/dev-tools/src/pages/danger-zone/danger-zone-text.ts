import type { DangerTable } from '@callops/contracts/danger';

// The spec's texts are in DANGER_MESSAGES; the banner, labels and buttons are this page's own.
export const DANGER_ZONE_TEXT = {
  title: 'Danger Zone',
  adminOnly: 'You need the admin role to use the Danger Zone.',
  bannerTitle: 'Development and testing only: deletions here are permanent',
  bannerText:
    'Every delete removes all records of its tables at once and cannot be undone. Running and queued jobs are cancelled first, so none writes into a table being emptied.',
  statusTitle: 'Database Status',
  refreshStatus: 'Refresh Status',
  totalRecords: 'Total records',
  deleteAllTitle: 'Delete All Data',
  deleteAllConfirm: 'I understand that this deletes every job, company, appointment and call',
  deleteAll: 'Delete All Data',
  tablesTitle: 'Delete One Table',
  records: (count: number) => `${count} records`,
  tableConfirm: (table: DangerTable) => `I understand that this deletes every record of ${table}`,
  deleteTable: (table: DangerTable) => `Delete ${table}`,
  cancelledJobs: (count: number) => `${count} running or queued jobs were cancelled first.`,
  lastDeletion: 'Last deletion',
  tableLabels: {
    jobs: 'Jobs',
    companies: 'Companies',
    appointments: 'Appointments',
    calls: 'Calls',
  } satisfies Record<DangerTable, string>,
} as const;
