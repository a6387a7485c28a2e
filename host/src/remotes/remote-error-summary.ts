/**
 * The first sentence of a loading error: the federation runtime appends its arguments and a docs link,
 * which help in the browser console but not in the panel.
 */
export function remoteErrorSummary(error: Error): string {
  const message = error.message.replace(/^\[ Federation Runtime \]:\s*/, '');
  const cut = message.search(/\s#RUNTIME-\d+|\s+args:|\n/);
  return (cut === -1 ? message : message.slice(0, cut)).trim();
}
