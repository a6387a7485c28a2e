// Every number and fixed text of spec §9 (and the timings of §§2, 4, 5, 7) lives here, never as a literal in a
// component or a route.

export const PAGINATION = {
  eventsLimit: 50,
  calendarEventsPage: 1,
  calendarEventsLimit: 5,
  calendarManagerPageSize: 3,
  recordingsLimit: 50,
  recordingsOffset: 0,
  crmLeadsLimit: 10,
  leadsByStatusLimit: 100,
  hubspotSyncLimit: 100,
  tableRowsPerPage: 10,
  dbLeadsTop: 10,
  /** Kanban cards a column loads at a time (on opening, then on scroll): 13 columns open with at most 260. */
  kanbanColumnPage: 20,
  kanbanColumnPageMax: 100,
  logsLimit: 100,
  /** Server-side cap for any list endpoint. */
  maxListLimit: 500,
} as const;

export const POLLING = {
  activeJobsMs: 60_000,
  timersMs: 60_000,
  realtimeStatsMs: 5 * 60_000,
  realtimeAutoRefreshDefault: true,
  jobActionCountdownMs: 3_000,
} as const;

export const REMINDERS = {
  /** 'Set to today' and 'Set to tomorrow' put the appointment or follow-up at this local time. */
  setToTodayTime: '10:00',
} as const;

export const RETRY = {
  leadLoadRetryDelayMs: 1_000,
} as const;

export const TOASTS = {
  defaultDurationMs: 4_000,
  errorDurationMs: 4_000,
  successDurationMs: 2_000,
  calendarErrorDurationMs: 6_000,
  maxCount: 20,
  placement: 'topRight',
} as const;

export const COPY_FEEDBACK = {
  durationMs: 1_200,
  appointmentsTableDurationMs: 2_000,
} as const;

export const TRUNCATION = {
  /** Transcript and summary cells in the data tables: cut to 20 characters when longer than 24. */
  tableTextCutAt: 20,
  tableTextLongerThan: 24,
  /** Call SIDs show their first 8 characters when longer than 8. */
  callSidLength: 8,
  remarks: 50,
  /** Text over this length gets an expand/collapse control. */
  expandableOver: 50,
  recordingTranscript: 80,
  recordingSummary: 60,
  defaultLength: 100,
} as const;

export const MASKING = {
  /** Sensitive values longer than this show only their first and last `visible` characters. */
  maskOver: 8,
  visible: 4,
} as const;
