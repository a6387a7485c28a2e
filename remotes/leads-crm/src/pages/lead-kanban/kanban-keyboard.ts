// Keyboard dragging across the board's grid: the arrow keys take the card from column to column (left and right in
// reading order, so the end of a row goes on to the next; up and down to the nearest column above or below),
// instead of dnd-kit's default 25-pixel steps.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

const center = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
const contains = (box: Box, point: { x: number; y: number }) =>
  point.x >= box.left &&
  point.x <= box.left + box.width &&
  point.y >= box.top &&
  point.y <= box.top + box.height;

/** The column the arrow key leads to from `point` (the dragged card's centre), or null at the board's edge. */
export function stepColumn<Id>(
  columns: { id: Id; box: Box }[],
  point: { x: number; y: number },
  key: ArrowKey,
): Id | null {
  if (columns.length === 0) return null;
  const distance = (box: Box) => Math.hypot(center(box).x - point.x, center(box).y - point.y);
  const current =
    columns.find((c) => contains(c.box, point)) ??
    columns.reduce((best, c) => (distance(c.box) < distance(best.box) ? c : best));
  const rowOf = (box: Box) => Math.round(box.top);
  const reading = [...columns].sort((a, b) => rowOf(a.box) - rowOf(b.box) || a.box.left - b.box.left);
  const at = reading.indexOf(current);
  if (key === 'ArrowRight') return reading[at + 1]?.id ?? null;
  if (key === 'ArrowLeft') return reading[at - 1]?.id ?? null;
  const here = center(current.box);
  const below = key === 'ArrowDown';
  const candidates = columns.filter((c) =>
    below ? rowOf(c.box) > rowOf(current.box) : rowOf(c.box) < rowOf(current.box),
  );
  if (candidates.length === 0) return null;
  const nextRow = below
    ? Math.min(...candidates.map((c) => rowOf(c.box)))
    : Math.max(...candidates.map((c) => rowOf(c.box)));
  const row = candidates.filter((c) => rowOf(c.box) === nextRow);
  return row.reduce((best, c) =>
    Math.abs(center(c.box).x - here.x) < Math.abs(center(best.box).x - here.x) ? c : best,
  ).id;
}

/** Where the dragged card's top-left goes to sit inside `target`, under its header. */
export function placeInside(
  target: Box,
  dragged: { width: number },
  headerHeight = 56,
): { x: number; y: number } {
  return { x: target.left + Math.max(0, (target.width - dragged.width) / 2), y: target.top + headerHeight };
}
