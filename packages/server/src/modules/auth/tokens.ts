import type { Role } from '@callops/contracts/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface TokenClaims {
  userId: number;
  username: string;
  role: Role;
  tokenVersion: number;
}

export class TokenError extends Error {}

const ISSUER = 'callops-console';

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    ttlSeconds,
    /** `lifetimeSeconds`: the session lifetime setting at sign-in; the configured default otherwise. */
    async sign(claims: TokenClaims, lifetimeSeconds = ttlSeconds): Promise<string> {
      const iat = nowSeconds();
      return new SignJWT({ username: claims.username, role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(key);
    },
    /** Throws TokenError with 'Token expired' or 'Invalid token'. */
    async verify(token: string): Promise<TokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
          // A token without an expiry would be good forever.
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.ver !== 'number')
          throw new TokenError('Invalid token');
        return {
          userId,
          username: String(payload.username),
          role: payload.role as Role,
          tokenVersion: payload.ver,
        };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new TokenError('Token expired');
        throw new TokenError('Invalid token');
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
