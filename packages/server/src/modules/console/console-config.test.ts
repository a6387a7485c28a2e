import type { ConsoleConfig } from '@callops/contracts/console';
import { consoleConfigScript } from './console-config';

describe('consoleConfigScript', () => {
  it('writes an inert JSON block that no value can close', () => {
    const config = { name: 'CallOps</script><script>alert(1)</script>' } as unknown as ConsoleConfig;
    const html = consoleConfigScript(config);
    expect(html.startsWith('<script id="callops-console-config" type="application/json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(config);
  });
});
