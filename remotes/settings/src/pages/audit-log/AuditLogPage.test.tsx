import { createFakeApiClient } from '@callops/api-client/test-support';
import type { AuditLogEntry } from '@callops/contracts/audit-log';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditLogPage from './AuditLogPage';

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 1,
  user_id: 3,
  username: 'viewer1',
  action: 'play',
  entity: 'recording',
  entity_key: 'call 42',
  old_value: null,
  new_value: null,
  created_at: '2026-03-11T14:30:00.000Z',
  ...over,
});

function server() {
  const list = jest.fn(async (_input: unknown) => ({
    data: [
      entry(),
      entry({
        id: 2,
        username: 'admin1',
        action: 'update',
        entity: 'app_config',
        entity_key: 'business_name',
        old_value: 'A',
        new_value: 'B',
      }),
    ],
    pagination: { limit: 50, offset: 0, total: 2 },
  }));
  const facets = jest.fn(async () => ({
    usernames: ['admin1', 'viewer1'],
    actions: ['play', 'update'],
    entities: ['app_config', 'recording'],
  }));
  const exportLink = jest.fn(async (_input: unknown) => ({
    // A fragment: jsdom follows only those; the page goes wherever the signed link says.
    url: '#audit-log.csv',
    expires_at: '2026-03-11T14:35:00.000Z',
  }));
  const api = createFakeApiClient({
    'auditLog.list': list,
    'auditLog.facets': facets,
    'auditLog.exportLink': exportLink,
  });
  return { api, list, exportLink };
}

describe('AuditLogPage', () => {
  it('lists who did what and when, filters on the server and exports the filtered log', async () => {
    const user = userEvent.setup();
    const { api, list, exportLink } = server();
    renderRemotePage(<AuditLogPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const played = (await screen.findByText('call 42')).closest('tr') as HTMLElement;
    expect(within(played).getByText('viewer1')).toBeInTheDocument();
    expect(within(played).getByText('play')).toBeInTheDocument();
    expect(screen.getByText('A → B')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 entries')).toBeInTheDocument();
    expect(list.mock.lastCall?.[0]).toEqual({ query: { limit: 50, offset: 0 } });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByTitle('play'));
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toEqual({ query: { action: 'play', limit: 50, offset: 0 } }),
    );
    await user.type(screen.getByLabelText('From day'), '2026-03-11');
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toEqual({
        query: { action: 'play', from: '2026-03-11T04:00:00.000Z', limit: 50, offset: 0 },
      }),
    );

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(window.location.hash).toBe('#audit-log.csv'));
    expect(exportLink.mock.lastCall?.[0]).toEqual({
      query: { action: 'play', from: '2026-03-11T04:00:00.000Z' },
    });
  });

  it('tells anyone but an admin that the log is for admins, asking nothing', async () => {
    const { api, list } = server();
    renderRemotePage(<AuditLogPage />, { api, user: testUser({ role: 'operator' }) });
    expect(screen.getByText('The audit log is for admins.')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
