import { cellValue, rowSearchText, sortValueOf, valueText } from './cell-value';

describe('cellValue', () => {
  it('reads a field by key', () => {
    expect(cellValue({ name: 'Acme' }, 'name')).toBe('Acme');
    expect(cellValue({ name: 'Acme' }, 'city')).toBeUndefined();
    expect(cellValue(null, 'name')).toBeUndefined();
  });
});

describe('valueText', () => {
  it('turns values into text', () => {
    expect(valueText(null)).toBe('');
    expect(valueText(undefined)).toBe('');
    expect(valueText(42)).toBe('42');
    expect(valueText(false)).toBe('false');
    expect(valueText(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z');
    expect(valueText({ channels: ['email'] })).toBe('{"channels":["email"]}');
  });
});

describe('sortValueOf', () => {
  it('keeps sortable primitives and turns objects into text', () => {
    expect(sortValueOf(3)).toBe(3);
    expect(sortValueOf(null)).toBeNull();
    expect(sortValueOf(['b'])).toBe('["b"]');
  });
});

describe('rowSearchText', () => {
  it('covers every field and the extra texts, in lower case', () => {
    const text = rowSearchText({ id: 7, name: 'Acme Plumbing', meta: { city: 'Toronto' } }, [
      'Ready for Call',
    ]);
    expect(text).toContain('acme plumbing');
    expect(text).toContain('7');
    expect(text).toContain('toronto');
    expect(text).toContain('ready for call');
  });

  it('does not match across two fields', () => {
    expect(rowSearchText({ a: 'ab', b: 'cd' })).not.toContain('bc');
  });
});
