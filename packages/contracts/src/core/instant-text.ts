// How the engine writes an instant for people (job events, messages): in the business time zone. Formatters are
// expensive to build and a campaign writes thousands of these, so each style and zone is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  /** "Mar 12, 2026, 10:00 a.m." */
  short: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Thursday, March 12, 2026 at 10:00 a.m." */
  full: { dateStyle: 'full', timeStyle: 'short' },
  /** "Thursday, March 12, 2026" */
  date: { dateStyle: 'full' },
  /** "Thursday" */
  weekday: { weekday: 'long' },
  /** "10:00 a.m." */
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function instantText(at: Date, zone: string, style: keyof typeof STYLES = 'short'): string {
  const key = `${style}|${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { ...STYLES[style], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(at);
}

/** `text` closing a sentence: a full stop, unless it ends with one already (a time's "a.m."). */
export const endOfSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);
