import { requestConsoleConfig } from './console-config/console-config-request';

// The registry of remotes is read at run time: ask for it before anything else loads.
requestConsoleConfig();
// Shared modules are not eager: everything else waits for the federation runtime in this async boundary.
import('./bootstrap');
