// The console's kits: a shared module cannot be tree-shaken by its consumers, so sharing a package itself ships all
// of it to every page at boot (antd's every component, zod's every locale, react-router's server half). Each
// package the apps import by name is shared instead as a kit: a virtual module inside each app that re-exports the
// names the console's sources import, and nothing else, so rspack drops the rest.
//
// One list per kit for every app, so the host's copy serves each remote. A remote that starts to use another export
// adds it here and needs the host rebuilt, as for any shared contract; the test beside this file fails until each
// list matches the sources.

import { join } from 'node:path';
import rspack from '@rspack/core';

/** Every antd value export the console's sources import. */
export const ANTD_KIT_EXPORTS = Object.freeze([
  'Alert',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'ConfigProvider',
  'Descriptions',
  'Divider',
  'Drawer',
  'Empty',
  'Flex',
  'Form',
  'Grid',
  'Input',
  'Layout',
  'Modal',
  'Popconfirm',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'notification',
  'theme',
]);

/**
 * The antd components no page needs before its first render (forms, dialogs, uploads and the like): shared as a kit
 * of their own, `antd/later`, which the first chunk that uses one loads, so they stay out of the boot download. The
 * sources import them from antd all the same; the build sends those imports to the later kit
 * (kit-imports-loader.cjs). The host's own uses of them must be in modules it loads lazily, or they boot again.
 */
export const ANTD_LATER_EXPORTS = Object.freeze([
  'Descriptions',
  'Divider',
  'Form',
  'Modal',
  'Popconfirm',
  'Segmented',
  'Switch',
  'Upload',
]);

/**
 * @typedef {object} SharedKit
 * @property {string} from what the kit imports: never a shared key itself, or the kit would consume itself
 * @property {readonly string[]} exports the names the sources import (named kits) or use on the namespace
 * @property {true} [afterBoot] no first render needs it: the host neither puts it in its boot chunk nor preloads it
 * @property {string} [importedAs] the request the sources import these names from, when it is not the kit's own
 *   key: the build rewrites those imports to the kit's key
 * @property {string} [namespace] the sources import one namespace object by this name (`import { z } from 'zod'`)
 *   and use its members: the kit builds that object from the members
 */

/** @type {Readonly<Record<string, SharedKit>>} keyed by the shared key the sources import */
export const SHARED_KITS = Object.freeze({
  // antd's ES build marks itself free of side effects.
  antd: {
    from: 'antd/es/index.js',
    exports: Object.freeze(ANTD_KIT_EXPORTS.filter((name) => !ANTD_LATER_EXPORTS.includes(name))),
  },
  'antd/later': {
    from: 'antd/es/index.js',
    importedAs: 'antd',
    afterBoot: true,
    exports: ANTD_LATER_EXPORTS,
  },
  // react-router-dom re-exports react-router, which no source imports and so is not shared.
  'react-router-dom': {
    from: 'react-router',
    exports: Object.freeze([
      'BrowserRouter',
      'Link',
      'Navigate',
      'Outlet',
      'Route',
      'Routes',
      'useLocation',
      'useNavigate',
      'useSearchParams',
    ]),
  },
  // Every `z.<member>` the sources name that zod exports at run time (a few are named only as types: harmless).
  // `zod/v4` is the same build as `zod` under another request.
  zod: {
    from: 'zod/v4',
    namespace: 'z',
    exports: Object.freeze([
      'ZodObject',
      'ZodString',
      'ZodType',
      'array',
      'boolean',
      'custom',
      'email',
      'enum',
      'iso',
      'literal',
      'number',
      'object',
      'output',
      'record',
      'string',
      'union',
      'unknown',
    ]),
  },
});

/** The keys of the kits no first render needs. */
export const AFTER_BOOT_KITS = Object.freeze(
  Object.keys(SHARED_KITS).filter((key) => SHARED_KITS[key].afterBoot),
);

/**
 * The options of kit-imports-loader.cjs: for each request whose names are split over kits, the kit key of each name
 * that moves.
 * @returns {{ request: string, kitOf: Record<string, string> }[]}
 */
export function kitImportRoutes() {
  /** @type {Map<string, Record<string, string>>} */
  const routes = new Map();
  for (const [key, { importedAs, exports }] of Object.entries(SHARED_KITS)) {
    if (!importedAs) continue;
    const kitOf = routes.get(importedAs) ?? {};
    for (const name of exports) kitOf[name] = key;
    routes.set(importedAs, kitOf);
  }
  return [...routes].map(([request, kitOf]) => ({ request, kitOf }));
}

const fileNameOf = (key) => `__kit-${key.replace(/[^a-z0-9]+/gi, '-')}.js`;

/**
 * Where the kit `key` lives for the app in `appDir`: a virtual module inside the app, so the package resolves from
 * the app's own dependencies.
 * @param {string} appDir
 * @param {string} key
 */
export const sharedKitPath = (appDir, key) => join(appDir, 'src', fileNameOf(key));

/**
 * The kit's source: named re-exports, or for a namespace kit one frozen object of the members (aliased on import,
 * as a member may be a reserved word: `z.enum`).
 * @param {string} key
 */
export function sharedKitSource(key) {
  const kit = SHARED_KITS[key];
  if (!kit) throw new Error(`@callops/build-config: no kit '${key}'`);
  if (!kit.namespace) return `export { ${kit.exports.join(', ')} } from '${kit.from}';\n`;
  const imports = kit.exports.map((name) => `${name} as kit_${name}`).join(', ');
  const members = kit.exports.map((name) => `${name}: kit_${name}`).join(', ');
  return `import { ${imports} } from '${kit.from}';\nexport const ${kit.namespace} = Object.freeze({ ${members} });\n`;
}

/**
 * The plugin that provides every kit's module to the app's build.
 * @param {string} appDir
 */
export const sharedKitsPlugin = (appDir) =>
  new rspack.experiments.VirtualModulesPlugin(
    Object.fromEntries(
      Object.keys(SHARED_KITS).map((key) => [sharedKitPath(appDir, key), sharedKitSource(key)]),
    ),
  );
