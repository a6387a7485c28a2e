import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANTD_INNER_COMPONENTS, ANTD_STYLED_COMPONENTS, antdStaticStyle } from './antd-static-style.mjs';
import { ANTD_KIT_EXPORTS } from './shared-kits.mjs';

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'host');

describe("the host's antd stylesheet", () => {
  let css;
  beforeAll(() => {
    css = antdStaticStyle(hostDir);
  }, 60_000);

  it('names antd components only, each once, the kit ones and those they render inside', () => {
    const antd = createRequire(join(hostDir, 'package.json'))('antd');
    for (const name of ANTD_STYLED_COMPONENTS) expect(antd[name]).toBeDefined();
    expect(new Set(ANTD_STYLED_COMPONENTS).size).toBe(ANTD_STYLED_COMPONENTS.length);
    for (const name of ANTD_INNER_COMPONENTS) expect(ANTD_KIT_EXPORTS).not.toContain(name);
  });

  it("holds the styles of the kit's components and of the ones inside them", () => {
    for (const cls of [
      'ant-btn',
      'ant-table',
      'ant-menu',
      'ant-layout-sider',
      'ant-modal',
      'ant-select-dropdown',
      'ant-tabs',
      'ant-statistic',
      'ant-notification',
      'ant-upload',
      // rendered inside kit components only
      'ant-pagination',
      'ant-dropdown',
      'ant-popover',
      'ant-skeleton',
      'ant-space',
    ]) {
      expect(css).toContain(`.${cls}{`);
    }
  });

  it('is the same for every theme: no hashed classes, no CSS variable values of its own', () => {
    expect(css).not.toMatch(/\.css-var-/);
    expect(css).not.toMatch(/:where\(\.css-/);
    expect(css).toContain('var(--ant-color-primary)');
  });
});
