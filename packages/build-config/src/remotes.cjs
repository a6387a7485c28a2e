// The five remotes as both sides of the federation see them: the host registers each under its container
// name (a JS identifier, the global the remote's remoteEntry.js defines), and `npm run dev` starts each dev
// server on its port. Plain CommonJS data, so Node scripts, rspack configs, the browser bundle and Jest can
// all load it without a build step.

/** @typedef {'calling-ops' | 'calendar-voice' | 'settings' | 'leads-crm' | 'dev-tools'} RemoteName */

/** The host's own container name. */
exports.HOST_CONTAINER = 'callops_host';

/** @type {Readonly<Record<RemoteName, string>>} */
exports.REMOTE_CONTAINERS = Object.freeze({
  'calling-ops': 'callops_calling_ops',
  'calendar-voice': 'callops_calendar_voice',
  settings: 'callops_settings',
  'leads-crm': 'callops_leads_crm',
  'dev-tools': 'callops_dev_tools',
});

/** Dev-server port of the host. */
exports.HOST_DEV_PORT = 3000;

/** @type {Readonly<Record<RemoteName, number>>} */
exports.REMOTE_DEV_PORTS = Object.freeze({
  'calling-ops': 3001,
  'calendar-voice': 3002,
  settings: 3003,
  'leads-crm': 3004,
  'dev-tools': 3005,
});

/** Where the API server listens in development; the host dev server proxies to it. */
exports.API_DEV_ORIGIN = 'http://localhost:8080';

/** Paths the host dev server forwards to the API server. */
exports.API_PROXY_PATHS = Object.freeze(['/api', '/health', '/console-config.json', '/ws', '/remotes']);

/** The module every remote exposes to the host. */
exports.REMOTE_MANIFEST_MODULE = './manifest';

/** Written beside a remote's production build: each route path's page files (route-pages-plugin.mjs). */
exports.ROUTE_PAGES_FILE = 'route-pages.json';

/** Written beside a remote's production build: each route path's after-boot kits (route-pages-plugin.mjs). */
exports.ROUTE_KITS_FILE = 'route-kits.json';

/** Written beside the host's production build: the files of each after-boot kit it provides (boot-preload-plugin.mjs). */
exports.KIT_FILES_FILE = 'kit-files.json';

/**
 * The env var through which the server hands out a remote's entry in development,
 * e.g. `REMOTE_ENTRY_CALLING_OPS` for 'calling-ops'.
 * @param {RemoteName} name
 * @returns {string}
 */
exports.remoteEntryEnvVar = (name) => `REMOTE_ENTRY_${name.toUpperCase().replaceAll('-', '_')}`;
