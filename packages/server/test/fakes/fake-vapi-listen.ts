// A fake of VAPI's listen sockets (vendors.md, "Live listen and control"): ws://127.0.0.1:<port>/<callId>/listen
// serves, to each connection, a transcript event in VAPI's shape and then binary 16-bit PCM frames of a tone every
// 20 ms until the test ends the call (a normal close, as VAPI's when a call ends) or drops it.
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export interface FakeListenConnection {
  callId: string;
  authorization: string | undefined;
  socket: WebSocket;
  closed: boolean;
}

export interface FakeVapiListen {
  /** The call's monitor.listenUrl. */
  listenUrl(callId: string): string;
  connections: FakeListenConnection[];
  /** Refuse new sockets with this HTTP status (listen authentication), or accept them (null). */
  refuseWith: number | null;
  /** The call ended: VAPI closes its listen sockets normally. */
  endCall(callId: string): void;
  /** The socket drops without a close frame. */
  dropCall(callId: string): void;
  close(): Promise<void>;
}

const SAMPLE_RATE = 16_000;
const FRAME_SAMPLES = SAMPLE_RATE / 50;

/** 20 ms of a 300 Hz tone at half volume. */
function toneFrame(index: number): Buffer {
  const frame = Buffer.alloc(FRAME_SAMPLES * 2);
  for (let i = 0; i < FRAME_SAMPLES; i += 1) {
    const t = (index * FRAME_SAMPLES + i) / SAMPLE_RATE;
    frame.writeInt16LE(Math.round(16_000 * Math.sin(2 * Math.PI * 300 * t)), i * 2);
  }
  return frame;
}

export async function startFakeVapiListen(): Promise<FakeVapiListen> {
  const connections: FakeListenConnection[] = [];
  const fake: FakeVapiListen = {
    listenUrl: (callId) => `ws://127.0.0.1:${port}/${callId}/listen`,
    connections,
    refuseWith: null,
    endCall(callId) {
      for (const c of connections) if (c.callId === callId && !c.closed) c.socket.close(1000, 'call ended');
    },
    dropCall(callId) {
      for (const c of connections) if (c.callId === callId && !c.closed) c.socket.terminate();
    },
    async close() {
      for (const c of connections) c.socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (_info, done) => (fake.refuseWith ? done(false, fake.refuseWith) : done(true)),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  server.on('connection', (socket, request) => {
    const callId = /^\/([^/]+)\/listen$/.exec(request.url ?? '')?.[1] ?? '';
    const connection: FakeListenConnection = {
      callId,
      authorization: request.headers.authorization,
      socket,
      closed: false,
    };
    connections.push(connection);
    socket.send(
      JSON.stringify({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'Hello, who is this?',
      }),
    );
    // Frames owed since the start, so a late timer (a loaded machine) catches up: the audio keeps real time, as a
    // call's does, and the relay's byte-rate measure sees the rate the frames are.
    const started = performance.now();
    let index = 0;
    const timer = setInterval(() => {
      const due = Math.floor((performance.now() - started) / 20);
      for (; index < due; index += 1) socket.send(toneFrame(index), { binary: true });
    }, 20);
    socket.on('close', () => {
      connection.closed = true;
      clearInterval(timer);
    });
  });
  return fake;
}
