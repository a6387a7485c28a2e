import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { AudioPlayer, type AudioPlayerHandle } from './AudioPlayer';
import { installFakeMedia } from './fake-media-element';
import { getPlaybackCoordinator } from './playback-coordinator';

let media: ReturnType<typeof installFakeMedia>;

beforeEach(() => {
  media = installFakeMedia({ duration: 90 });
});

afterEach(() => {
  media.restore();
});

function audioIn(container: HTMLElement): HTMLAudioElement {
  const audio = container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

function renderPlayer(src = 'https://rec.example/1.mp3') {
  const view = render(<AudioPlayer src={src} label="Jane Doe" />);
  const audio = audioIn(view.container);
  media.loadMetadata(audio);
  return { ...view, audio };
}

describe('AudioPlayer', () => {
  it('reports the position as it moves, seeks from outside within the recording, and reports 0 at the end', () => {
    const onTimeChange = jest.fn();
    const ref = createRef<AudioPlayerHandle>();
    const view = render(
      <AudioPlayer src="https://rec.example/1.mp3" label="Jane" onTimeChange={onTimeChange} ref={ref} />,
    );
    const audio = audioIn(view.container);
    media.loadMetadata(audio);
    fireEvent.click(screen.getByRole('button', { name: 'Play Jane' }));
    media.advance(audio, 10);
    expect(onTimeChange).toHaveBeenLastCalledWith(10);
    act(() => ref.current?.seek(42.5));
    expect(audio.currentTime).toBe(42.5);
    expect(onTimeChange).toHaveBeenLastCalledWith(42.5);
    expect(screen.getByText('0:42 / 1:30')).toBeInTheDocument();
    expect(media.isPaused(audio)).toBe(false);
    act(() => ref.current?.seek(500));
    expect(audio.currentTime).toBe(90);
    act(() => ref.current?.seek(-3));
    expect(audio.currentTime).toBe(0);
    media.end(audio);
    expect(onTimeChange).toHaveBeenLastCalledWith(0);
  });

  it('tells the page once, when play is first pressed', () => {
    const onFirstPlay = jest.fn();
    const view = render(
      <AudioPlayer src="https://rec.example/1.mp3" label="Jane Doe" onFirstPlay={onFirstPlay} />,
    );
    media.loadMetadata(audioIn(view.container));
    expect(onFirstPlay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
  });

  it("shows 'No recording' without a URL", () => {
    const { container, rerender } = render(<AudioPlayer src={null} />);
    expect(screen.getByText('No recording')).toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
    rerender(<AudioPlayer src="  " emptyText="No audio" />);
    expect(screen.getByText('No audio')).toBeInTheDocument();
  });

  it('plays, shows current and total time and the percent played, and stops', () => {
    const { audio } = renderPlayer();
    expect(screen.getByText('0:00 / 1:30')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    expect(media.isPaused(audio)).toBe(false);
    const stop = screen.getByRole('button', { name: 'Stop Jane Doe' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');

    media.advance(audio, 45);
    expect(screen.getByText('0:45 / 1:30')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByTestId('audio-progress-fill')).toHaveStyle({ width: '50%' });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '45');

    fireEvent.click(stop);
    expect(media.isPaused(audio)).toBe(true);
    expect(screen.getByRole('button', { name: 'Play Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('0:45 / 1:30')).toBeInTheDocument();
  });

  it('plays one recording at a time: starting another pauses the current', () => {
    const { container } = render(
      <>
        <div data-testid="first">
          <AudioPlayer src="https://rec.example/a.mp3" />
        </div>
        <div data-testid="second">
          <AudioPlayer src="https://rec.example/b.mp3" />
        </div>
      </>,
    );
    const [audioA, audioB] = Array.from(container.querySelectorAll('audio'));
    if (!audioA || !audioB) throw new Error('two players expected');
    const first = within(screen.getByTestId('first'));
    const second = within(screen.getByTestId('second'));

    fireEvent.click(first.getByRole('button', { name: 'Play' }));
    expect(first.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    fireEvent.click(second.getByRole('button', { name: 'Play' }));
    expect(media.isPaused(audioA)).toBe(true);
    expect(media.isPaused(audioB)).toBe(false);
    expect(first.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(getPlaybackCoordinator().current()).toBe(audioB);
  });

  it('resets progress to 0 at the end of playback', () => {
    const { audio } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    media.advance(audio, 60);
    expect(screen.getByText('67%')).toBeInTheDocument();

    media.end(audio);
    expect(screen.getByText('0:00 / 1:30')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(media.currentTimeOf(audio)).toBe(0);
    expect(screen.getByRole('button', { name: 'Play Jane Doe' })).toBeInTheDocument();
    expect(getPlaybackCoordinator().current()).toBeNull();
  });

  it('seeks where the progress bar is clicked', () => {
    const { audio } = renderPlayer();
    const bar = screen.getByRole('slider', { name: 'Seek recording: Jane Doe' });
    bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 8 }) as DOMRect;

    fireEvent.click(bar, { clientX: 150 });
    expect(media.currentTimeOf(audio)).toBe(22.5);
    expect(screen.getByText('0:22 / 1:30')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('seeks with the keyboard', () => {
    const { audio } = renderPlayer();
    const bar = screen.getByRole('slider');
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(media.currentTimeOf(audio)).toBe(10);
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(media.currentTimeOf(audio)).toBe(5);
    fireEvent.keyDown(bar, { key: 'End' });
    expect(media.currentTimeOf(audio)).toBe(90);
    fireEvent.keyDown(bar, { key: 'Home' });
    expect(media.currentTimeOf(audio)).toBe(0);
  });

  it('shows a load error in place', () => {
    const { audio } = renderPlayer();
    media.fail(audio);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to play recording');
    expect(screen.getByRole('button', { name: 'Play Jane Doe' })).toBeInTheDocument();
  });

  it('shows a refused play in place, but not a play interrupted by another recording', async () => {
    renderPlayer();
    media.setPlayResult(() => Promise.reject(new DOMException('interrupted', 'AbortError')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Stop Jane Doe' }));
    media.setPlayResult(() => Promise.reject(new DOMException('no source', 'NotSupportedError')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to play recording');
  });

  it('stops and lets go of playback when it leaves the page', () => {
    const { audio, unmount } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play Jane Doe' }));
    unmount();
    expect(media.isPaused(audio)).toBe(true);
    expect(getPlaybackCoordinator().current()).toBeNull();
  });

  it('starts from zero when given another recording', () => {
    const { audio, rerender, container } = renderPlayer();
    media.advance(audio, 30);
    expect(screen.getByText('33%')).toBeInTheDocument();
    rerender(<AudioPlayer src="https://rec.example/2.mp3" label="Jane Doe" />);
    expect(audioIn(container)).not.toBe(audio);
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('shows only the play button when compact', () => {
    render(<AudioPlayer src="https://voice.example/preview.mp3" compact />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
  });
});
