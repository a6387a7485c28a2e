import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('tries again after a deadlock, until the work goes through', async () => {
    let calls = 0;
    await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
    });
    expect(calls).toBe(3);
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw deadlock();
      }, 2),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw new Error('relation does not exist');
      }),
    ).rejects.toThrow('relation does not exist');
    expect(calls).toBe(1);
  });
});
