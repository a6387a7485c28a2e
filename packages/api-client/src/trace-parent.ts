// Every API request starts a W3C trace (`traceparent`): with tracing on, the server's spans for it join that trace,
// so a slow page load can be followed to the query behind it. Random ids, as the specification asks.

const hex = (bytes: number): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** `00-<trace id>-<parent id>-01`: version 00, sampled. */
export const newTraceparent = (): string => `00-${hex(16)}-${hex(8)}-01`;
