// OpenTelemetry's Node SDK, started only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans then go out by OTLP (the
// standard OTEL_* variables configure the exporter). Unset, nothing is loaded and trace-context.ts stays a no-op.
// Requests and jobs get their spans by hand (http/route.ts, job-workers.ts); every outbound `fetch` (the vendors,
// the simulated provider's webhook) gets the standard undici instrumentation's client span, which also carries the
// trace on in `traceparent`. The pg and http instrumentations are not used: they patch modules through loader hooks,
// which the bundled ESM server does not pass through.
import type { SpanProcessor } from '@opentelemetry/sdk-trace';

export interface Tracing {
  shutdown(): Promise<void>;
}

/** `spanProcessors`: where spans go instead of OTLP (a test's in-memory exporter). */
export async function startTracing(
  env: NodeJS.ProcessEnv,
  spanProcessors?: SpanProcessor[],
): Promise<Tracing | undefined> {
  if (!spanProcessors && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { UndiciInstrumentation } = await import('@opentelemetry/instrumentation-undici');
  const exporter = spanProcessors
    ? undefined
    : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  const sdk = new NodeSDK({
    serviceName: 'callops-server',
    autoDetectResources: false,
    instrumentations: [new UndiciInstrumentation()],
    ...(spanProcessors ? { spanProcessors } : { traceExporter: exporter }),
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
