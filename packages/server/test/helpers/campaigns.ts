import { until } from './leads';
import type { TestApp } from './test-app';

/** Starts a cold-calling campaign as an operator; the job's id. */
export async function startColdCalling(t: TestApp): Promise<string> {
  const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
  expect(started.statusCode).toBe(200);
  return (started.json().data as { id: string }).id;
}

/** Starts a cold-calling campaign and waits until its job has completed; the job's id. */
export async function runColdCalling(t: TestApp): Promise<string> {
  const jobId = await startColdCalling(t);
  await until('the campaign to complete', async () => {
    const job = (await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` })).json().data;
    return job.status === 'completed';
  });
  return jobId;
}
