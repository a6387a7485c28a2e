// Page tests of this remote: a fake ApiClient answering what each test says, the page inside a router at `path`
// (the callback reads its query string; the calendar links to the settings), and every call recorded.
import type { ApiClient } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import { endpointEntries } from '@callops/contracts';
import type { Endpoint, Role } from '@callops/contracts/core';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const nameOf = (endpoint: Endpoint) => endpointEntries.find(([, e]) => e === endpoint)?.[0];

/** Shows where the router went, for tests of redirects. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderPage(
  page: ReactElement,
  {
    role = 'admin',
    handlers = {},
    path = '/',
    route = path.split('?')[0] ?? '/',
  }: { role?: Role; handlers?: FakeHandlers; path?: string; route?: string } = {},
) {
  const api: ApiClient = createFakeApiClient(handlers);
  const call = jest.spyOn(api, 'call');
  const view = renderRemotePage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { api, user: testUser({ role }) },
  );
  /** The names of the endpoints called so far, in order. */
  const called = () => call.mock.calls.map(([endpoint]) => nameOf(endpoint as Endpoint));
  /** The inputs the page sent to one endpoint. */
  const inputsOf = (name: string) =>
    call.mock.calls.filter(([endpoint]) => nameOf(endpoint as Endpoint) === name).map(([, input]) => input);
  return { ...view, api, called, inputsOf };
}

/** Each of `values` in turn, the last one from then on: what a read answers before and after changes. */
export function answers<T>(...values: T[]) {
  const handler = jest.fn<Promise<T>, []>();
  for (const value of values) handler.mockResolvedValueOnce(value);
  return handler.mockResolvedValue(values.at(-1) as T);
}
