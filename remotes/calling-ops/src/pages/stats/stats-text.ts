// The texts of the Real-time Statistics screen; the spec's own (§8) come from @callops/contracts/stats.
export const STATS_TEXT = {
  title: 'Real-time Statistics',
  refresh: 'Refresh',
  autoRefresh: 'Auto-refresh every 5 minutes',
  updatedAt: (time: string) => `Updated ${time}`,
  summary: 'Last 8 hours',
  periods: 'Time window',
  totalCalls: 'Total Calls',
  answeredCalls: 'Answered Calls',
  appointmentsBooked: 'Appointments Booked',
  answerRate: 'Answer Rate',
  successRate: 'Success Rate',
  successRateHint: 'Appointments booked out of all calls',
  trendTitle: 'Answer and booking rate',
  trendRanges: { last_24h: 'Last 24 hours (per hour)', last_30d: 'Last 30 days (per day)' },
  trendRangeLabel: 'Trend range',
  trendTotals: (calls: string, answered: string, booked: string) =>
    `${calls} calls, ${answered} answered, ${booked} booked`,
  bookingRate: 'Booking Rate',
  calls: 'Calls',
  trendLoadFailed: 'Failed to load the trend',
} as const;
