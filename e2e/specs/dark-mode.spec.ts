// Issue 42, development: dark mode from the sidebar's switch, remembered after a reload, and every page free of serious
// axe findings (colour contrast included) in it.
import { chooseDark, visitEveryPage } from '../fixtures/dark-mode';
import { signIn } from '../fixtures/session';
import { test } from '../fixtures/test';

test('dark mode is chosen in the sidebar, remembered, and every page passes axe in it', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(300_000);
  await signIn(page, consoleServer);
  await chooseDark(page);
  await visitEveryPage(page, consoleServer.url);
});
