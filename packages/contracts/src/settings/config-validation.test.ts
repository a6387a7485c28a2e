import { KNOWN_CONFIG_KEYS } from './config-keys';
import {
  CONFIG_VALUE_MESSAGES,
  parseConfigBoolean,
  parseDateList,
  parseOutcomeWeights,
  parsePhoneList,
  parseTimeZoneList,
  serializePhoneList,
  validateConfigValue,
} from './config-validation';

describe('validateConfigValue', () => {
  it('accepts every seeded default', () => {
    for (const definition of KNOWN_CONFIG_KEYS) {
      expect([definition.key, validateConfigValue(definition.key, definition.defaultValue ?? '')]).toEqual([
        definition.key,
        null,
      ]);
    }
  });

  it('takes only true or false for admin_sms_enabled', () => {
    expect(validateConfigValue('admin_sms_enabled', 'true')).toBeNull();
    expect(validateConfigValue('admin_sms_enabled', 'false')).toBeNull();
    expect(validateConfigValue('admin_sms_enabled', 'yes')).toBe('Must be true or false');
    expect(validateConfigValue('admin_sms_enabled', 'True')).toBe('Must be true or false');
    expect(validateConfigValue('admin_sms_enabled', '')).toBe('A value is required');
  });

  it('checks whole numbers and their range', () => {
    expect(validateConfigValue('max_concurrent_calls', '5')).toBeNull();
    expect(validateConfigValue('max_concurrent_calls', '0')).toBe('Must be a whole number from 1 to 500');
    expect(validateConfigValue('max_concurrent_calls', '2.5')).toBe('Must be a whole number from 1 to 500');
    expect(validateConfigValue('smtp_port', '65536')).toBe('Must be a whole number from 1 to 65535');
    expect(validateConfigValue('smtp_port', 'abc')).toBe('Must be a whole number from 1 to 65535');
    // One number, one spelling: no sign on zero, no leading zeros, no plus.
    for (const loose of ['-0', '007', '+3', '3.0', '0x3']) {
      expect(validateConfigValue('no_answer_retry_days', loose)).toBe('Must be a whole number from 0 to 30');
    }
    expect(validateConfigValue('no_answer_retry_days', '0')).toBeNull();
  });

  it('checks HH:MM times', () => {
    expect(validateConfigValue('calling_hours_start', '09:00')).toBeNull();
    expect(validateConfigValue('calling_hours_end', '23:59')).toBeNull();
    for (const bad of ['9:00', '24:00', '12:60', 'noon']) {
      expect(validateConfigValue('reminder_send_time', bad)).toBe('Must be a time as HH:MM (24-hour)');
    }
  });

  it('checks IANA time zones', () => {
    expect(validateConfigValue('business_timezone', 'Europe/Berlin')).toBeNull();
    expect(validateConfigValue('business_timezone', 'Toronto')).toBe(
      'Must be an IANA time zone such as America/Toronto',
    );
  });

  it('checks admin_phone_numbers as a list of valid, unique phones', () => {
    expect(validateConfigValue('admin_phone_numbers', '["+14165550123","+14165550124"]')).toBeNull();
    expect(validateConfigValue('admin_phone_numbers', '[]')).toBeNull();
    expect(validateConfigValue('admin_phone_numbers', '+14165550123')).toBe(
      'Must be a list of phone numbers',
    );
    expect(validateConfigValue('admin_phone_numbers', '[1234]')).toBe('Must be a list of phone numbers');
    expect(validateConfigValue('admin_phone_numbers', '["0123"]')).toBe(
      'Please enter a valid phone number (e.g., +1234567890): 0123',
    );
    expect(validateConfigValue('admin_phone_numbers', '["+14165550123","+14165550123"]')).toBe(
      '+14165550123 is listed twice',
    );
  });

  it('checks e-mail and phone keys, and lets optional credentials stay empty', () => {
    expect(validateConfigValue('smtp_from', 'ops@example.com')).toBeNull();
    expect(validateConfigValue('smtp_from', 'ops')).toBe('Must be a valid e-mail address');
    expect(validateConfigValue('twilio_from_number', '+14165550123')).toBeNull();
    expect(validateConfigValue('twilio_from_number', '0555')).toBe(
      'Please enter a valid phone number (e.g., +1234567890)',
    );
    expect(validateConfigValue('vapi_api_key', '')).toBeNull();
    expect(validateConfigValue('smtp_from', '')).toBeNull();
  });

  it('refuses spaces alone where a value may be empty: empty clears, blank would only look set', () => {
    for (const key of ['twilio_from_number', 'smtp_from', 'vapi_api_key', 'assistant_first_message']) {
      expect(validateConfigValue(key, '   ')).toBe(
        'Spaces alone are not a value: leave it empty to clear it',
      );
    }
    expect(validateConfigValue('max_concurrent_calls', ' ')).toBe('A value is required');
  });

  it('needs a value for unknown keys and accepts any text', () => {
    expect(validateConfigValue('custom_flag', 'anything')).toBeNull();
    expect(validateConfigValue('custom_flag', '  ')).toBe('A value is required');
  });

  it('checks the do-not-call allow-list: known purposes, each once, or none', () => {
    expect(
      validateConfigValue('dnc_transactional_allow', 'booking_confirmation, appointment_reminder'),
    ).toBeNull();
    expect(validateConfigValue('dnc_transactional_allow', '')).toBeNull();
    const refused = CONFIG_VALUE_MESSAGES.choiceList(['booking_confirmation', 'appointment_reminder']);
    expect(validateConfigValue('dnc_transactional_allow', 'qualified_follow_up')).toBe(refused);
    expect(validateConfigValue('dnc_transactional_allow', 'booking_confirmation,booking_confirmation')).toBe(
      refused,
    );
  });
});

describe('config value helpers', () => {
  it('parses and writes phone lists', () => {
    expect(parsePhoneList('["+1"]')).toEqual(['+1']);
    expect(parsePhoneList('')).toEqual([]);
    expect(parsePhoneList('{"a":1}')).toBeNull();
    expect(serializePhoneList(['+14165550123'])).toBe('["+14165550123"]');
  });

  it('reads booleans', () => {
    expect(parseConfigBoolean('true')).toBe(true);
    expect(parseConfigBoolean('false')).toBe(false);
    expect(parseConfigBoolean(null)).toBe(false);
  });
});

describe('calling compliance settings', () => {
  it('checks calling windows, region zones and the simulated outcomes', () => {
    expect(validateConfigValue('calling_window_ca_weekdays', '09:00-21:30')).toBeNull();
    expect(validateConfigValue('calling_window_ca_weekends', '18:00-10:00')).toBe(
      CONFIG_VALUE_MESSAGES.timeRange,
    );
    expect(validateConfigValue('calling_region_time_zones', 'America/Toronto, America/Halifax')).toBeNull();
    expect(validateConfigValue('calling_region_time_zones', 'America/Toronto,Mars/Base')).toBe(
      CONFIG_VALUE_MESSAGES.timezoneList,
    );
    expect(validateConfigValue('simulated_call_outcomes', 'opted-out:1,no-answer:0')).toBeNull();
    expect(validateConfigValue('simulated_call_outcomes', 'opted-out:0')).toMatch(/^Must be outcome:weight/);
    expect(validateConfigValue('simulated_call_outcomes', 'hung-up:3')).toMatch(/^Must be outcome:weight/);
    expect(validateConfigValue('simulated_call_outcomes', 'busy:1,busy:2')).toMatch(
      /^Must be outcome:weight/,
    );
  });

  it('reads outcome weights and zone lists', () => {
    expect(parseOutcomeWeights('busy:2, booked:0', ['busy', 'booked'])).toEqual({ busy: 2, booked: 0 });
    expect(parseOutcomeWeights('busy:-1', ['busy'])).toBeNull();
    expect(parseTimeZoneList(' America/Toronto,,America/Halifax ')).toEqual([
      'America/Toronto',
      'America/Halifax',
    ]);
  });

  it('takes a list of real dates for the holidays, or none', () => {
    expect(validateConfigValue('holiday_dates', '2026-12-25, 2027-01-01')).toBeNull();
    expect(validateConfigValue('holiday_dates', '')).toBeNull();
    expect(validateConfigValue('holiday_dates', '2026-02-30')).toBe(CONFIG_VALUE_MESSAGES.dateList);
    expect(validateConfigValue('holiday_dates', 'Christmas')).toBe(CONFIG_VALUE_MESSAGES.dateList);
    expect(parseDateList(' 2026-12-25 ,2027-01-01')).toEqual(['2026-12-25', '2027-01-01']);
  });
});
