// One cold call's spans form one trace, from the operator's request through the queue (trace context in the job's
// data), the call placed and the simulated provider's webhook to its report applied: the SDK started as in
// production (tracing-sdk.ts), with an in-memory exporter in place of OTLP.
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { insertLeads, until } from '../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { startTracing, type Tracing } from './tracing-sdk';

describe('the trace of one cold call', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  let t: TestApp;
  beforeAll(async () => {
    tracing = await startTracing({}, [new SimpleSpanProcessor({ exporter })]);
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(async () => {
    await t.close();
    await tracing?.shutdown();
  });

  it('is not started without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing({})).toBeUndefined();
  });

  it('runs from the start request through the dispatch job and the call placed to the webhook applied', async () => {
    await insertLeads(t, [{ name: 'Traced Lead', phone: '+14165554000' }]);
    const started = await t.call({
      method: 'POST',
      url: '/api/v1/jobs/cold-calling/start',
      as: 'operator',
      // The browser's W3C trace context: the server's spans join its trace.
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    const jobId = started.json().data.id as string;
    await until('the campaign to complete', async () => {
      const res = await t.call({ method: 'GET', url: `/api/v1/jobs/${jobId}/status` });
      return res.json().data.status === 'completed';
    });
    // The names from the applied report's span up its parents; a span still open (the report's delivery ends after
    // the webhook answered it, the job after its delivery) is not exported yet and cuts the chain short.
    const chainOf = (): string[] => {
      const spans = exporter.getFinishedSpans();
      const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
      const chain: string[] = [];
      for (let span = spans.find((s) => s.name === 'webhook applied'); span; ) {
        chain.unshift(span.name);
        const parent: string | undefined = span.parentSpanContext?.spanId;
        span = parent ? byId.get(parent) : undefined;
      }
      return chain;
    };
    await until('the trace to close', async () => chainOf()[0] === 'POST /jobs/cold-calling/start');
    const chain = chainOf();
    expect(chain).toEqual([
      'POST /jobs/cold-calling/start',
      'job callops-dispatch',
      'calls placed',
      'job callops-simulated-call',
      // The report's delivery: the fetch instrumentation's client span, whose traceparent the webhook joins.
      'POST',
      'POST /webhooks/vapi',
      'webhook applied',
    ]);
    const applied = exporter
      .getFinishedSpans()
      .find((span) => span.name === 'webhook applied') as ReadableSpan;
    expect(applied.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
  });
});
