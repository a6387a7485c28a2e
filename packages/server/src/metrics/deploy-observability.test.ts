// deploy/observability as Prometheus and Grafana would read it: promtool checks the scrape config and the alert
// rules and runs the rules' unit tests; every series the rules and the dashboard name is one the server exposes
// (read with the PromQL grammar); and the server's own exposition passes promtool's linter.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';
import { registry } from './registry';
import './series';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const DIR = path.join(ROOT, 'deploy', 'observability');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

function promtool(args: string[], input?: string) {
  const res = spawnSync(PROMTOOL, args, { encoding: 'utf8', ...(input !== undefined ? { input } : {}) });
  if (res.error)
    throw new Error(`promtool did not run (node scripts/promtool.mjs installs it): ${res.error}`);
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

/** The metric names an expression selects, and whether the grammar read it whole. */
function seriesOf(expr: string): { names: string[]; parsed: boolean } {
  const names: string[] = [];
  let parsed = true;
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) parsed = false;
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  return { names, parsed };
}

/** Every series name /metrics can hold: histograms as their _bucket, _sum and _count; plus Prometheus' own up. */
async function exposedSeries(): Promise<Set<string>> {
  const names = new Set(['up']);
  for (const family of await registry.getMetricsAsJSON()) {
    names.add(family.name);
    if (String(family.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${family.name}${suffix}`);
  }
  return names;
}

const rules = parse(readFileSync(path.join(DIR, 'alert-rules.yml'), 'utf8')) as {
  groups: { rules: { alert: string; expr: string }[] }[];
};
const dashboard = JSON.parse(readFileSync(path.join(DIR, 'grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};

describe('deploy/observability', () => {
  it('has alert rules that promtool checks and whose unit tests pass', () => {
    const checked = promtool(['check', 'rules', path.join(DIR, 'alert-rules.yml')]);
    expect([checked.status, checked.output]).toEqual([0, expect.stringContaining('SUCCESS')]);
    const tested = promtool(['test', 'rules', path.join(DIR, 'alert-rules.test.yml')]);
    expect([tested.status, tested.output]).toEqual([0, expect.stringContaining('SUCCESS')]);
  });

  it('alerts on the queues, webhook lag, provider errors, a missing replica and the 5xx rate', () => {
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(alerts).toEqual(
      expect.arrayContaining([
        'CallopsQueueBackingUp',
        'CallopsWebhookLagHigh',
        'CallopsProviderErrors',
        'CallopsReplicaMissing',
        'CallopsHigh5xxRate',
      ]),
    );
  });

  it('has a scrape config that promtool checks, with the rules beside it', () => {
    // Its token file lives on the Prometheus host; here a stand-in.
    const dir = mkdtempSync(path.join(tmpdir(), 'callops-prometheus-'));
    try {
      const token = path.join(dir, 'token');
      writeFileSync(token, 'x'.repeat(32));
      const config = readFileSync(path.join(DIR, 'prometheus.yml'), 'utf8').replaceAll(
        '/etc/prometheus/callops-metrics-token',
        token,
      );
      expect(config).toContain(token);
      writeFileSync(path.join(dir, 'prometheus.yml'), config);
      writeFileSync(path.join(dir, 'alert-rules.yml'), readFileSync(path.join(DIR, 'alert-rules.yml')));
      const checked = promtool(['check', 'config', path.join(dir, 'prometheus.yml')]);
      expect([checked.status, checked.output]).toEqual([0, expect.stringContaining('SUCCESS')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names in its rules and its dashboard only series the server exposes', async () => {
    const known = await exposedSeries();
    const exprs = [
      ...rules.groups.flatMap((group) => group.rules.map((rule) => [rule.alert, rule.expr] as const)),
      ...dashboard.panels.flatMap((panel) =>
        panel.targets.map((target) => [panel.title, target.expr] as const),
      ),
    ];
    expect(exprs.length).toBeGreaterThan(20);
    const problems = exprs.flatMap(([where, expr]) => {
      const { names, parsed } = seriesOf(expr);
      if (!parsed) return [`${where}: not PromQL: ${expr}`];
      if (names.length === 0) return [`${where}: selects no series`];
      return names.filter((name) => !known.has(name)).map((name) => `${where}: unknown series ${name}`);
    });
    expect(problems).toEqual([]);
    // The check bites: a misspelt series and broken PromQL are caught.
    expect(seriesOf('rate(callops_calls_placd_total[5m])').names.every((name) => known.has(name))).toBe(
      false,
    );
    expect(seriesOf('sum(rate(callops_calls_placed_total[5m]').parsed).toBe(false);
  });

  it('charts every engine series the server records', async () => {
    const charted = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => seriesOf(target.expr).names)),
    );
    const own = (await registry.getMetricsAsJSON())
      .map((family) => family.name)
      .filter((name) => name.startsWith('callops_'));
    const missing = own.filter(
      (name) => ![name, `${name}_bucket`, `${name}_count`].some((series) => charted.has(series)),
    );
    expect(missing).toEqual([]);
  });

  it("serves an exposition that promtool's linter accepts", async () => {
    const linted = promtool(['check', 'metrics'], await registry.metrics());
    // prom-client's own default gauges of handles, requests and resources end in _total; nothing else may complain.
    const problems = linted.output
      .split('\n')
      .filter((line) => line !== '' && !/^nodejs_active_\w+_total non-counter/.test(line));
    expect(problems).toEqual([]);
  });
});
