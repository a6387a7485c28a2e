// Issue 42, development: at 1280 px no table cuts its action buttons, on any page.
import { signIn } from '../fixtures/session';
import { expectTableActionsInView, NARROW_VIEWPORT } from '../fixtures/table-actions';
import { expect, test } from '../fixtures/test';

test.use({ viewport: NARROW_VIEWPORT });

test("every table's action buttons lie inside the viewport at 1280 px", async ({ page, consoleServer }) => {
  test.setTimeout(300_000);
  await signIn(page, consoleServer);
  const checked = await expectTableActionsInView(page, consoleServer.url);
  // the pages whose demo rows carry actions were checked, not skipped
  for (const path of [
    '/testing/no-answer',
    '/testing/reminder',
    '/testing/reminder-notify',
    '/voice',
    '/users',
  ])
    expect(checked[path], path).toBeGreaterThan(0);
});
