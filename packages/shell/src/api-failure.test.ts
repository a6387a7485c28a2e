import { ApiError } from '@callops/api-client';
import { failureStatus, fieldErrorsOf, isAuthFailure } from './api-failure';

describe('isAuthFailure', () => {
  it('is a 401 or 403 of the API only', () => {
    expect(isAuthFailure(new ApiError(401, 'Not signed in'))).toBe(true);
    expect(isAuthFailure(new ApiError(403, 'Not allowed'))).toBe(true);
    expect(isAuthFailure(new ApiError(400, 'Invalid'))).toBe(false);
    expect(isAuthFailure(new ApiError(0, 'Network error: Failed to fetch'))).toBe(false);
    expect(isAuthFailure(Object.assign(new Error('401'), { status: 401 }))).toBe(false);
    expect(isAuthFailure(undefined)).toBe(false);
  });
});

describe('failureStatus', () => {
  it("is the call's HTTP status, 0 without an answer, none for other errors", () => {
    expect(failureStatus(new ApiError(500, 'HTTP 500'))).toBe(500);
    expect(failureStatus(new ApiError(0, 'Request timed out'))).toBe(0);
    expect(failureStatus(new Error('HTTP 500'))).toBeUndefined();
    expect(failureStatus('500')).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it("lists a 400's failing fields, leaving out items that are not { field, message }", () => {
    const detail = [
      { field: 'phone', message: 'Invalid phone number' },
      { field: 'phone', message: 'Too short' },
      { field: 'note' },
      'email',
      null,
      { field: '', message: 'Body is invalid' },
    ];
    expect(fieldErrorsOf(new ApiError(400, 'Validation failed', detail))).toEqual([
      { field: 'phone', message: 'Invalid phone number' },
      { field: 'phone', message: 'Too short' },
      { field: '', message: 'Body is invalid' },
    ]);
  });

  it('has none for any other failure', () => {
    const fields = [{ field: 'phone', message: 'Invalid phone number' }];
    expect(fieldErrorsOf(new ApiError(409, 'Already listed', fields))).toEqual([]);
    expect(fieldErrorsOf(new ApiError(400, 'Validation failed', 'phone is invalid'))).toEqual([]);
    expect(fieldErrorsOf(new ApiError(400, 'Validation failed'))).toEqual([]);
    expect(fieldErrorsOf(Object.assign(new Error('bad'), { status: 400, detail: fields }))).toEqual([]);
  });
});
