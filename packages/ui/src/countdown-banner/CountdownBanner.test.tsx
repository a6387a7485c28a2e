import { POLLING } from '@callops/contracts/core';
import { act, render, screen } from '@testing-library/react';
import { CountdownBanner } from './CountdownBanner';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CountdownBanner', () => {
  it('counts down 3 seconds, then calls onDone once and disappears', () => {
    const onDone = jest.fn();
    render(<CountdownBanner onDone={onDone} />);
    expect(POLLING.jobActionCountdownMs).toBe(3_000);
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 3s');

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 2s');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 2s');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 1s');
    expect(onDone).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a custom message and duration', () => {
    const onDone = jest.fn();
    render(<CountdownBanner durationMs={1_500} message="Starting Cold Calling" onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Starting Cold Calling... 2s');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Starting Cold Calling... 1s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps counting when the parent re-renders with a new callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<CountdownBanner onDone={first} />);
    act(() => jest.advanceTimersByTime(2_000));
    rerender(<CountdownBanner onDone={second} />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 1s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when unmounted early', () => {
    const onDone = jest.fn();
    const { unmount } = render(<CountdownBanner onDone={onDone} />);
    unmount();
    act(() => jest.advanceTimersByTime(5_000));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('starts again under a new key', () => {
    const onDone = jest.fn();
    const { rerender } = render(<CountdownBanner key="a" onDone={onDone} />);
    act(() => jest.advanceTimersByTime(2_500));
    rerender(<CountdownBanner key="b" onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing... 3s');
  });
});
