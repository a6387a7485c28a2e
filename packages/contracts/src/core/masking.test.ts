import { isMaskedValue, maskSensitiveValue } from './masking';

describe('masking', () => {
  it('shows the first and last 4 characters of values longer than 8', () => {
    expect(maskSensitiveValue('sk_live_1234567890')).toBe('sk_l****7890');
    expect(maskSensitiveValue('123456789')).toBe('1234****6789');
  });

  it('hides short values completely and keeps empty ones empty', () => {
    expect(maskSensitiveValue('12345678')).toBe('****');
    expect(maskSensitiveValue('abc')).toBe('****');
    expect(maskSensitiveValue('')).toBe('');
    expect(maskSensitiveValue(null)).toBe('');
  });

  it('recognises a masked value sent back unchanged', () => {
    expect(isMaskedValue('sk_l****7890', 'sk_live_1234567890')).toBe(true);
    expect(isMaskedValue('sk_live_new', 'sk_live_1234567890')).toBe(false);
  });
});
