require('@testing-library/jest-dom');
const { format } = require('node:util');

// A UI test fails on any console.error or console.warn it did not ask for: React warnings (act, keys, props), antd
// deprecations and failed prop types all arrive there. A test that provokes one on purpose replaces the spy itself
// (`jest.spyOn(console, 'error').mockImplementation(...)`), which also takes it out of this check.
let unexpected = [];
beforeEach(() => {
  unexpected = [];
  for (const method of ['error', 'warn']) {
    jest.spyOn(console, method).mockImplementation((...args) => {
      unexpected.push(`console.${method}: ${format(...args)}`);
    });
  }
});
afterEach(() => {
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) {
    throw new Error(`The test wrote to the console:\n${found.map((line) => line.slice(0, 2000)).join('\n')}`);
  }
});
