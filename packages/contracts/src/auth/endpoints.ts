import { ownPhoneRequestSchema } from '../calls/control';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { userSchema } from '../users/user';
import { loginRequestSchema, loginResultSchema } from './login';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with username and password (form-encoded); answers a bearer token',
    tag: 'auth',
    access: 'public',
    body: loginRequestSchema,
    bodyEncoding: 'form',
    response: loginResultSchema,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user',
    tag: 'auth',
    access: 'viewer',
    ownAccount: true,
    response: userSchema,
  }),
  setOwnPhone: defineEndpoint({
    method: 'PUT',
    path: '/auth/me/phone',
    summary: `Sets (or clears, with null) the signed-in user's own phone, where "Transfer to me" sends a live call ${CHOSEN_PATH_NOTE}`,
    tag: 'auth',
    access: 'operator',
    ownAccount: true,
    body: ownPhoneRequestSchema,
    response: userSchema,
  }),
};
