// Renders a settings page the way the host mounts it, with the in-memory settings API and a session of the given role.
import type { Role } from '@callops/contracts/core';
import { renderRemotePage, testUser } from '@callops/shell/testing';
import type { ReactElement } from 'react';
import { createFakeSettingsApi } from './fake-settings-api';

export function renderSettingsPage(
  page: ReactElement,
  {
    role = 'admin',
    fake = createFakeSettingsApi(),
  }: { role?: Role; fake?: ReturnType<typeof createFakeSettingsApi> } = {},
) {
  const view = renderRemotePage(page, { api: fake.api, user: testUser({ role }) });
  return { ...view, api: fake.api, store: fake.store, calendar: fake.calendar };
}

/** Every call that changes something, for "a viewer never fires an admin call". */
export function changeCalls(api: ReturnType<typeof createFakeSettingsApi>['api']): jest.Mock[] {
  return [
    api.appConfig.create,
    api.appConfig.update,
    api.appConfig.remove,
    api.adminPhones.add,
    api.adminPhones.update,
    api.adminPhones.remove,
    api.adminPhones.clear,
    api.calendar.authUrl,
    api.calendar.uploadCredentials,
    api.calendar.setToken,
  ];
}
