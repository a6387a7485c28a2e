// Twilio's standard SMS keywords (its default Advanced Opt-Out words): a text that is only one of these, in any case
// and with any spaces around it, opts the number out, back in, or asks for help.

export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Record<SmsKeyword, readonly string[]> = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'],
  start: ['START', 'YES', 'UNSTOP'],
  help: ['HELP', 'INFO'],
};

/** The keyword a text is, or null for any other text (a keyword inside a sentence is not one). */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase();
  for (const [keyword, words] of Object.entries(KEYWORDS) as [SmsKeyword, readonly string[]][]) {
    if (words.includes(word)) return keyword;
  }
  return null;
}
