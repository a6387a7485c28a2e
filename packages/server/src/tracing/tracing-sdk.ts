// OpenTelemetry's Node SDK, started only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans then go out by OTLP (the
// standard OTEL_* variables configure the exporter). Unset, nothing is loaded and trace-context.ts stays a no-op.
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
  const exporter = spanProcessors
    ? undefined
    : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  const sdk = new NodeSDK({
    serviceName: 'callops-server',
    autoDetectResources: false,
    instrumentations: [],
    ...(spanProcessors ? { spanProcessors } : { traceExporter: exporter }),
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
