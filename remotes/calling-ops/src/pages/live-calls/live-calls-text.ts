/** The Live Calls page's words. */
export const LIVE_CALLS_TEXT = {
  title: 'Live Calls',
  empty: 'No calls in progress.',
  unknownLead: 'Unknown',
  noTranscript: 'No speech yet',
  streamDown: 'Live updates paused: refreshing every few seconds',
  columns: {
    lead: 'Lead',
    company: 'Company',
    number: 'Number',
    job: 'Job',
    stage: 'Stage',
    elapsed: 'Elapsed',
    transcript: 'Last lines',
  },
  stages: {
    dialing: 'Dialing',
    ringing: 'Ringing',
    'in-progress': 'In progress',
  },
} as const;
