import { POLLING } from '@callops/contracts/core';
import { Alert } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UI_TEXT } from '../ui-text';
import { msUntilNextTick, secondsLeft } from './countdown';

export type CountdownBannerProps = {
  /** Default POLLING.jobActionCountdownMs (3 s). */
  durationMs?: number;
  /** Default 'Processing'; the seconds left follow it. */
  message?: ReactNode;
  /** Called once when the countdown reaches zero; the banner then disappears. */
  onDone?: () => void;
};

/** Counts down from mount; give it a new `key` to start again. */
export function CountdownBanner({
  durationMs = POLLING.jobActionCountdownMs,
  message = UI_TEXT.processing,
  onDone,
}: CountdownBannerProps) {
  const [remainingMs, setRemainingMs] = useState(durationMs);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    // Measured against the clock, so a throttled background tab still ends on time.
    const endsAt = Date.now() + durationMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = endsAt - Date.now();
      setRemainingMs(left);
      if (left <= 0) {
        onDoneRef.current?.();
        return;
      }
      timer = setTimeout(tick, msUntilNextTick(left));
    };
    setRemainingMs(durationMs);
    timer = setTimeout(tick, msUntilNextTick(durationMs));
    return () => clearTimeout(timer);
  }, [durationMs]);

  const seconds = secondsLeft(remainingMs);
  if (seconds === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      aria-live="polite"
      title={
        <span>
          {message}... {seconds}s
        </span>
      }
    />
  );
}
