export const LATEST_JOBS_TEXT = {
  title: 'Latest Jobs',
  empty: 'No jobs yet',
  loadFailed: 'Failed to load the latest jobs',
  noun: 'jobs',
  columns: {
    id: 'ID',
    jobType: 'Job Type',
    startedAt: 'Started At',
    completedAt: 'Completed At',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
} as const;
