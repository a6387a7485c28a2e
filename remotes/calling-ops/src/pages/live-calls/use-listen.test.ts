import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import { renderRemoteHook } from '@callops/shell/test-support';
import { act, waitFor } from '@testing-library/react';
import { useListen } from './use-listen';

/** The sockets the hook opened, newest last; a test plays the server's part on them. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  binaryType = 'blob';
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close(code: number) {
    this.closedWith = code;
  }
  receive(data: unknown) {
    act(() => this.onmessage?.({ data }));
  }
  drop(code: number, reason = '') {
    act(() => this.onclose?.({ code, reason }));
  }
}

const started: number[] = [];
class FakeAudioContext {
  currentTime = 5;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createAnalyser = () => ({
    fftSize: 0,
    connect: () => undefined,
    getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.25),
  });
  createBuffer = (_channels: number, length: number, rate: number) => ({
    duration: length / rate,
    copyToChannel: () => undefined,
  });
  createBufferSource = () => ({ connect: () => undefined, start: (at: number) => started.push(at) });
}

const FORMAT = JSON.stringify({ type: 'format', encoding: 'pcm_s16le', sampleRate: 16_000, channels: 1 });
const ticket = (n: number) => ({
  ticket: `t${n}`,
  path: `/ws/calls/7/listen?ticket=t${n}`,
  expires_at: '2026-03-11T15:30:30.000Z',
});

describe('useListen', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    started.length = 0;
    Object.assign(globalThis, { WebSocket: FakeSocket, AudioContext: FakeAudioContext });
  });

  it('opens the socket with a ticket, plays the frames one after the other and keeps the transcript', async () => {
    const api = createFakeApiClient({ 'calls.listenTicket': async () => ticket(1) });
    const { result, unmount } = renderRemoteHook(() => useListen(7), { api });
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0] as FakeSocket;
    expect(socket.url).toBe('ws://localhost/ws/calls/7/listen?ticket=t1');
    expect(socket.binaryType).toBe('arraybuffer');
    socket.receive(FORMAT);
    expect(result.current.status).toBe('listening');
    socket.receive(new ArrayBuffer(1280));
    socket.receive(new ArrayBuffer(1280));
    expect(started).toEqual([5.15, 5.19]);
    socket.receive(JSON.stringify({ type: 'transcript', speaker: 'lead', text: 'Hello?', final: true }));
    expect(result.current.lines).toEqual([{ speaker: 'lead', text: 'Hello?', final: true }]);
    await waitFor(() => expect(result.current.level).toBeCloseTo(0.25));
    unmount();
    expect(socket.closedWith).toBe(1000);
  });

  it('connects again with a new ticket when the socket drops, and stops when the call ended', async () => {
    let issued = 0;
    const api = createFakeApiClient({
      'calls.listenTicket': async () => {
        issued += 1;
        if (issued === 3) throw new ApiError(409, 'The call has ended');
        return ticket(issued);
      },
    });
    const { result } = renderRemoteHook(() => useListen(7), { api });
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    FakeSocket.opened[0]?.receive(FORMAT);
    FakeSocket.opened[0]?.drop(1006);
    expect(result.current.status).toBe('reconnecting');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(2), { timeout: 3000 });
    expect(FakeSocket.opened[1]?.url).toMatch(/ticket=t2$/);
    FakeSocket.opened[1]?.drop(4502, "The call's audio was lost; connect again");
    await waitFor(() => expect(result.current.status).toBe('ended'), { timeout: 3000 });
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('ends on the server’s word and fails for good on a refusal', async () => {
    const api = createFakeApiClient({ 'calls.listenTicket': async () => ticket(1) });
    const first = renderRemoteHook(() => useListen(7), { api });
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    FakeSocket.opened[0]?.drop(4409, 'The call has ended');
    expect(first.result.current.status).toBe('ended');
    const refused = createFakeApiClient({
      'calls.listenTicket': async () => {
        throw new ApiError(403, 'You do not have permission to do this');
      },
    });
    const second = renderRemoteHook(() => useListen(7), { api: refused });
    await waitFor(() => expect(second.result.current.status).toBe('failed'));
    expect(second.result.current.problem).toMatch(/permission/);
  });
});
