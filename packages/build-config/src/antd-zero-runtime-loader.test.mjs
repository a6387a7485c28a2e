import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { withoutStyleFunctions, styleHookCalls } = require('./antd-zero-runtime-loader.cjs');
const { parseSync } = require('@swc/core');

describe('withoutStyleFunctions', () => {
  it('replaces the style function of each factory call and keeps its name, token preparation and options', () => {
    const source = [
      '// Ünïcode before: byte and character positions differ',
      "const label = '→';",
      "export default genStyleHooks(['Badge', 'Ribbon'], (token, { prefixCls }) => [{ [prefixCls + '-é']: token.a }], prepareComponentToken, { unitless: { z: true } });",
      "export const Panel = genSubStyleComponent(['Notification', 'PurePanel'], genPanelStyle, prepare);",
      "const useLegacy = genComponentStyleHook('Grid', token => [genRow(token)]);",
    ].join('\n');
    expect(withoutStyleFunctions(source)).toBe(
      [
        '// Ünïcode before: byte and character positions differ',
        "const label = '→';",
        "export default genStyleHooks(['Badge', 'Ribbon'], () => null, prepareComponentToken, { unitless: { z: true } });",
        "export const Panel = genSubStyleComponent(['Notification', 'PurePanel'], () => null, prepare);",
        "const useLegacy = genComponentStyleHook('Grid', () => null);",
      ].join('\n'),
    );
  });

  it('leaves a module that makes no style hook as it is', () => {
    const source = "import { genStyleHooks } from '../../theme/internal';\nexport const x = 1;\n";
    expect(withoutStyleFunctions(source)).toBe(source);
  });

  it('leaves every style module of the installed antd valid, with no style function left', () => {
    const antdEs = join(dirname(require.resolve('antd/package.json', { paths: [hostDir] })), 'es');
    const styleModules = readdirSync(antdEs, { recursive: true }).filter(
      (file) =>
        file.endsWith('.js') &&
        /genStyleHooks\(|genSubStyleComponent\(|genComponentStyleHook\(/.test(read(antdEs, file)),
    );
    expect(styleModules.length).toBeGreaterThan(50);
    for (const file of styleModules) {
      const rewritten = withoutStyleFunctions(read(antdEs, file));
      const secondArguments = styleHookCalls(parseSync(rewritten, { syntax: 'ecmascript' })).map(
        (call) => call.arguments[1].expression,
      );
      expect(secondArguments.length).toBeGreaterThan(0);
      for (const argument of secondArguments) {
        expect([file, argument.type, argument.body?.type]).toEqual([
          file,
          'ArrowFunctionExpression',
          'NullLiteral',
        ]);
      }
    }
  });
});

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'host');
const read = (dir, file) => readFileSync(join(dir, file), 'utf8');
