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
});
