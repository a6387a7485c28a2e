// The configs are plain ESM run by Node: their tests are native ESM too (Jest runs them with
// --experimental-vm-modules, untransformed).
module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
  testMatch: ['<rootDir>/src/**/*.test.mjs'],
};
