import { theme } from 'antd';
import { type CSSProperties, type Key, useCallback, useEffect, useRef, useState } from 'react';

/** How long a changed row stays highlighted, and how long its highlight then fades (with motion). */
export const ROW_FLASH_MS = 2_000;
export const ROW_FADE_MS = 600;

type Flash = { key: Key; phase: 'on' | 'fading' } | null;

/**
 * The cell style of a row being highlighted: the theme's primary background, faded in and out unless the visitor asked
 * for less motion (the theme's `motion` token is off then) and no style at all otherwise.
 */
export function flashCellStyle(
  phase: 'on' | 'fading' | undefined,
  motion: boolean,
): CSSProperties | undefined {
  if (phase === undefined) return undefined;
  const transition = motion ? { transition: `background-color ${ROW_FADE_MS}ms` } : {};
  return phase === 'on' ? { background: 'var(--ant-color-primary-bg)', ...transition } : transition;
}

/**
 * Highlights one row briefly after an action on it: `flash(key)` marks the row, `phaseOf(key)` tells a cell whether
 * it is highlighted ('on'), fading ('fading', only with motion) or not (undefined).
 */
export function useRowFlash() {
  const { motion = true } = theme.useToken().token;
  const [flash, setFlash] = useState<Flash>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);

  const start = useCallback(
    (key: Key) => {
      clear();
      setFlash({ key, phase: 'on' });
      if (motion) {
        timers.current.push(setTimeout(() => setFlash({ key, phase: 'fading' }), ROW_FLASH_MS));
        timers.current.push(setTimeout(() => setFlash(null), ROW_FLASH_MS + ROW_FADE_MS));
      } else {
        timers.current.push(setTimeout(() => setFlash(null), ROW_FLASH_MS));
      }
    },
    [clear, motion],
  );
  const phaseOf = useCallback((key: Key) => (flash && flash.key === key ? flash.phase : undefined), [flash]);
  return { flash: start, phaseOf, motion };
}

export type RowFlash = ReturnType<typeof useRowFlash>;
