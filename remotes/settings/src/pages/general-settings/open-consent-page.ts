/** Leaves the console for Google's consent page; Google sends the user back to the calendar callback. */
export function openConsentPage(url: string): void {
  window.location.assign(url);
}
