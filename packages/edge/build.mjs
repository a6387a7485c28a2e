// Bundles the release step of the remotes' images into one self-contained file (no node_modules at run time).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/release/main.ts'],
  outfile: 'dist/release.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
});
console.log('edge: built dist/release.js');
