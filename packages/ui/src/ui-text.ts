// Fixed texts the shared components show by default (domain texts such as 'N/A' and 'No recording' come from
// @callops/contracts); spec texts are verbatim. Every component lets its
// caller override them, so screens can pass their own wording (e.g. 'Try Again').
export const UI_TEXT = {
  copied: 'Copied!',
  copy: 'Copy',
  copyFailed: 'Copy failed',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  search: 'Search',
  searchPlaceholder: 'Search...',
  retry: 'Retry',
  loading: 'Loading...',
  noData: 'No data',
  showMore: 'Show more',
  showLess: 'Show less',
  processing: 'Processing',
  play: 'Play',
  stop: 'Stop',
  recordingError: 'Unable to play recording',
  seek: 'Seek recording',
  confirmTyping: (expected: string) => `Type "${expected}" to confirm`,
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
