import { randomUUID } from 'node:crypto';
import {
  bearerToken,
  type FakeResponse,
  type FakeServer,
  jsonBody,
  mediaType,
  type RecordedRequest,
  startFakeServer,
} from './fake-http-server';

/**
 * A local HubSpot CRM v3 for contacts: search (its body schema, `IN` and the other operators, the 200 limit, the
 * group limit, `properties`, `after` paging), create, update and archive, behind a private-app bearer token, with
 * property names and the `hs_lead_status` options checked as a portal would.
 */

export type HubspotFailure =
  | 'validation'
  | 'unauthorized'
  | 'not-found'
  | 'ten-secondly'
  | 'search-secondly'
  | 'server-error';

export interface FakeHubspotOptions {
  accessToken: string;
  /** The portal's hs_lead_status options (portals can edit them). */
  leadStatuses?: string[];
  /** The contact properties the portal has; writing another is a VALIDATION_ERROR. */
  properties?: string[];
}

export interface FakeHubspotContact {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export interface FakeHubspot extends FakeServer<HubspotFailure> {
  readonly contacts: Map<string, FakeHubspotContact>;
  /** Puts a contact straight into the portal (as if created in HubSpot's UI). */
  addContact(properties: Record<string, string>): FakeHubspotContact;
}

export const DEFAULT_LEAD_STATUSES = [
  'NEW',
  'OPEN',
  'IN_PROGRESS',
  'OPEN_DEAL',
  'UNQUALIFIED',
  'ATTEMPTED_TO_CONTACT',
  'CONNECTED',
  'BAD_TIMING',
];
const DEFAULT_PROPERTIES = [
  'firstname',
  'lastname',
  'company',
  'email',
  'phone',
  'city',
  'service',
  'hs_lead_status',
];
/** Returned on every object whatever was asked. */
const ALWAYS = ['createdate', 'hs_object_id', 'lastmodifieddate'];
/** Returned when a search names no properties. */
const SEARCH_DEFAULTS = ['firstname', 'lastname', 'email'];
const OPERATORS = new Set([
  'EQ',
  'NEQ',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'CONTAINS_TOKEN',
  'NOT_CONTAINS_TOKEN',
]);
const MAX_FILTER_GROUPS = 6;
const MAX_LIMIT = 200;
const MAX_QUERY = 3000;

const hubspotError = (
  status: number,
  category: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeResponse => ({
  status,
  body: { status: 'error', message, correlationId: randomUUID(), category, ...extra },
});
const validation = (message: string) => hubspotError(400, 'VALIDATION_ERROR', message);

const FAILURES: Record<HubspotFailure, FakeResponse> = {
  validation: validation('Property values were not valid'),
  unauthorized: hubspotError(
    401,
    'INVALID_AUTHENTICATION',
    'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
  ),
  'not-found': hubspotError(404, 'OBJECT_NOT_FOUND', 'resource not found'),
  'ten-secondly': {
    status: 429,
    body: {
      status: 'error',
      message: 'You have reached your ten_secondly_rolling limit.',
      errorType: 'RATE_LIMIT',
      correlationId: randomUUID(),
      policyName: 'TEN_SECONDLY_ROLLING',
      groupName: 'privateapps:1',
    },
  },
  'search-secondly': {
    status: 429,
    body: {
      status: 'error',
      message: 'You have reached your secondly limit.',
      errorType: 'RATE_LIMIT',
      correlationId: randomUUID(),
    },
  },
  'server-error': hubspotError(500, 'INTERNAL_ERROR', 'internal error'),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

interface Filter {
  propertyName: string;
  operator: string;
  value?: string;
  values?: string[];
  highValue?: string;
}

/** Checks one filter's shape; a message when it is wrong. */
function filterProblem(filter: unknown): string | null {
  if (!isObject(filter) || typeof filter.propertyName !== 'string') return 'filter.propertyName is required';
  if (typeof filter.operator !== 'string' || !OPERATORS.has(filter.operator))
    return `Invalid input JSON: operator must be one of ${[...OPERATORS].join(', ')}`;
  const op = filter.operator;
  if (op === 'IN' || op === 'NOT_IN') {
    return isStringArray(filter.values) && filter.values.length > 0
      ? null
      : `${op} needs a non-empty values list`;
  }
  if (op === 'HAS_PROPERTY' || op === 'NOT_HAS_PROPERTY') return null;
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  if (!scalar(filter.value)) return `${op} needs a value`;
  if (op === 'BETWEEN' && !scalar(filter.highValue)) return 'BETWEEN needs a highValue';
  return null;
}

function compare(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) && a !== '' && b !== '' ? x - y : a.localeCompare(b);
}

function matches(contact: FakeHubspotContact, filter: Filter): boolean {
  const raw = contact.properties[filter.propertyName];
  const value = raw ?? '';
  const has = raw !== null && raw !== undefined && raw !== '';
  const target = String(filter.value ?? '');
  const lower = (s: string) => s.toLowerCase();
  switch (filter.operator) {
    case 'EQ':
      return has && lower(value) === lower(target);
    case 'NEQ':
      return lower(value) !== lower(target);
    case 'IN':
      return has && (filter.values ?? []).some((v) => lower(v) === lower(value));
    case 'NOT_IN':
      return !(filter.values ?? []).some((v) => lower(v) === lower(value));
    case 'HAS_PROPERTY':
      return has;
    case 'NOT_HAS_PROPERTY':
      return !has;
    case 'CONTAINS_TOKEN':
      return has && lower(value).split(/\s+/).includes(lower(target).replace(/\*/g, ''));
    case 'NOT_CONTAINS_TOKEN':
      return !lower(value).split(/\s+/).includes(lower(target));
    case 'LT':
      return has && compare(value, target) < 0;
    case 'LTE':
      return has && compare(value, target) <= 0;
    case 'GT':
      return has && compare(value, target) > 0;
    case 'GTE':
      return has && compare(value, target) >= 0;
    case 'BETWEEN':
      return has && compare(value, target) >= 0 && compare(value, String(filter.highValue)) <= 0;
    default:
      return false;
  }
}

export async function startFakeHubspot(options: FakeHubspotOptions): Promise<FakeHubspot> {
  const contacts = new Map<string, FakeHubspotContact>();
  const leadStatuses = options.leadStatuses ?? DEFAULT_LEAD_STATUSES;
  const known = new Set([...(options.properties ?? DEFAULT_PROPERTIES), ...ALWAYS]);
  let nextId = 1001;
  let clock = Date.parse('2026-03-01T09:00:00.000Z');
  const tick = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };

  function view(contact: FakeHubspotContact, names?: readonly string[]) {
    const properties: Record<string, string | null> = {};
    for (const name of [...(names ?? Object.keys(contact.properties)), ...ALWAYS]) {
      properties[name] = contact.properties[name] ?? null;
    }
    return {
      id: contact.id,
      properties,
      createdAt: contact.createdAt,
      updatedAt: contact.updatedAt,
      archived: contact.archived,
    };
  }

  /** A VALIDATION_ERROR for the first wrong property, as the portal would answer. */
  function propertiesProblem(properties: unknown): FakeResponse | null {
    if (!isObject(properties)) return validation('Invalid input JSON: properties must be an object');
    for (const [name, value] of Object.entries(properties)) {
      if (!known.has(name) || ALWAYS.includes(name)) {
        return validation(`Property values were not valid: Property "${name}" does not exist`);
      }
      if (typeof value !== 'string')
        return validation(`Property values were not valid: "${name}" must be a string`);
      if (name === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return validation(`Property values were not valid: Email address ${value} is invalid`);
      }
      if (name === 'hs_lead_status' && value !== '' && !leadStatuses.includes(value)) {
        return validation(`Property values were not valid: ${value} was not one of the allowed options`);
      }
    }
    return null;
  }

  function addContact(properties: Record<string, string>): FakeHubspotContact {
    const id = String(nextId++);
    const at = tick();
    const contact: FakeHubspotContact = {
      id,
      properties: {
        ...Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, v === '' ? null : v])),
        hs_object_id: id,
        createdate: at,
        lastmodifieddate: at,
      },
      createdAt: at,
      updatedAt: at,
      archived: false,
    };
    contacts.set(id, contact);
    return contact;
  }

  function search(body: Record<string, unknown>): FakeResponse {
    const groups = body.filterGroups ?? [];
    if (!Array.isArray(groups)) return validation('Invalid input JSON: filterGroups must be a list');
    if (groups.length > MAX_FILTER_GROUPS)
      return validation(`Too many filter groups (${groups.length}); the maximum is ${MAX_FILTER_GROUPS}`);
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.filters))
        return validation('Each filter group needs filters');
      for (const filter of group.filters) {
        const problem = filterProblem(filter);
        if (problem) return validation(problem);
      }
    }
    const limit = body.limit ?? 10;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return validation(`limit must be between 1 and ${MAX_LIMIT}`);
    }
    if (body.properties !== undefined && !isStringArray(body.properties))
      return validation('properties must be a list of strings');
    if (body.query !== undefined && (typeof body.query !== 'string' || body.query.length > MAX_QUERY))
      return validation(`query must be a string of at most ${MAX_QUERY} characters`);
    const after = body.after ?? '0';
    if (typeof after !== 'string' || !/^\d+$/.test(after)) return validation('after must be a paging cursor');

    const filterGroups = groups as { filters: Filter[] }[];
    const found = [...contacts.values()]
      .filter((c) => !c.archived)
      .filter(
        (c) => filterGroups.length === 0 || filterGroups.some((g) => g.filters.every((f) => matches(c, f))),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.id) - Number(b.id));
    const start = Number(after);
    const page = found.slice(start, start + limit);
    const names = (body.properties as string[] | undefined) ?? SEARCH_DEFAULTS;
    const next = start + limit < found.length ? String(start + limit) : null;
    return {
      status: 200,
      body: {
        total: found.length,
        results: page.map((c) => view(c, names)),
        ...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
      },
    };
  }

  function handle(request: RecordedRequest): FakeResponse {
    if (bearerToken(request) !== options.accessToken) return FAILURES.unauthorized;
    const path = request.path;
    const json = jsonBody(request);
    const needsBody = request.method === 'POST' || request.method === 'PATCH';
    if (needsBody && (mediaType(request) !== 'application/json' || !isObject(json))) {
      return validation('Invalid input JSON on line 1');
    }
    const body = json as Record<string, unknown>;
    if (path === '/crm/v3/objects/contacts/search' && request.method === 'POST') return search(body);
    if (path === '/crm/v3/objects/contacts' && request.method === 'POST') {
      const problem = propertiesProblem(body.properties);
      if (problem) return problem;
      return { status: 201, body: view(addContact(body.properties as Record<string, string>)) };
    }
    const match = /^\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(path);
    const contact = match ? contacts.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && (request.method === 'PATCH' || request.method === 'DELETE')) {
      if (!contact || contact.archived) return hubspotError(404, 'OBJECT_NOT_FOUND', 'resource not found');
      if (request.method === 'DELETE') {
        contact.archived = true;
        return { status: 204 };
      }
      const problem = propertiesProblem(body.properties);
      if (problem) return problem;
      for (const [name, value] of Object.entries(body.properties as Record<string, string>)) {
        contact.properties[name] = value === '' ? null : value;
      }
      contact.updatedAt = tick();
      contact.properties.lastmodifieddate = contact.updatedAt;
      return { status: 200, body: view(contact) };
    }
    return hubspotError(404, 'OBJECT_NOT_FOUND', 'Unable to infer object type from: unknown path');
  }

  const server = await startFakeServer<HubspotFailure>({ failures: FAILURES, handle });
  return Object.assign(server, { contacts, addContact });
}
