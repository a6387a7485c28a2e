// Pure TypeScript without a DOM: the node preset (Node's own fetch, Response, FormData and Intl).
module.exports = {
  ...require('@callops/jest-preset/node'),
  displayName: require('./package.json').name,
};
