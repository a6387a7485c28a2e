module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
