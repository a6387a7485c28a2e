import type { CallerIdState } from '@callops/contracts/caller-ids';

/** The Caller IDs page's words. */
export const CALLER_IDS_TEXT = {
  title: 'Caller IDs',
  loadFailed: 'Could not load the caller IDs',
  operatorsOnly: 'Operators and admins see the caller-ID pool.',
  empty: (fallback: string | null) =>
    fallback
      ? `The caller-ID pool is empty: every call goes out from ${fallback} (vapi_phone_number_id). Add numbers in the caller_id_pool setting.`
      : 'The caller-ID pool is empty. Add numbers in the caller_id_pool setting.',
  poolAverage: (answer: string, short: string) =>
    `Pool over 7 days: answer rate ${answer}, short calls ${short}`,
  noRate: '–',
  columns: {
    number: 'Number',
    phoneNumberId: 'VAPI id',
    today: 'Calls today',
    answerRate: 'Answer rate (7 days)',
    shortRate: 'Short calls (7 days)',
    state: 'State',
  },
  todayOfCap: (calls: string, cap: string) => `${calls} of ${cap}`,
  states: { healthy: 'Healthy', watch: 'Watch', resting: 'Resting' } satisfies Record<CallerIdState, string>,
  restingUntil: (until: string) => `until ${until}`,
  trendTitle: (number: string) => `Answer rate per day, ${number}`,
  trendSummary: (calls: string, days: number) =>
    `${calls} ${calls === '1' ? 'call' : 'calls'} over the last ${days} days`,
  answerRate: 'Answer rate (%)',
  calls: 'Calls',
  restedToast: 'Caller ID rested',
} as const;
