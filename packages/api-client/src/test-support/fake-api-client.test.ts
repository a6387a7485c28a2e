import { endpoints } from '@callops/contracts';
import { ApiError } from '../api-error';
import { createFakeApiClient, UNANSWERED_STATUS } from './fake-api-client';
import { createFakeEventStream } from './fake-event-stream';

describe('createFakeApiClient', () => {
  it('answers each call from the handler of its endpoint, with the input it was given', async () => {
    const update = jest.fn(async () => ({
      key: 'business_name',
      value: 'Acme',
      description: null,
      is_sensitive: false,
      gui_group: 'general' as const,
      gui_priority: 1,
      updated_at: '2026-01-01T00:00:00Z',
    }));
    const api = createFakeApiClient({ 'appConfig.update': update, 'users.list': () => [] });
    await expect(api.call(endpoints.users.list)).resolves.toEqual([]);
    const input = { params: { key: 'business_name' }, body: { value: 'Acme' } };
    await expect(api.call(endpoints.appConfig.update, input)).resolves.toMatchObject({ value: 'Acme' });
    expect(update).toHaveBeenCalledWith(input);
  });

  it('hands {} to handlers of calls made without input, and the options when given', async () => {
    const list = jest.fn(() => []);
    await createFakeApiClient({ 'users.list': list }).call(endpoints.users.list);
    expect(list).toHaveBeenCalledWith({});
    const controller = new AbortController();
    await createFakeApiClient({ 'users.list': list }).call(endpoints.users.list, undefined, {
      signal: controller.signal,
    });
    expect(list).toHaveBeenLastCalledWith({}, { signal: controller.signal });
  });

  it('passes rejections through', async () => {
    const api = createFakeApiClient({
      'users.list': () => Promise.reject(new ApiError(500, 'Internal server error')),
    });
    await expect(api.call(endpoints.users.list)).rejects.toThrow('Internal server error');
  });

  it('rejects a call it has no answer for, naming the endpoint', async () => {
    const api = createFakeApiClient({});
    const error = await api.call(endpoints.jobs.active).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: UNANSWERED_STATUS,
      message: 'The fake ApiClient has no answer for jobs.active',
    });
    await expect(api.login('a', 'b')).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses misspelt names and wrong answers at compile time', () => {
    const typeOnly = () => [
      // @ts-expect-error: there is no endpoint users.lists
      createFakeApiClient({ 'users.lists': () => [] }),
      // @ts-expect-error: users.list answers a list of users
      createFakeApiClient({ 'users.list': () => ({ users: [] }) }),
    ];
    expect(typeOnly).toBeInstanceOf(Function);
  });
});

describe('createFakeApiClient streams', () => {
  const read = async (stream: AsyncIterable<unknown>) => {
    const seen: unknown[] = [];
    for await (const event of stream) seen.push(event);
    return seen;
  };

  it('refuses a stream it has no entry for, naming the path', async () => {
    const error = await read(createFakeApiClient().stream('/jobs/stream')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: UNANSWERED_STATUS,
      message: 'The fake ApiClient has no stream at /jobs/stream',
    });
  });

  it('hands a scripted stream its events, its end, its breaks and its refusals', async () => {
    const stream = createFakeEventStream();
    const api = createFakeApiClient({}, { '/jobs/stream': stream.open });
    const first = read(api.stream('/jobs/stream'));
    await Promise.resolve();
    expect(stream.connected).toBe(true);
    stream.send({ event: 'ready', data: '{}' });
    stream.end();
    await expect(first).resolves.toEqual([{ event: 'ready', data: '{}' }]);
    expect(stream.connected).toBe(false);

    const second = read(api.stream('/jobs/stream'));
    await Promise.resolve();
    stream.fail(new ApiError(0, 'Network error: gone'));
    await expect(second).rejects.toThrow('Network error: gone');

    stream.refuseWith(new ApiError(503, 'down'));
    await expect(read(api.stream('/jobs/stream'))).rejects.toThrow('down');
    expect(stream.opened).toBe(3);

    stream.refuseWith(null);
    const controller = new AbortController();
    const aborted = read(api.stream('/jobs/stream', { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    await expect(aborted).resolves.toEqual([]);
  });
});
