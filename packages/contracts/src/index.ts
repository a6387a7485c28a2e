// The catalogue of every /api/v1 call. Schemas, rules and texts live by domain: import them from
// `@callops/contracts/<domain>` (core, console, auth, users, settings, calendar, stats, jobs, voices, leads, hubspot,
// appointments, calls, caller-ids, database, danger, testing, notifications, logs, audit-log, system-health).
export {
  type EndpointName,
  type EndpointNamed,
  type Endpoints,
  endpointEntries,
  endpoints,
} from './endpoints';
