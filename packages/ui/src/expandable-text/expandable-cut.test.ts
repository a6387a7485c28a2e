import { expandableCut } from './expandable-cut';

describe('expandableCut', () => {
  it('keeps texts at or under the limit whole', () => {
    expect(expandableCut('a'.repeat(50), 50)).toBeNull();
  });

  it('cuts texts over the limit with an ellipsis', () => {
    expect(expandableCut('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
  });

  it('cuts at one length only when longer than another (tables: 20 when longer than 24)', () => {
    expect(expandableCut('x'.repeat(24), 20, 24)).toBeNull();
    expect(expandableCut('x'.repeat(25), 20, 24)).toBe(`${'x'.repeat(20)}...`);
  });
});
