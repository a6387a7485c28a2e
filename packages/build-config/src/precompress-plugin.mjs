// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset worth compressing, so the server sends
// compressed bytes without compressing anything per request (@fastify/static's preCompressed).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressible text files; below the threshold the headers outweigh the saving. */
export const PRECOMPRESS_PATTERN = /\.(js|mjs|css|html|json|svg|txt)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Both encodings of `content`, each only when it is smaller than the original. */
export async function compressedVariants(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return [
    ['.br', br],
    ['.gz', gz],
  ].filter(([, bytes]) => bytes.length < content.length);
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and after every other plugin added its files (the federation manifest among them).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => PRECOMPRESS_PATTERN.test(name))
              .map(async (name) => {
                const content = Buffer.from(compilation.getAsset(name).source.buffer());
                if (content.length < PRECOMPRESS_MIN_BYTES) return;
                for (const [extension, bytes] of await compressedVariants(content)) {
                  compilation.emitAsset(`${name}${extension}`, new sources.RawSource(bytes));
                }
              }),
          );
        },
      );
    });
  }
}
