// Node only: real sockets on loopback.
module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
};
