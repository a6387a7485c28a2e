// The accessibility guard itself: a page with a serious violation fails the check, naming the rule and the element,
// so a clean run of the suite means clean pages and not a scan that finds nothing.
import { checkAccessibility } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';

test('the guard fails on a serious violation and names the rule and the element', async ({ page }) => {
  await page.goto('/signin');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await checkAccessibility(page, 'as served');
  await title.evaluate((heading: HTMLElement) => {
    heading.id = 'faint-title';
    heading.style.color = '#d0d0d0';
  });
  const failure = await checkAccessibility(page, 'with a faint title').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/\[serious\] color-contrast/);
  expect(failure).toContain('#faint-title');
  // The page leaves clean again, so the guard's own end-of-test check passes.
  await title.evaluate((heading: HTMLElement) => heading.style.removeProperty('color'));
});
