import { errorMessageOf } from './error-message';

describe('errorMessageOf', () => {
  it('takes the message of an Error, a string or a { message }', () => {
    expect(errorMessageOf(new Error('Network error: Failed to fetch'))).toBe(
      'Network error: Failed to fetch',
    );
    expect(errorMessageOf('Unexpected response format from API')).toBe('Unexpected response format from API');
    expect(errorMessageOf({ message: 'HTTP 500' })).toBe('HTTP 500');
  });

  it('falls back to Unknown error, or the given text', () => {
    expect(errorMessageOf(new Error(''))).toBe('Unknown error');
    expect(errorMessageOf(' ')).toBe('Unknown error');
    expect(errorMessageOf(42)).toBe('Unknown error');
    expect(errorMessageOf({ message: 3 }, 'Something failed')).toBe('Something failed');
  });
});
