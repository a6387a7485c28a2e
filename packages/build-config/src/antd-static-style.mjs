// The console's antd styles as one stylesheet built with the host. The host's theme sets `zeroRuntime`, so no antd
// component computes, serialises and injects its CSS in the browser while a page renders (a third of the script time
// of a cold Dashboard load, and part of every route switch). What stays at run time is small: antd still
// writes the theme's CSS variables (tokens and component tokens) for the theme in use, so this stylesheet is the same
// for every theme and drops the variable blocks the extraction wrote for its own.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { ANTD_KIT_EXPORTS } from './shared-kits.mjs';

/**
 * Components no source imports but the kit's components render inside themselves: Table's pager and filter menu,
 * Tabs' overflow menu, Popconfirm's bubble, the loading state of Card and Statistic, Upload's file list.
 */
export const ANTD_INNER_COMPONENTS = Object.freeze([
  'Dropdown',
  'Menu',
  'Pagination',
  'Popover',
  'Skeleton',
  'Space',
]);

/** Kit exports with no style of their own: the provider, the breakpoint hook's holder and the theme helpers. */
const UNSTYLED_EXPORTS = ['ConfigProvider', 'Grid', 'theme'];

/** The antd components whose styles the stylesheet holds, by their antd export names. */
export const ANTD_STYLED_COMPONENTS = Object.freeze([
  ...ANTD_KIT_EXPORTS.filter((name) => !UNSTYLED_EXPORTS.includes(name)),
  ...ANTD_INNER_COMPONENTS,
]);

/** Rules that set CSS variables for the extraction's own theme scope (`.css-var-…`); antd writes them at run time. */
const CSS_VARIABLE_BLOCK = /\.css-var-[^{},]*\{[^{}]*\}/g;

/**
 * The stylesheet, extracted with antd's @ant-design/static-style-extract from the packages of the app in `appDir`
 * (so it is the app's antd version) and without class hashes, as the host renders with `hashed: false`.
 * @param {string} appDir
 * @returns {string}
 */
export function antdStaticStyle(appDir) {
  const req = createRequire(join(appDir, 'package.json'));
  const { extractStyle } = req('@ant-design/static-style-extract');
  const { createElement } = req('react');
  const { ConfigProvider } = req('antd');
  // Extraction renders every component once, deprecated ones too; their deprecation warnings are not the build's.
  const { error } = console;
  console.error = (...args) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) error(...args);
  };
  try {
    const css = extractStyle({
      includes: [...ANTD_STYLED_COMPONENTS],
      customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node),
    });
    return css.replace(CSS_VARIABLE_BLOCK, '');
  } finally {
    console.error = error;
  }
}

/**
 * Where the stylesheet lives for the app in `appDir`: a virtual module its bootstrap imports.
 * @param {string} appDir
 */
export const antdStaticStylePath = (appDir) => join(appDir, 'src', '__antd-static.css');

/**
 * The plugin that provides the stylesheet to the app's build.
 * @param {string} appDir
 */
export const antdStaticStylePlugin = (appDir) =>
  new rspack.experiments.VirtualModulesPlugin({ [antdStaticStylePath(appDir)]: antdStaticStyle(appDir) });
