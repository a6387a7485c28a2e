// /metrics read with a real Prometheus text-format parser, and the value of one series in it. The parser keeps a
// histogram's count only when it has no labels, so histograms are counted from prom-client's own registry.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { registry } from '../../src/metrics/registry';
import type { TestApp } from './test-app';

export type Exposition = ReturnType<typeof parsePrometheusTextFormat>;

export async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<Exposition> {
  const res = await t.call({ method: 'GET', url: '/metrics', as: null, headers });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  return parsePrometheusTextFormat(res.body);
}

const matches = (sampleLabels: Record<string, unknown> | undefined, labels: Record<string, string>) =>
  Object.entries(labels).every(([key, value]) => sampleLabels?.[key] === value);

/** A counter's or gauge's value, summed over the samples whose labels include `labels`; 0 when there is none. */
export function seriesValue(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  const family = exposition.find((f) => f.name === name);
  if (!family) return 0;
  return family.metrics
    .filter((sample) => matches(sample.labels, labels))
    .reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

/** How many observations a histogram holds under `labels`, now. */
export async function histogramCount(name: string, labels: Record<string, string> = {}): Promise<number> {
  const family = (await registry.getMetricsAsJSON()).find((f) => f.name === name);
  return (family?.values ?? [])
    .filter((v) => (v as { metricName?: string }).metricName === `${name}_count` && matches(v.labels, labels))
    .reduce((sum, v) => sum + v.value, 0);
}
