import { act, renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { flashCellStyle, ROW_FADE_MS, ROW_FLASH_MS, useRowFlash } from './use-row-flash';

const withMotion =
  (motion: boolean) =>
  ({ children }: { children: ReactNode }) => (
    <ConfigProvider theme={{ token: { motion } }}>{children}</ConfigProvider>
  );

describe('flashCellStyle', () => {
  it('fades the highlight in and out with motion, and only shows it without', () => {
    expect(flashCellStyle('on', true)).toEqual({
      background: 'var(--ant-color-primary-bg)',
      transition: `background-color ${ROW_FADE_MS}ms`,
    });
    expect(flashCellStyle('fading', true)).toEqual({ transition: `background-color ${ROW_FADE_MS}ms` });
    expect(flashCellStyle('on', false)).toEqual({ background: 'var(--ant-color-primary-bg)' });
    expect(flashCellStyle(undefined, true)).toBeUndefined();
  });
});

describe('useRowFlash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('highlights the changed row, then fades it out', () => {
    const { result } = renderHook(() => useRowFlash(), { wrapper: withMotion(true) });
    act(() => result.current.flash(7));
    expect(result.current.phaseOf(7)).toBe('on');
    expect(result.current.phaseOf(8)).toBeUndefined();
    act(() => jest.advanceTimersByTime(ROW_FLASH_MS));
    expect(result.current.phaseOf(7)).toBe('fading');
    act(() => jest.advanceTimersByTime(ROW_FADE_MS));
    expect(result.current.phaseOf(7)).toBeUndefined();
  });

  it('under reduced motion the highlight goes without fading', () => {
    const { result } = renderHook(() => useRowFlash(), { wrapper: withMotion(false) });
    expect(result.current.motion).toBe(false);
    act(() => result.current.flash(7));
    act(() => jest.advanceTimersByTime(ROW_FLASH_MS));
    expect(result.current.phaseOf(7)).toBeUndefined();
  });

  it('a second action moves the highlight to its row', () => {
    const { result } = renderHook(() => useRowFlash(), { wrapper: withMotion(true) });
    act(() => result.current.flash(7));
    act(() => result.current.flash(9));
    expect(result.current.phaseOf(7)).toBeUndefined();
    expect(result.current.phaseOf(9)).toBe('on');
  });
});
