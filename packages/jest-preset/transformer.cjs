// swc for our TypeScript/JSX, and for any dependency file written as an ES module (jose, cookie, ...): Jest's module
// system is CommonJS here, and more packages ship ESM-only every month, so a fixed allow-list would keep breaking.
// CommonJS dependency files pass through untouched.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

const ESM_SYNTAX =
  /(^|[;\n}])\s*(import\s*[\w{*$]|export\s*[{*]|export\s+(default|const|let|var|function|class|async)\b)/;

module.exports = {
  canInstrument: false,
  getCacheKey(src, filename, options) {
    return swc.getCacheKey(src, filename, options);
  },
  process(src, filename, options) {
    if (filename.includes('/node_modules/') && !ESM_SYNTAX.test(src)) return { code: src };
    return swc.process(src, filename, options);
  },
};
