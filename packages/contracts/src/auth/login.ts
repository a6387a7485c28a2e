import { z } from 'zod';
import { boundedText, FIELD_LIMITS } from '../core/fields';
import { userSchema } from '../users/user';

/** POST /auth/login is form-encoded; both fields are required. */
export const loginRequestSchema = z.object({
  username: boundedText(FIELD_LIMITS.shortText).trim().min(1, 'Username is required'),
  password: boundedText(FIELD_LIMITS.password).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('seconds until the token expires'),
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The one message for any wrong username/password pair: it never says which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect username or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Try again later.';
