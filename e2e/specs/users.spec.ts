// The Users page of the development menu (dev-tools remote): an admin manages accounts, and every change is
// checked where it matters, at sign-in on the server.
import type { Role } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import type { Page } from '@playwright/test';
import { ROLE_LABELS, USERS_TEXT } from '../../remotes/dev-tools/src/pages/users/users-text';
import { apiCall, apiToken } from '../fixtures/api';
import { chooseSelectOption } from '../fixtures/console-page';
import type { ConsoleServer } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

let serial = 0;
/** A username no other test of this worker's server uses. */
const freshUsername = (what: string) => `e2e-${what}-${process.pid}-${++serial}`;

const accountsTable = (page: Page) => page.getByRole('region', { name: USERS_TEXT.tableLabel });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The row of exactly this account (its name cell also carries the 'you' tag on one's own account). */
const userRow = (page: Page, username: string) =>
  accountsTable(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', {
        name: new RegExp(`^${escapeRegExp(username)}\\s*(${USERS_TEXT.you})?$`),
      }),
    });

/** Narrows the table to one account with its search box (the table shows 10 rows a page). */
async function findUser(page: Page, username: string) {
  await accountsTable(page).getByRole('textbox', { name: 'Search' }).fill(username);
  await expect(userRow(page, username)).toHaveCount(1);
  return userRow(page, username);
}

async function canSignIn(server: ConsoleServer, username: string, password: string): Promise<boolean> {
  try {
    await apiToken(server, { username, password });
    return true;
  } catch {
    return false;
  }
}

async function serverUser(server: ConsoleServer, username: string): Promise<User> {
  const users = await apiCall<User[]>(server, await apiToken(server), 'GET', '/users');
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`${username} is not on the server`);
  return user;
}

async function createThroughApi(server: ConsoleServer, role: Role = 'viewer') {
  const account = { username: freshUsername(role), password: 'e2e-password-1', role };
  await apiCall(server, await apiToken(server), 'POST', '/users', account);
  return account;
}

test('the admin sees every account, their own marked and protected', async ({ page, consoleServer }) => {
  // A namesake the search also finds: only the admin's own row may carry the mark.
  await apiCall(consoleServer, await apiToken(consoleServer), 'POST', '/users', {
    username: freshUsername(consoleServer.username),
    password: 'e2e-password-1',
    role: 'viewer',
  });
  const users = await apiCall<User[]>(consoleServer, await apiToken(consoleServer), 'GET', '/users');
  await signIn(page, consoleServer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(`${consoleServer.url}/users`);
  await expect(page.getByRole('heading', { name: USERS_TEXT.title })).toBeVisible();
  await expect(accountsTable(page).getByText(`Page 1 of ${Math.ceil(users.length / 10)}`)).toBeVisible();

  const own = await findUser(page, consoleServer.username);
  await expect(own.getByText(USERS_TEXT.you, { exact: true })).toBeVisible();
  await expect(own.getByRole('combobox', { name: USERS_TEXT.roleOf(consoleServer.username) })).toBeDisabled();
  await expect(own.getByRole('button', { name: USERS_TEXT.disable })).toBeDisabled();
});

test('an account created in the form can sign in with its role', async ({ page, consoleServer }) => {
  const username = freshUsername('created');
  await signIn(page, consoleServer);
  await page.goto('/users');
  await page.getByRole('button', { name: USERS_TEXT.createUser }).click();
  const dialog = page.getByRole('dialog', { name: USERS_TEXT.createUser });
  await dialog.getByLabel(USERS_TEXT.username).fill(username);
  await dialog.getByLabel(USERS_TEXT.role).click();
  await chooseSelectOption(page, ROLE_LABELS.operator);
  await dialog.getByLabel(USERS_TEXT.password).fill('e2e-password-1');
  await dialog.getByRole('button', { name: USERS_TEXT.create }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(USERS_TEXT.userCreated(username))).toBeVisible();
  const row = await findUser(page, username);
  await expect(row).toContainText(USERS_TEXT.active);
  expect((await serverUser(consoleServer, username)).role).toBe('operator');
  expect(await canSignIn(consoleServer, username, 'e2e-password-1')).toBe(true);
});

test('a role changes only once confirmed', async ({ page, consoleServer }) => {
  const account = await createThroughApi(consoleServer, 'viewer');
  await signIn(page, consoleServer);
  await page.goto('/users');
  const row = await findUser(page, account.username);
  const roleSelect = row.getByRole('combobox', { name: USERS_TEXT.roleOf(account.username) });

  await roleSelect.click();
  await chooseSelectOption(page, ROLE_LABELS.operator);
  const confirm = page.getByRole('dialog', { name: USERS_TEXT.changeRole });
  await expect(confirm).toContainText(
    USERS_TEXT.confirmRoleChange(account.username, ROLE_LABELS.viewer, ROLE_LABELS.operator),
  );
  await confirm.getByRole('button', { name: USERS_TEXT.cancel }).click();
  await expect(confirm).toBeHidden();
  expect((await serverUser(consoleServer, account.username)).role).toBe('viewer');

  await roleSelect.click();
  await chooseSelectOption(page, ROLE_LABELS.operator);
  await confirm.getByRole('button', { name: USERS_TEXT.changeRole }).click();
  await expect(page.getByText(USERS_TEXT.roleChanged(account.username, ROLE_LABELS.operator))).toBeVisible();
  await expect(row).toContainText(ROLE_LABELS.operator);
  expect((await serverUser(consoleServer, account.username)).role).toBe('operator');
});

test('a password reset replaces the old password', async ({ page, consoleServer }) => {
  const account = await createThroughApi(consoleServer);
  await signIn(page, consoleServer);
  await page.goto('/users');
  const row = await findUser(page, account.username);
  await row.getByRole('button', { name: USERS_TEXT.resetPassword }).click();
  const dialog = page.getByRole('dialog', { name: USERS_TEXT.resetPasswordOf(account.username) });
  await dialog.getByLabel(USERS_TEXT.newPassword).fill('e2e-password-2');
  await dialog.getByRole('button', { name: USERS_TEXT.save }).click();

  await expect(page.getByText(USERS_TEXT.passwordReset(account.username))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await canSignIn(consoleServer, account.username, 'e2e-password-2')).toBe(true);
  expect(await canSignIn(consoleServer, account.username, account.password)).toBe(false);
});

test('a disabled account cannot sign in until enabled again', async ({ page, consoleServer }) => {
  const account = await createThroughApi(consoleServer);
  await signIn(page, consoleServer);
  await page.goto('/users');
  const row = await findUser(page, account.username);

  await row.getByRole('button', { name: USERS_TEXT.disable }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: USERS_TEXT.confirmDisable(account.username) });
  await expect(confirm).toContainText(USERS_TEXT.confirmDisableNote);
  await confirm.getByRole('button', { name: USERS_TEXT.disable }).click();
  await expect(page.getByText(USERS_TEXT.userDisabled(account.username))).toBeVisible();
  await expect(row).toContainText(USERS_TEXT.disabled);
  expect(await canSignIn(consoleServer, account.username, account.password)).toBe(false);

  await row.getByRole('button', { name: USERS_TEXT.enable }).click();
  await expect(page.getByText(USERS_TEXT.userEnabled(account.username))).toBeVisible();
  await expect(row).toContainText(USERS_TEXT.active);
  expect(await canSignIn(consoleServer, account.username, account.password)).toBe(true);
});

test('someone without the admin role is told so and never asks for the accounts', async ({
  page,
  consoleServer,
}) => {
  const account = await createThroughApi(consoleServer, 'operator');
  const usersCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/users')) usersCalls.push(request.url());
  });
  await signIn(page, consoleServer, account);
  await page.goto('/users');
  await expect(page.getByText(USERS_TEXT.adminOnly)).toBeVisible();
  await expect(accountsTable(page)).toHaveCount(0);
  // Still signed in: no 403 came back to log them out.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(usersCalls).toEqual([]);
});
