// The browser every spec and the web bench run in: Playwright's own switches, and the features we turn off on top of
// them (fixtures/chromium-launch.ts), both in force. Chromium reads only the last `--disable-features` switch.
import { expect, test } from '@playwright/test';
import { DISABLED_FEATURES, disabledFeaturesOf } from '../fixtures/chromium-launch';

test('the browser keeps every feature Playwright turns off and turns off the omnibox popup WebUI too', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const switches = commandLine.split(/\s+/).filter((arg) => arg.startsWith('--disable-features='));
  expect(switches.length).toBeGreaterThan(0);
  const playwrights = disabledFeaturesOf(commandLine);
  const inForce = disabledFeaturesOf(switches.at(-1) as string);
  expect(playwrights).toContain('PaintHolding');
  expect(inForce).toEqual(expect.arrayContaining([...playwrights, ...DISABLED_FEATURES]));
  await page.close();
});
