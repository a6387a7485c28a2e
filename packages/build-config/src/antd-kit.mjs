// The console's antd: the components the host and the remotes import, and nothing else. Shared as the `antd`
// singleton, it lets rspack drop every component no app uses (a shared module cannot be tree-shaken by its
// consumers, so sharing `antd` itself shipped all of it to every page at boot).
//
// One list for every app, so the host's copy serves each remote. A remote that starts to use another antd export
// adds it here and needs the host rebuilt, as for any shared contract; the test beside this file fails until the
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
  'Menu',
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
 * Where the kit lives for the app in `appDir`: a virtual module inside the app, so `antd` resolves from the app's
 * own dependencies.
 * @param {string} appDir
 */
export const antdKitPath = (appDir) => join(appDir, 'src', '__antd-kit.js');

/** The kit's source: named re-exports from antd's ES build, which marks itself free of side effects. */
export const antdKitSource = () => `export { ${ANTD_KIT_EXPORTS.join(', ')} } from 'antd/es/index.js';\n`;

/**
 * The plugin that provides the kit's module to the app's build.
 * @param {string} appDir
 */
export const antdKitPlugin = (appDir) =>
  new rspack.experiments.VirtualModulesPlugin({ [antdKitPath(appDir)]: antdKitSource() });
