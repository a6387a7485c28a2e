// Lives in the entry chunk, before the federation runtime has set up shared modules: it must import nothing.

const CONSOLE_CONFIG_URL = '/console-config.json';

let pending: Promise<unknown> | null = null;

async function fetchConsoleConfig(): Promise<unknown> {
  const response = await fetch(CONSOLE_CONFIG_URL, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${CONSOLE_CONFIG_URL}: HTTP ${response.status}`);
  return response.json();
}

/** Starts the fetch of /console-config.json once; later calls share it. `retry` starts a fresh one. */
export function requestConsoleConfig(options: { retry?: boolean } = {}): Promise<unknown> {
  if (!pending || options.retry) pending = fetchConsoleConfig();
  return pending;
}
