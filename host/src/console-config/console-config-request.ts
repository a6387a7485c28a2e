// Lives in the entry chunk, before the federation runtime has set up shared modules: it must import nothing.

const CONSOLE_CONFIG_URL = '/console-config.json';
/** CONSOLE_CONFIG_ELEMENT_ID of @callops/contracts/console, stated here because this file imports nothing (tested). */
export const CONSOLE_CONFIG_ELEMENT = 'callops-console-config';

let pending: Promise<unknown> | null = null;

/** The config the server inlined into the page, read once: a retry always asks the server afresh. */
function inlineConsoleConfig(): unknown {
  const element = document.getElementById(CONSOLE_CONFIG_ELEMENT);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

async function fetchConsoleConfig(): Promise<unknown> {
  const response = await fetch(CONSOLE_CONFIG_URL, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${CONSOLE_CONFIG_URL}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The console config: from the page when the server put it there (no request at boot), else fetched once; later
 * calls share it. `retry` fetches a fresh one.
 */
export function requestConsoleConfig(options: { retry?: boolean } = {}): Promise<unknown> {
  if (!pending || options.retry) {
    const inline = options.retry ? undefined : inlineConsoleConfig();
    pending = inline === undefined ? fetchConsoleConfig() : Promise.resolve(inline);
  }
  return pending;
}
