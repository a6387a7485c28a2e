module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  // The PostgreSQL pass runs the tests that use a database (*.api.test.ts), the rest ran in the PGlite pass already.
  // The process tests are about the embedded database's single-process rules: they run in the PGlite pass only;
  // *.postgres.api.test.ts are about a PostgreSQL server (one that goes away): the PostgreSQL pass only.
  testPathIgnorePatterns:
    process.env.TEST_DB === 'postgres' ? ['/test/process/'] : ['\\.postgres\\.api\\.test\\.ts$'],
  testMatch:
    process.env.TEST_DB === 'postgres'
      ? ['<rootDir>/src/**/*.api.test.ts', '<rootDir>/test/**/*.api.test.ts']
      : ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
