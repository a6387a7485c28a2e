// The process's one Prometheus registry, at the ground floor so every floor can record into it. Served at /metrics
// (http/metrics-route.ts). One per process, as Prometheus scrapes processes: several apps built in one test process
// add to the same series, so tests compare a series before and after.
import { collectDefaultMetrics, Registry } from 'prom-client';

export const registry = new Registry();

// Node's own: CPU, memory, heap spaces, event-loop lag, GC, handles.
collectDefaultMetrics({ register: registry });
