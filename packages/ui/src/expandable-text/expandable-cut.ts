import { truncateText } from '@callops/contracts/core';

/**
 * The shortened form of a text that is longer than `longerThan` (default `maxLength`), cut to `maxLength`
 * with an ellipsis by the contracts rule; null when the text is short enough to show whole.
 */
export function expandableCut(
  text: string,
  maxLength: number,
  longerThan: number = maxLength,
): string | null {
  return text.length > longerThan ? truncateText(text, maxLength) : null;
}
