import { createPlaybackCoordinator, getPlaybackCoordinator } from './playback-coordinator';

function medium() {
  return { pause: jest.fn() };
}

describe('createPlaybackCoordinator', () => {
  it('pauses the current medium when another claims playback', () => {
    const coordinator = createPlaybackCoordinator();
    const a = medium();
    const b = medium();
    coordinator.claim(a);
    expect(a.pause).not.toHaveBeenCalled();
    coordinator.claim(b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect(coordinator.current()).toBe(b);
  });

  it('does not pause a medium that claims again', () => {
    const coordinator = createPlaybackCoordinator();
    const a = medium();
    coordinator.claim(a);
    coordinator.claim(a);
    expect(a.pause).not.toHaveBeenCalled();
  });

  it('forgets a released medium, and ignores releases by others', () => {
    const coordinator = createPlaybackCoordinator();
    const a = medium();
    const b = medium();
    coordinator.claim(a);
    coordinator.release(b);
    expect(coordinator.current()).toBe(a);
    coordinator.release(a);
    expect(coordinator.current()).toBeNull();
    coordinator.claim(b);
    expect(a.pause).not.toHaveBeenCalled();
  });
});

describe('getPlaybackCoordinator', () => {
  it('returns the same page-wide coordinator every time', () => {
    expect(getPlaybackCoordinator()).toBe(getPlaybackCoordinator());
  });
});
