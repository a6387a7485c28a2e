// The texts of the Dashboard screen (spec §2 "Dashboard").
import type { DashboardPeriod } from '@callops/contracts/stats';

/** Titles and labels of the dashboard (spec §2 "Dashboard"). */
export const DASHBOARD_TEXT = {
  title: 'Dashboard Overview',
  systemTime: 'System Time',
  activeJobs: 'Active Jobs',
  noActiveJobs: 'No active jobs',
  noProgressYet: 'No progress yet',
  jobProgress: (jobLabel: string) => `${jobLabel} progress`,
  progressOf: (done: string, total: string) => `${done} of ${total}`,
  startedAt: (when: string) => `Started ${when}`,
  queuedAt: (when: string) => `Queued ${when}`,
  totalCalls: 'Total Calls',
  answeredCalls: 'Answered Calls',
  voicemailCalls: 'Voicemail',
  noAnswerCalls: 'No Answer',
  cost: 'Cost',
  costPerBooked: 'Cost per Booked Appointment',
  days: {
    title: 'Last 7 Days',
    day: 'Day',
    calls: 'Calls',
    voicemail: 'Voicemail',
    noAnswer: 'No Answer',
    cost: 'Cost',
    costPerBooked: 'Cost per Booked Appointment',
    firstCall: 'Median Time to First Call',
  },
  appointmentsBooked: 'Appointments Booked',
  answerRate: 'Answer Rate',
  bookingRate: 'Booking Rate',
  missedRate: 'Missed Call Rate',
  answeredBookingRate: 'Bookings per Answered Call',
  ofCalls: (part: string, total: string) => `${part} of ${total} calls`,
  ofAnsweredCalls: (part: string, total: string) => `${part} of ${total} answered calls`,
  performanceOverview: 'Performance Overview',
  periodComparison: 'Period Comparison',
  metric: 'Metric',
  target: (percent: number) => `Target: ${percent}%`,
  targetMet: 'Target met',
  targetNotMet: 'Below target',
  pointsAbove: (points: number) => `${points} points above target`,
  pointsBelow: (points: number) => `${points} points below target`,
  onTarget: 'Exactly on target',
  noDashboardData: 'No dashboard data available',
} as const;

/** The dashboard's period tabs. */
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  last_24h: 'Last 24h',
  last_7d: '7 Days',
  last_30d: '30 Days',
};
