// testTimeout is a global Jest option (ignored per project), so the server project sets its own: API tests build the
// app on a fresh database per file and need room on a busy two-core machine.
jest.setTimeout(30_000);
