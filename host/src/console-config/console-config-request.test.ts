import { CONSOLE_CONFIG_ELEMENT_ID } from '@callops/contracts/console';

type RequestModule = typeof import('./console-config-request');

// The module keeps the one request of a page load: a fresh copy per test.
const freshModule = (): RequestModule => {
  let loaded: RequestModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./console-config-request') as RequestModule;
  });
  return loaded as RequestModule;
};

const inlineConfig = (json: string) => {
  const script = document.createElement('script');
  script.id = CONSOLE_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
};

describe('requestConsoleConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    // jsdom has no Response: the two members the module reads.
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ from: 'server' }) });
    globalThis.fetch = fetchMock;
    document.head.innerHTML = '';
  });

  it('uses the id the server writes', () => {
    expect(freshModule().CONSOLE_CONFIG_ELEMENT).toBe(CONSOLE_CONFIG_ELEMENT_ID);
  });

  it('reads the config the server inlined into the page, with no request, once', async () => {
    inlineConfig('{"mode":"production","note":"\\u003c/script>"}');
    const { requestConsoleConfig } = freshModule();
    expect(await requestConsoleConfig()).toEqual({ mode: 'production', note: '</script>' });
    expect(await requestConsoleConfig()).toEqual({ mode: 'production', note: '</script>' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(CONSOLE_CONFIG_ELEMENT_ID)).toBeNull();
  });

  it('asks the server when the page has none, and afresh on retry', async () => {
    const { requestConsoleConfig } = freshModule();
    expect(await requestConsoleConfig()).toEqual({ from: 'server' });
    inlineConfig('{"from":"page"}');
    expect(await requestConsoleConfig({ retry: true })).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(
      '/console-config.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('falls back to the server when the inlined block is not JSON', async () => {
    inlineConfig('{broken');
    const { requestConsoleConfig } = freshModule();
    expect(await requestConsoleConfig()).toEqual({ from: 'server' });
  });
});
