import { createHmac } from 'node:crypto';
import { fixedClock } from '../clock';
import { createTokenService } from './tokens';

const claims = { userId: 7, username: 'ann', role: 'operator' as const, tokenVersion: 2 };

describe('token service', () => {
  it('verifies its own tokens, again and again, until they expire', async () => {
    const clock = fixedClock('2026-03-11T12:00:00.000Z');
    const tokens = createTokenService('x'.repeat(40), 60, clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(59_000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1_000);
    await expect(tokens.verify(token)).rejects.toThrow('Token expired');
    await expect(tokens.verify(token)).rejects.toThrow('Token expired');
  });

  it('refuses a token signed with another secret or altered', async () => {
    const clock = fixedClock('2026-03-11T12:00:00.000Z');
    const ours = createTokenService('x'.repeat(40), 60, clock);
    const theirs = createTokenService('y'.repeat(40), 60, clock);
    await expect(ours.verify(await theirs.sign(claims))).rejects.toThrow('Invalid token');
    const token = await ours.sign(claims);
    const [head, body, signature] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    await expect(ours.verify(`${head}.${altered}.${signature}`)).rejects.toThrow('Invalid token');
  });

  describe('parses strictly, even what our own key signed', () => {
    const secret = 'x'.repeat(40);
    const clock = fixedClock('2026-03-11T12:00:00.000Z');
    const tokens = createTokenService(secret, 60, clock);
    const now = Math.floor(clock.now().getTime() / 1000);
    const base = {
      iss: 'callops-console',
      iat: now,
      exp: now + 60,
      username: 'ann',
      role: 'operator',
      ver: 2,
    };
    /** A token signed with the real key, with whatever header and payload the case gives. */
    const forge = (header: object, payload: object) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part(header)}.${part(payload)}`;
      const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
      return `${unsigned}.${signature}`;
    };
    const hs256 = { alg: 'HS256', typ: 'JWT' };

    it('takes a well-formed token', async () => {
      expect(await tokens.verify(forge(hs256, { ...base, sub: '7' }))).toMatchObject({ userId: 7 });
    });

    it.each([
      ['a sub with a space', forge(hs256, { ...base, sub: '1 ' })],
      ['a sub with a leading zero', forge(hs256, { ...base, sub: '01' })],
      ['a sub that is a JSON number', forge(hs256, { ...base, sub: 1 })],
      ['a sub that is not a number', forge(hs256, { ...base, sub: 'admin' })],
      ['no sub', forge(hs256, { ...base })],
      ['an unknown role', forge(hs256, { ...base, sub: '7', role: 'root' })],
      ['a version that is not a number', forge(hs256, { ...base, sub: '7', ver: '2' })],
      ['another algorithm in the header', forge({ alg: 'HS512', typ: 'JWT' }, { ...base, sub: '7' })],
      [
        'alg none',
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...base, sub: '7' })).toString('base64url')}.`,
      ],
      [
        'two segments',
        forge(hs256, { ...base, sub: '7' })
          .split('.')
          .slice(0, 2)
          .join('.'),
      ],
      [
        'an empty segment',
        `.${forge(hs256, { ...base, sub: '7' })
          .split('.')
          .slice(1)
          .join('.')}`,
      ],
      ['four segments', `${forge(hs256, { ...base, sub: '7' })}.x`],
    ])('refuses %s', async (_, token) => {
      await expect(tokens.verify(token)).rejects.toThrow('Invalid token');
    });
  });
});
