import remotes from './remotes.cjs';

const { HOST_CONTAINER, REMOTE_CONTAINERS, REMOTE_DEV_PORTS, HOST_DEV_PORT, remoteEntryEnvVar } = remotes;

describe('remote names', () => {
  it('names every container with a JS identifier, all distinct', () => {
    const names = [HOST_CONTAINER, ...Object.values(REMOTE_CONTAINERS)];
    for (const name of names) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the five remotes with their dev ports', () => {
    expect(HOST_DEV_PORT).toBe(3000);
    expect(REMOTE_DEV_PORTS).toEqual({
      'calling-ops': 3001,
      'calendar-voice': 3002,
      settings: 3003,
      'leads-crm': 3004,
      'dev-tools': 3005,
    });
    expect(Object.keys(REMOTE_CONTAINERS)).toEqual(Object.keys(REMOTE_DEV_PORTS));
  });

  it('names the env var through which the server hands out a dev entry', () => {
    expect(remoteEntryEnvVar('calling-ops')).toBe('REMOTE_ENTRY_CALLING_OPS');
    expect(remoteEntryEnvVar('settings')).toBe('REMOTE_ENTRY_SETTINGS');
  });
});
