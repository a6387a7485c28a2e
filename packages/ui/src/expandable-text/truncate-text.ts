export const ELLIPSIS = '...';

export type TruncateOptions = {
  /** How many characters stay visible when the text is cut. */
  cutAt: number;
  /** Cut only texts longer than this; defaults to `cutAt` (the spec's tables cut at 20 when longer than 24). */
  longerThan?: number;
};

export type TruncatedText = { text: string; truncated: boolean };

export function truncateText(text: string, { cutAt, longerThan = cutAt }: TruncateOptions): TruncatedText {
  if (text.length <= longerThan) return { text, truncated: false };
  return { text: `${text.slice(0, Math.max(0, cutAt))}${ELLIPSIS}`, truncated: true };
}

/** null, undefined and whitespace-only strings have nothing to show. */
export function isBlankText(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}
