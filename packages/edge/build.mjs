// Bundles each entry point into one self-contained file (no node_modules at run time), so their images stay small.
import { build } from 'esbuild';

for (const entry of ['gateway', 'static-origin']) {
  await build({
    entryPoints: [`src/${entry}/main.ts`],
    outfile: `dist/${entry}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}
console.log('edge: built dist/gateway.js and dist/static-origin.js');
