import { ROLES, type Role } from '@callops/contracts/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export interface TokenClaims {
  userId: number;
  username: string;
  role: Role;
  tokenVersion: number;
}

export class TokenError extends Error {}

const ISSUER = 'callops-console';
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;
/** Tokens whose signature was checked, remembered until they expire (a console sends the same one all day). */
const MAX_VERIFIED = 10_000;

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  // Imported once: given the raw bytes, jose would import the HMAC key again for every token it checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  async function verifySignature(token: string): Promise<{ claims: TokenClaims; expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: clock.now(),
        // A token without an expiry would be good forever.
        requiredClaims: ['exp', 'sub'],
      });
      // Strict claims: a canonical decimal user id ("1", never "1 ", "01" or a JSON number), a known role.
      if (
        typeof payload.sub !== 'string' ||
        !CANONICAL_ID.test(payload.sub) ||
        typeof payload.ver !== 'number' ||
        !Number.isInteger(payload.ver) ||
        typeof payload.username !== 'string' ||
        !(ROLES as readonly unknown[]).includes(payload.role)
      ) {
        throw new TokenError('Invalid token');
      }
      const userId = Number(payload.sub);
      const claims = {
        userId,
        username: String(payload.username),
        role: payload.role as Role,
        tokenVersion: payload.ver,
      };
      return { claims, expiresAt: (payload.exp as number) * 1000 };
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new TokenError('Token expired');
      throw new TokenError('Invalid token');
    }
  }

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
        .sign(await key);
    },
    /**
     * Throws TokenError with 'Token expired' or 'Invalid token'. Whether the user may still use it (disabled, new
     * password) is the user-access check's business, made on every request.
     */
    async verify(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known && known.expiresAt > clock.now().getTime()) return known.claims;
      if (known) {
        verified.delete(token);
        throw new TokenError('Token expired');
      }
      const checked = await verifySignature(token);
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, checked);
      return checked.claims;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
