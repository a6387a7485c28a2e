import { queryStateKind } from './query-state-kind';

describe('queryStateKind', () => {
  it('shows loading before anything else', () => {
    expect(queryStateKind({ loading: true, error: new Error('x'), empty: true })).toBe('loading');
  });

  it('shows an error before emptiness', () => {
    expect(queryStateKind({ error: 'Failed', empty: true })).toBe('error');
  });

  it('shows empty, then content', () => {
    expect(queryStateKind({ empty: true })).toBe('empty');
    expect(queryStateKind({})).toBe('content');
  });

  it.each([null, undefined, false, ''])('treats %p as no error', (error) => {
    expect(queryStateKind({ error })).toBe('content');
  });
});
