import { errorMessageOf, pageStateKind } from './page-state-kind';

describe('pageStateKind', () => {
  it('shows loading before anything else', () => {
    expect(pageStateKind({ loading: true, error: new Error('x'), empty: true })).toBe('loading');
  });

  it('shows an error before emptiness', () => {
    expect(pageStateKind({ error: 'Failed', empty: true })).toBe('error');
  });

  it('shows empty, then content', () => {
    expect(pageStateKind({ empty: true })).toBe('empty');
    expect(pageStateKind({})).toBe('content');
  });

  it.each([null, undefined, false, ''])('treats %p as no error', (error) => {
    expect(pageStateKind({ error })).toBe('content');
  });
});

describe('errorMessageOf', () => {
  it('uses the message verbatim', () => {
    expect(errorMessageOf(new Error('Network error: Failed to fetch'))).toBe(
      'Network error: Failed to fetch',
    );
    expect(errorMessageOf('Unexpected response format from API')).toBe('Unexpected response format from API');
    expect(errorMessageOf({ message: 'HTTP 500' })).toBe('HTTP 500');
  });

  it('falls back when there is no message', () => {
    expect(errorMessageOf(new Error(''))).toBe('Unknown error');
    expect(errorMessageOf(42)).toBe('Unknown error');
    expect(errorMessageOf({ message: 3 }, 'Something failed')).toBe('Something failed');
  });
});
