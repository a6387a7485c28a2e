import { placeInside, stepColumn } from './kanban-keyboard';

// Two rows: A B C on top, D E under A and B.
const box = (left: number, top: number) => ({ left, top, width: 100, height: 300 });
const COLUMNS = [
  { id: 'A', box: box(0, 0) },
  { id: 'B', box: box(120, 0) },
  { id: 'C', box: box(240, 0) },
  { id: 'D', box: box(0, 320) },
  { id: 'E', box: box(120, 320) },
];
const inside = (id: string) => {
  const b = COLUMNS.find((c) => c.id === id)?.box ?? box(0, 0);
  return { x: b.left + 50, y: b.top + 100 };
};

describe('keyboard steps between columns', () => {
  it('goes left and right in reading order, on to the next row at the end of one', () => {
    expect(stepColumn(COLUMNS, inside('A'), 'ArrowRight')).toBe('B');
    expect(stepColumn(COLUMNS, inside('C'), 'ArrowRight')).toBe('D');
    expect(stepColumn(COLUMNS, inside('D'), 'ArrowLeft')).toBe('C');
    expect(stepColumn(COLUMNS, inside('E'), 'ArrowRight')).toBeNull();
    expect(stepColumn(COLUMNS, inside('A'), 'ArrowLeft')).toBeNull();
  });

  it('goes up and down to the nearest column of the next row', () => {
    expect(stepColumn(COLUMNS, inside('B'), 'ArrowDown')).toBe('E');
    expect(stepColumn(COLUMNS, inside('C'), 'ArrowDown')).toBe('E');
    expect(stepColumn(COLUMNS, inside('D'), 'ArrowUp')).toBe('A');
    expect(stepColumn(COLUMNS, inside('D'), 'ArrowDown')).toBeNull();
  });

  it('starts from the nearest column when the card is between columns', () => {
    expect(stepColumn(COLUMNS, { x: 112, y: 10 }, 'ArrowRight')).toBe('C');
    expect(stepColumn([], { x: 0, y: 0 }, 'ArrowRight')).toBeNull();
  });

  it('puts the card inside the column, under its header', () => {
    expect(placeInside(box(120, 320), { width: 80 })).toEqual({ x: 130, y: 376 });
  });
});
