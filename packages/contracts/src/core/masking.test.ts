import {
  isMaskedValue,
  maskContacts,
  maskEmail,
  maskPhone,
  maskSensitiveValue,
  sensitiveValueFor,
} from './masking';

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

describe('contact masking for viewers', () => {
  it('keeps a phone number’s format and last four digits', () => {
    expect(maskPhone('+14165550101')).toBe('+*******0101');
    expect(maskPhone('(416) 555-0101')).toBe('(***) ***-0101');
    expect(maskPhone('12')).toBe('12');
  });

  it('keeps an address’s first letter and domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j****@example.com');
    expect(maskEmail('not an address')).toBe('****');
  });

  it('masks the contact fields at any depth and leaves the rest', () => {
    const answer = {
      data: [
        { id: 1, phone_number: '+14165550101', lead_email: 'jo@x.ca', lead_name: 'Jo', call_summary: null },
      ],
      pagination: { total: 1 },
      board: { columns: [{ items: [{ phone: '+14165550102', email: null }] }] },
    };
    expect(maskContacts(answer)).toEqual({
      data: [
        {
          id: 1,
          phone_number: '+*******0101',
          lead_email: 'j****@x.ca',
          lead_name: 'Jo',
          call_summary: null,
        },
      ],
      pagination: { total: 1 },
      board: { columns: [{ items: [{ phone: '+*******0102', email: null }] }] },
    });
    expect(answer.data[0]?.phone_number).toBe('+14165550101');
  });

  it('shows a sensitive value to admins masked and to everyone else only as set or not set', () => {
    expect(sensitiveValueFor('admin', 'sk-live-0123456789')).toBe('sk-l****6789');
    expect(sensitiveValueFor('operator', 'sk-live-0123456789')).toBe('****');
    expect(sensitiveValueFor('viewer', 'short-key')).toBe('****');
    expect(sensitiveValueFor('viewer', '')).toBe('');
  });
});
