require('@testing-library/jest-dom');
const { format } = require('node:util');

// A UI test renders antd in jsdom and types as a user would: on a busy two-core machine (the API suites run beside
// it) Jest's 5 s default is too short. testTimeout is a global option, ignored per project, so it is set here.
jest.setTimeout(30_000);
// For the same reason a findBy… or waitFor gets 5 s, not Testing Library's 1 s: an antd table's first render there
// has taken longer than 1 s (a CI run failed on it). A condition that never holds still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

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
