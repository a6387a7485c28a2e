import { MASKING } from './spec-constants';

const MASK = '****';

/** Spec §9: a sensitive value longer than 8 shows its first 4 and last 4 characters; shorter ones show nothing. */
export function maskSensitiveValue(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= MASKING.maskOver) return MASK;
  return `${value.slice(0, MASKING.visible)}${MASK}${value.slice(-MASKING.visible)}`;
}

/** Whether a value sent back by the UI is still the masked form of the stored one (then it must not be saved). */
export function isMaskedValue(value: string, stored: string): boolean {
  return value === maskSensitiveValue(stored);
}
