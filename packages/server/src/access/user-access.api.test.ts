import { openTestDatabase } from '../../test/helpers/test-database';
import type { Database } from '../db/client';
import { createUserAccessCache, USER_ACCESS_CHANNEL, type UserAccessCache } from './user-access';

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not within 2 s');
}

describe('user access cache', () => {
  let database: Database;
  let here: UserAccessCache;
  let elsewhere: UserAccessCache;
  let userId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    const inserted = await database.executeSql(
      "insert into users (username, role, password_hash) values ('ann', 'operator', 'x') returning id",
    );
    userId = inserted.rows[0]?.id as number;
    // Two server processes on one database, as far as the cache can tell.
    here = createUserAccessCache(database);
    elsewhere = createUserAccessCache(database);
  });
  afterAll(async () => {
    await here.close();
    await elsewhere.close();
    await database.close();
  });

  it('answers from memory until the user changes, then every process reads the change', async () => {
    expect(await elsewhere.read(userId)).toMatchObject({
      role: 'operator',
      disabled: false,
      tokenVersion: 0,
    });
    // Written without telling anyone: the cached facts still stand.
    await database.executeSql('update users set role = $1 where id = $2', ['viewer', userId]);
    expect((await elsewhere.read(userId))?.role).toBe('operator');

    // A change as the users service makes it: the notification leaves with the commit.
    await database.executeSql(
      `begin; update users set disabled = true where id = ${userId};
       select pg_notify('${USER_ACCESS_CHANNEL}', '${userId}'); commit;`,
    );
    await eventually(async () => (await elsewhere.read(userId))?.disabled === true);
    expect(await elsewhere.read(userId)).toMatchObject({ role: 'viewer', disabled: true });
  });

  it('forgets locally at once, and knows an unknown user as unknown', async () => {
    expect((await here.read(userId))?.disabled).toBe(true);
    await database.executeSql('update users set disabled = false where id = $1', [userId]);
    here.forget(userId);
    expect((await here.read(userId))?.disabled).toBe(false);
    expect(await here.read(userId + 1000)).toBeUndefined();
  });
});
