// The one Jest preset: TypeScript and JSX through swc (CommonJS for Jest's module system),
// jsdom with the globals antd and react-router expect.
const path = require('node:path');

// ESM-only packages that Jest must transform; matched both as node_modules/<name>/ and as pnpm's
// node_modules/.pnpm/<name>@<version>/ (scoped names appear there with '+' instead of '/').
const esmOnly = ['jose'];
const esmPattern = esmOnly.map((n) => n.replace('/', '[+/]')).join('|');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPattern})[@/])`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFiles: [path.join(__dirname, 'setup', 'globals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup', 'after-env.cjs')],
  moduleNameMapper: {
    '\\.(css|less|svg|png|jpg|mp3|wav)$': path.join(__dirname, 'setup', 'asset-stub.cjs'),
  },
};
