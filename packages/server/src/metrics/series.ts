// Every series the server records. Labels are bounded sets (route templates, queue names, vendors, outcome and reason
// words): never a lead, a phone number, a user or a raw path.
import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry';

const registers = [registry];

/** Status classes, not codes: a few labels per route. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

export const httpRequestDuration = new Histogram({
  name: 'callops_http_request_duration_seconds',
  help: 'HTTP requests by route template, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const httpRequestsInFlight = new Gauge({
  name: 'callops_http_requests_in_flight',
  help: 'HTTP requests being answered now',
  registers,
});

export const httpResponseSize = new Histogram({
  name: 'callops_http_response_size_bytes',
  help: 'Size of HTTP answers that declare their length, by route template',
  labelNames: ['route'] as const,
  buckets: [256, 1024, 4096, 16_384, 65_536, 262_144, 1_048_576, 4_194_304],
  registers,
});

export const callsPlaced = new Counter({
  name: 'callops_calls_placed_total',
  help: 'Calls handed to the voice provider, by provider mode',
  labelNames: ['provider'] as const,
  registers,
});

export const callOutcomes = new Counter({
  name: 'callops_call_outcomes_total',
  help: 'Calls ended by a provider report, by outcome',
  labelNames: ['outcome'] as const,
  registers,
});

export const webhooksReceived = new Counter({
  name: 'callops_webhooks_total',
  help: 'Provider call reports received, by provider and what became of them',
  labelNames: ['provider', 'result'] as const,
  registers,
});

export const webhookLag = new Histogram({
  name: 'callops_webhook_lag_seconds',
  help: "From the provider's end of a call to its report applied here",
  labelNames: ['provider'] as const,
  buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
  registers,
});

export const queueDepth = new Gauge({
  name: 'callops_queue_depth',
  help: 'Jobs waiting and due in each queue (sampled at scrape)',
  labelNames: ['queue'] as const,
  registers,
});

export const queueOldestJobAge = new Gauge({
  name: 'callops_queue_oldest_job_age_seconds',
  help: 'Age of the oldest due job waiting in each queue (sampled at scrape)',
  labelNames: ['queue'] as const,
  registers,
});

export const queueActiveJobs = new Gauge({
  name: 'callops_queue_active_jobs',
  help: 'Jobs a worker holds now in each queue (sampled at scrape)',
  labelNames: ['queue'] as const,
  registers,
});

export const queueJobsProcessed = new Counter({
  name: 'callops_queue_jobs_total',
  help: "Jobs this process's workers ran, by queue and result",
  labelNames: ['queue', 'result'] as const,
  registers,
});

export const queueRetries = new Counter({
  name: 'callops_queue_retries_total',
  help: 'Jobs handed back to their queue after a failure (retried while their retry limit allows)',
  labelNames: ['queue'] as const,
  registers,
});

export const leadClaimsHeld = new Gauge({
  name: 'callops_lead_claims_held',
  help: 'Leads claimed by a running campaign now (sampled at scrape)',
  registers,
});

export const complianceSkips = new Counter({
  name: 'callops_compliance_skips_total',
  help: 'Claimed calls not placed for a compliance reason',
  labelNames: ['reason'] as const,
  registers,
});

export const autoPauses = new Counter({
  name: 'callops_auto_pauses_total',
  help: 'Campaigns that paused themselves, by reason',
  labelNames: ['reason'] as const,
  registers,
});

export const providerRequestDuration = new Histogram({
  name: 'callops_provider_request_duration_seconds',
  help: 'Requests to a vendor, by vendor and operation',
  labelNames: ['vendor', 'operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15],
  registers,
});

export const providerErrors = new Counter({
  name: 'callops_provider_errors_total',
  help: 'Vendor requests that failed (no answer, or an error status), by vendor, operation and kind',
  labelNames: ['vendor', 'operation', 'kind'] as const,
  registers,
});

export const dbPoolConnections = new Gauge({
  name: 'callops_db_pool_connections',
  help: "The server's PostgreSQL pool: total, idle and waiting clients (sampled at scrape; absent on PGlite)",
  labelNames: ['state'] as const,
  registers,
});

export const listenReconnects = new Counter({
  name: 'callops_db_listen_reconnects_total',
  help: 'Times the LISTEN connection was lost and listened again',
  registers,
});

export const sharedAnswerLookups = new Counter({
  name: 'callops_shared_answer_lookups_total',
  help: 'Shared answers served from memory (hit) or read again (miss)',
  labelNames: ['result'] as const,
  registers,
});

export const dbStatements = new Counter({
  name: 'callops_db_statements_total',
  help: "Statements this process sent to its database: the app's, the job queue's, and each transaction's begin and end",
  registers,
});
