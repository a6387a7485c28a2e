function isPlayableDuration(duration: number): boolean {
  return Number.isFinite(duration) && duration > 0;
}

/** 75 → '1:15', 3725 → '1:02:05'; unknown or negative times show '0:00'. */
export function formatPlaybackTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Whole percent played, 0 while the duration is unknown (streams report Infinity, unloaded media NaN). */
export function playbackPercent(currentTime: number, duration: number): number {
  if (!isPlayableDuration(duration) || !Number.isFinite(currentTime)) return 0;
  return Math.round(Math.min(100, Math.max(0, (currentTime / duration) * 100)));
}

/** The time under a click at `offsetX` pixels into a bar `width` pixels wide; null when seeking is impossible. */
export function seekTimeAt(offsetX: number, width: number, duration: number): number | null {
  if (!isPlayableDuration(duration) || width <= 0) return null;
  const fraction = Math.min(1, Math.max(0, offsetX / width));
  return fraction * duration;
}

/** A keyboard seek step from `currentTime`, kept inside the recording. */
export function seekBy(currentTime: number, deltaSeconds: number, duration: number): number | null {
  if (!isPlayableDuration(duration)) return null;
  return Math.min(duration, Math.max(0, currentTime + deltaSeconds));
}
