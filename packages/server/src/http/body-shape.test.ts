import { JSON_BODY_LIMITS, jsonShapeProblem } from './body-shape';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`;

describe('jsonShapeProblem', () => {
  it('passes the bodies the console sends', () => {
    expect(jsonShapeProblem('{"value":"09:00","description":"Calling hours, [start]"}')).toBeNull();
    expect(jsonShapeProblem(nested(JSON_BODY_LIMITS.depth))).toBeNull();
    expect(jsonShapeProblem(wide(1000))).toBeNull();
  });

  it.each([100, 10_000, 100_000])('refuses nesting %d levels deep, arrays and objects alike', (depth) => {
    expect(jsonShapeProblem(nested(depth))).toBe('nests deeper than 32 levels');
    expect(jsonShapeProblem(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)).toBe(
      'nests deeper than 32 levels',
    );
  });

  it('refuses 100,000 keys', () => {
    expect(jsonShapeProblem(wide(100_000))).toBe('holds more than 20000 values');
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    expect(jsonShapeProblem(`{"csv":"${'[{,'.repeat(50_000)}\\"]"}`)).toBeNull();
  });
});
