const preset = require('@callops/jest-preset');

module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  setupFiles: [...preset.setupFiles, require.resolve('./jest.globals.cjs')],
};
