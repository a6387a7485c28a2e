// Spans and W3C trace context through the OpenTelemetry API. Without an SDK started (tracing-sdk.ts starts one only
// when OTEL_EXPORTER_OTLP_ENDPOINT is set) every call here is the API's no-op: no span is made and the carrier is
// empty, so nothing is added to a job's data or a request's headers.
import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('callops-server');

export type TraceCarrier = Record<string, string>;

/** The active trace context as W3C headers (`traceparent`, `tracestate`); empty when nothing is traced. */
export function traceCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs `work` in a span named `name`: the child of the context `carrier` names (a request's headers, a job's data),
 * else of the active span. A failure marks the span and goes on.
 */
export function inSpan<T>(
  name: string,
  work: () => Promise<T>,
  carrier?: Record<string, string | string[] | undefined>,
): Promise<T> {
  const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
  return tracer.startActiveSpan(name, {}, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
