module.exports = {
  ...require('@callops/jest-preset'),
  displayName: require('./package.json').name,
};
