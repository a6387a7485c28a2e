/** The Listen panel's words (Live Calls). */
export const LISTEN_TEXT = {
  listen: 'Listen',
  stop: 'Stop',
  level: 'Audio level',
  transcript: 'Live transcript',
  status: {
    connecting: 'Connecting…',
    listening: 'Listening',
    reconnecting: 'Connection lost: reconnecting…',
    ended: 'The call has ended',
    failed: 'Cannot listen to this call',
  },
  speakers: { assistant: 'Agent', lead: 'Lead' },
} as const;
