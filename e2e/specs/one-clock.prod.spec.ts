// Issue 42, production: every page shows its dates in the one format and the business zone, with the browser in
// another zone.

import { BROWSER_ZONE, collectInstants, expectOneClock } from '../fixtures/one-clock';
import { signIn } from '../fixtures/session';
import { sidebarFor } from '../fixtures/spec-sidebar';
import { test } from '../fixtures/test';

test.use({ timezoneId: BROWSER_ZONE });

test('every page shows its dates in the business zone, in one format, whatever zone the browser is in', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(300_000);
  const instants = collectInstants(page);
  await signIn(page, consoleServer);
  await expectOneClock(page, consoleServer.url, sidebarFor('production'), instants);
});
