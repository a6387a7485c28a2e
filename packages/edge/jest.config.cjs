// Node only: files on disk, no DOM.
module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
  resolver: require.resolve('./jest-resolver.cjs'),
};
