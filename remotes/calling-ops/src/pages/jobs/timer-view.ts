import {
  type ActiveTimer,
  JOB_TYPE_LABELS,
  type TimerBarTone,
  type TimerStats,
  timerBarTone,
  timerElapsedPercent,
} from '@callops/contracts/jobs';
import { JOBS_TEXT } from './jobs-text';

/** Spec §9: a timer bar is yellow past 60% elapsed and red past 80% (antd's blue, yellow-6 and red-5). */
export const TIMER_BAR_COLORS: Record<TimerBarTone, string> = {
  normal: '#1677ff',
  warning: '#fadb14',
  danger: '#ff4d4f',
};

export interface TimerBarView {
  jobId: string;
  label: string;
  /** Elapsed share, 0–100, whole numbers. */
  percent: number;
  tone: TimerBarTone;
  color: string;
  /** e.g. '12:05 left' or '1:02:00 left'. */
  left: string;
}

const minutesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const pad = (value: number) => String(value).padStart(2, '0');

/** 75 → '1:15', 3725 → '1:02:05'; never negative. */
export function formatRemaining(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** One bar per running timer, measured against `now` so it moves between the minute's polls. */
export function timerBarView(timer: ActiveTimer, now: Date): TimerBarView {
  const exact = timerElapsedPercent(timer.startTime, timer.durationMinutes, now);
  const tone = timerBarTone(exact);
  const leftSeconds = (Date.parse(timer.endsAt) - now.getTime()) / 1_000;
  return {
    jobId: timer.jobId,
    label: JOB_TYPE_LABELS[timer.job_type],
    percent: Math.floor(exact),
    tone,
    color: TIMER_BAR_COLORS[tone],
    left: JOBS_TEXT.timerLeft(formatRemaining(leftSeconds)),
  };
}

/** The three statistics tiles: active timers, all timers, their average length in minutes. */
export function timerStatTiles(stats: TimerStats): { label: string; value: string }[] {
  return [
    { label: JOBS_TEXT.activeTimers, value: String(stats.activeTimers) },
    { label: JOBS_TEXT.totalTimers, value: String(stats.totalTimers) },
    {
      label: JOBS_TEXT.averageDuration,
      value: JOBS_TEXT.minutes(minutesFormat.format(stats.averageDuration)),
    },
  ];
}
