import { until } from '../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { openTestDatabase } from '../../test/helpers/test-database';
import type { Database } from '../db/client';
import { engineSettings } from './live-settings';
import {
  createSettingsSnapshotCache,
  notifySettingsChanged,
  type SettingsSnapshotCache,
} from './settings-snapshot';

describe('settings snapshot', () => {
  let database: Database;
  let here: SettingsSnapshotCache;
  let elsewhere: SettingsSnapshotCache;
  const nameIn = async (cache: SettingsSnapshotCache, db = database.db) =>
    (await cache.read(db)).get('business_name')?.value;
  const setName = (name: string) =>
    database.executeSql("update app_config set value = $1 where key = 'business_name'", [name]);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql(
      "insert into app_config (key, value, gui_group, gui_priority) values ('business_name', 'First', 'general', 1)",
    );
    // Two server processes on one database, as far as the cache can tell.
    here = createSettingsSnapshotCache(database);
    elsewhere = createSettingsSnapshotCache(database);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await here.close();
    await elsewhere.close();
    await database.close();
  });

  it('answers from memory until settings change, then every process reads the change', async () => {
    expect(await nameIn(elsewhere)).toBe('First');
    // Written without telling anyone: the snapshot still stands.
    await setName('Second');
    expect(await nameIn(elsewhere)).toBe('First');

    // A change as the settings service makes it: the notification leaves with the commit.
    await database.db.transaction(async (tx) => {
      await tx.execute("update app_config set value = 'Third' where key = 'business_name'");
      await notifySettingsChanged(tx);
    });
    await until('the other process to hear', async () => (await nameIn(elsewhere)) === 'Third', 2_000);
  });

  it('reads a change made outside the console (psql) once the snapshot is 5 seconds old', async () => {
    expect(await nameIn(elsewhere)).toBe('Third');
    await setName('Fourth');
    const start = performance.now();
    const clock = jest.spyOn(performance, 'now');
    clock.mockReturnValue(start + 4_000);
    expect(await nameIn(elsewhere)).toBe('Third');
    clock.mockReturnValue(start + 5_500);
    expect(await nameIn(elsewhere)).toBe('Fourth');
    clock.mockRestore();
  });

  it('lets a transaction that changed settings read its own change, and keeps a rolled-back one out', async () => {
    here.forget();
    expect(await nameIn(here)).toBe('Fourth');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute("update app_config set value = 'Rolled back' where key = 'business_name'");
        here.forget(tx);
        expect(await nameIn(here, tx)).toBe('Rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameIn(here)).toBe('Fourth');
  });
});

describe('the engine settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are worked out once per change of the settings, and a change through the console is used at once', async () => {
    const ctx = t.systemContext();
    const before = await engineSettings(ctx);
    expect(await engineSettings(t.systemContext())).toBe(before);

    const put = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/max_concurrent_calls',
      payload: { value: '7' },
    });
    expect(put.statusCode).toBe(200);
    const after = await engineSettings(t.systemContext());
    expect(after).not.toBe(before);
    expect(after.maxConcurrentCalls).toBe(7);

    const phones = await t.call({
      method: 'POST',
      url: '/api/v1/admin-phones',
      payload: { phoneNumber: '+14165550199' },
    });
    expect(phones.statusCode).toBe(200);
    expect((await engineSettings(t.systemContext())).adminPhones).toContain('+14165550199');
  });
});
