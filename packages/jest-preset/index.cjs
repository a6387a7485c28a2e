// The one Jest preset: TypeScript and JSX through swc (CommonJS for Jest's module system),
// jsdom with the globals antd and react-router expect.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'transformer.cjs') },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFiles: [path.join(__dirname, 'setup', 'globals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup', 'after-env.cjs')],
  moduleNameMapper: {
    '\\.(css|less|svg|png|jpg|mp3|wav)$': path.join(__dirname, 'setup', 'asset-stub.cjs'),
  },
};
