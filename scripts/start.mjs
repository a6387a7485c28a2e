// `npm start`: install, build, and serve the whole console at http://localhost:8080 on the embedded database with
// simulated providers and demo data. Everything the server prints (including the sign-in) goes to this terminal.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root } from './pnpm.mjs';

ensureInstalled();
const status = buildAll();
if (status !== 0) {
  console.error('Build failed; not starting the server.');
  process.exit(status);
}
const serverPackage = path.join(root, 'packages', 'server');
const { flags } = JSON.parse(readFileSync(path.join(serverPackage, 'node-flags.json'), 'utf8'));
const server = spawn(process.execPath, [...flags, path.join(serverPackage, 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { APP_MODE: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
