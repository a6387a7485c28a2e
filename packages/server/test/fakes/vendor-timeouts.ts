/**
 * The timeouts the live adapters' tests give them against the fake vendors: a call the fake answers gets time to
 * spare on a busy CI machine (200 ms once ran out); only a test of a fake that never answers waits out the short one.
 */
export const ANSWER_TIMEOUT_MS = 5_000;
export const STALL_TIMEOUT_MS = 200;
