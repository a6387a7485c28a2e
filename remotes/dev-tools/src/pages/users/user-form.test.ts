import { ApiError } from '@callops/api-client';
import {
  CREATE_USER_FIELDS,
  serverFieldErrors,
  toFormFields,
  validateCreateUser,
  validateNewPassword,
} from './user-form';

describe('validateCreateUser', () => {
  it('trims the username and turns an empty e-mail into none', () => {
    expect(
      validateCreateUser({ username: '  dana ', email: '  ', role: 'operator', password: 'long-enough' }),
    ).toEqual({
      ok: true,
      value: { username: 'dana', email: null, role: 'operator', password: 'long-enough' },
    });
  });

  it("reports every failing field with the contract's message", () => {
    const result = validateCreateUser({ username: 'x', email: 'not-mail', password: 'short' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: [
        { field: 'username', message: 'Username must be at least 3 characters' },
        { field: 'email', message: 'Enter a valid e-mail address' },
        { field: 'role', message: expect.any(String) },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
  });
});

describe('validateNewPassword', () => {
  it('accepts eight characters or more', () => {
    expect(validateNewPassword('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(validateNewPassword(undefined)).toEqual({
      ok: false,
      fieldErrors: [{ field: 'password', message: 'Password must be at least 8 characters' }],
    });
  });
});

describe('serverFieldErrors', () => {
  const detail = [
    { field: 'username', message: 'Username may hold letters, digits, dots, dashes and underscores' },
    { field: 'request', message: 'is invalid' },
  ];

  it('reads the failing fields of a 400', () => {
    expect(serverFieldErrors(new ApiError(400, 'Invalid request', detail))).toEqual(detail);
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new ApiError(409, 'exists', detail))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, 'bad', 'text'))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});

describe('toFormFields', () => {
  it("gives antd's setFields shape for the form's own fields only", () => {
    expect(
      toFormFields(
        [
          { field: 'password', message: 'too short' },
          { field: 'request', message: 'is invalid' },
        ],
        CREATE_USER_FIELDS,
      ),
    ).toEqual([{ name: 'password', errors: ['too short'] }]);
  });
});
