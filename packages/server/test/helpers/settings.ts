import type { TestApp } from './test-app';

/** Sets a setting through the API, as an admin would, and checks that it was taken. */
export async function setting(t: TestApp, key: string, value: string): Promise<void> {
  const res = await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
  expect([key, res.statusCode]).toEqual([key, 200]);
}
