module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  // The process tests are about the embedded database's single-process rules: they run in the PGlite pass only.
  testPathIgnorePatterns: process.env.TEST_DB === 'postgres' ? ['/test/process/'] : [],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
