/** The typed text must equal the expected name exactly: same case, same spaces, nothing trimmed. */
export function isConfirmationTyped(typed: string, expected: string): boolean {
  return expected !== '' && typed === expected;
}
