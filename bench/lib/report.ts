/** One measured figure; `target` and `ok` when the issue that asked for it set a target. */
export interface BenchRow {
  section: string;
  metric: string;
  value: number | string;
  unit: string;
  target?: string;
  ok?: boolean;
}

export function printTable(rows: readonly BenchRow[]): void {
  const head = ['section', 'metric', 'value', 'target', ''];
  const cells = rows.map((r) => [
    r.section,
    r.metric,
    `${typeof r.value === 'number' ? Number(r.value.toFixed(2)).toLocaleString('en-US') : r.value} ${r.unit}`.trim(),
    r.target ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  console.log('');
}
