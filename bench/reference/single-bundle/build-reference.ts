// Builds the single-bundle reference page with the console's own toolchain (rspack from the host's dependencies,
// React and antd at the host's versions): one production bundle, no federation.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const hostModules = path.join(here, '..', '..', '..', 'host', 'node_modules');
const hostRequire = createRequire(path.join(hostModules, 'package.json'));
const { rspack } = hostRequire('@rspack/core') as typeof import('../../../host/node_modules/@rspack/core');

/** Resolves to the built folder (dist/ with index.html and main.js). */
export function buildReference(): Promise<string> {
  const dist = path.join(here, 'dist');
  const compiler = rspack({
    context: here,
    mode: 'production',
    target: ['web', 'es2022'],
    entry: { main: './src/index.tsx' },
    output: { path: dist, filename: '[name].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'], modules: [hostModules, 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) {
        reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
        return;
      }
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html><head><meta charset="utf-8"><title>Reference</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
      );
      resolve(dist);
    });
  });
}
