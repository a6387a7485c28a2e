// Leaving the console's own routing: to Google's consent page, or a full reload. Kept apart so tests can see it.

/** Leaves the console for Google's consent page; Google sends the user back to the calendar callback. */
export function goToConsentPage(url: string): void {
  window.location.assign(url);
}

/** 'Reload Page' after 'Error Loading Calendar'. */
export function reloadPage(): void {
  window.location.reload();
}
