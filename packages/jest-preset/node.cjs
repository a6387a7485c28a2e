// The same preset for code that runs in Node (the server): no DOM.
const base = require('./index.cjs');

module.exports = {
  ...base,
  testEnvironment: 'node',
  setupFiles: [],
  setupFilesAfterEnv: [],
};
