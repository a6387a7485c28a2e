import { createFakeApiClient } from '@callops/api-client/test-support';
import { renderRemotePage } from '@callops/shell/test-support';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListenPanel } from './ListenPanel';

/** The socket the panel opens; the test plays the server's part. */
class FakeSocket {
  static last: FakeSocket | null = null;
  binaryType = 'blob';
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
}

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createAnalyser = () => ({
    fftSize: 0,
    connect: () => undefined,
    getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0),
  });
}

describe('ListenPanel', () => {
  beforeEach(() => {
    Object.assign(globalThis, { WebSocket: FakeSocket, AudioContext: FakeAudioContext });
  });

  it('starts listening on Listen, shows the state and the transcript, and stops on Stop', async () => {
    const api = createFakeApiClient({
      'calls.listenTicket': async () => ({
        ticket: 't',
        path: '/ws/calls/4/listen?ticket=t',
        expires_at: '2026-03-11T15:30:30.000Z',
      }),
    });
    renderRemotePage(<ListenPanel callId={4} />, { api });
    await userEvent.click(screen.getByRole('button', { name: /Listen/ }));
    expect(await screen.findByText('Connecting…')).toBeInTheDocument();
    await screen.findByRole('meter', { name: 'Audio level' });
    const socket = FakeSocket.last as FakeSocket;
    act(() => {
      socket.onmessage?.({
        data: JSON.stringify({ type: 'format', encoding: 'pcm_s16le', sampleRate: 16000, channels: 1 }),
      });
      socket.onmessage?.({
        data: JSON.stringify({ type: 'transcript', speaker: 'assistant', text: 'Hi there', final: true }),
      });
    });
    expect(screen.getByText('Listening')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Live transcript' })).toHaveTextContent('Agent: Hi there');
    await userEvent.click(screen.getByRole('button', { name: /Stop/ }));
    expect(screen.getByRole('button', { name: /Listen/ })).toBeInTheDocument();
  });
});
