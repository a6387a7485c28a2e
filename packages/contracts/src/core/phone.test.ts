import { adminPhoneError, isValidAdminPhone, isValidTestingPhone } from './phone';

describe('phone patterns', () => {
  it('accepts admin phones with an optional plus, a non-zero first digit and 2–15 digits', () => {
    for (const ok of ['+1234567890', '1234567890', '+12', '123456789012345', ' +14165550123 ']) {
      expect(isValidAdminPhone(ok)).toBe(true);
    }
    for (const bad of [
      '+0123456789',
      '1',
      '+1',
      '1234567890123456',
      '+1 416 555',
      '416-555-0123',
      'abc',
      '',
    ]) {
      expect(isValidAdminPhone(bad)).toBe(false);
    }
  });

  it('accepts testing phones with digits, spaces, hyphens, parentheses and an optional plus', () => {
    for (const ok of ['(416) 555-0123', '+1 416 555 0123', '4165550123', '0']) {
      expect(isValidTestingPhone(ok)).toBe(true);
    }
    for (const bad of ['416.555.0123', '+', '1+2', 'ext 5', '']) expect(isValidTestingPhone(bad)).toBe(false);
  });

  it('gives the admin form messages', () => {
    expect(adminPhoneError('  ')).toBe('Please enter a phone number');
    expect(adminPhoneError('0123')).toBe('Please enter a valid phone number (e.g., +1234567890)');
    expect(adminPhoneError('+14165550123', ['+14165550123'])).toBe(
      'This phone number is already in the list',
    );
    expect(adminPhoneError(' +14165550123 ', ['+14165550199'])).toBeNull();
  });
});
