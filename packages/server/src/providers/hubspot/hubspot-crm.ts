import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import {
  asRecord,
  DEFAULT_VENDOR_TIMEOUT_MS,
  type FetchImpl,
  isRetryableStatus,
  retryAfterSeconds,
  safeVendorText,
  type VendorHttpOptions,
  type VendorResponse,
  vendorRequest,
  vendorUrl,
} from '../vendor-http';
import type { CrmProvider, CrmRecord } from './crm-provider';

const PROVIDER = 'HubSpot';
const CONTACTS = '/crm/v3/objects/contacts';
/** Search pages are capped at 200 results. */
export const HUBSPOT_SEARCH_MAX_LIMIT = 200;
/** What a lead needs; HubSpot returns only the properties a search asks for. */
export const HUBSPOT_LEAD_PROPERTIES = [
  'company',
  'firstname',
  'lastname',
  'phone',
  'city',
  'service',
  'email',
  'hs_lead_status',
] as const;
/** The waits HubSpot's own SDK uses for its two rate limits (Retry-After is not documented). */
const TEN_SECONDLY_WAIT = 10;
const SEARCH_SECONDLY_WAIT = 1;
const SEARCH_SECONDLY_MESSAGE = 'You have reached your secondly limit.';

type HubspotProperties = Record<string, string>;

/**
 * A contact as a lead. Our leads are businesses, so `name` is the contact's `company`; a contact entered as a person
 * (no company) is named by its first and last name. Every other property is kept as HubSpot's string (or null).
 */
export function contactToRecord(contact: Record<string, unknown>): CrmRecord {
  const properties: CrmRecord['properties'] = {};
  for (const [key, value] of Object.entries(asRecord(contact.properties) ?? {})) {
    properties[key] = value === null || value === undefined ? null : String(value);
  }
  const company = properties.company?.trim();
  const person = [properties.firstname, properties.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  properties.name = company || person || null;
  return {
    id: String(contact.id),
    properties,
    createdAt: typeof contact.createdAt === 'string' ? contact.createdAt : '',
    updatedAt: typeof contact.updatedAt === 'string' ? contact.updatedAt : '',
  };
}

/** A lead's properties as contact properties: `name` goes to `company` (unless given too); null clears (""). */
export function recordToContactProperties(properties: CrmRecord['properties']): HubspotProperties {
  const out: HubspotProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined) continue;
    if (key === 'name') {
      if (properties.company === undefined) out.company = value ?? '';
      continue;
    }
    out[key] = value ?? '';
  }
  return out;
}

/** The live CRM: leads are HubSpot contacts, read and written through the CRM v3 objects API. */
export function createHubspotCrm(
  settings: ProviderSettings['hubspot'],
  baseUrl: string,
  fetchImpl: FetchImpl = fetch,
  options: VendorHttpOptions = {},
): CrmProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;
  const send = (method: string, path: string, body?: unknown) =>
    vendorRequest(
      PROVIDER,
      fetchImpl,
      vendorUrl(baseUrl, path),
      {
        method,
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      timeoutMs,
      path.endsWith('/search') ? 'search_contacts' : `${method.toLowerCase()}_contact`,
    );
  const record = (res: VendorResponse, action: string) => {
    const contact = asRecord(res.json);
    if (contact?.id === undefined || contact.id === null) {
      throw new ProviderError(PROVIDER, `${action}: the answer is not a contact`, { status: res.status });
    }
    return contactToRecord(contact);
  };

  return {
    mode: 'live',
    async searchLeads(search) {
      // IN with no value is refused by HubSpot; no status asked for means no lead.
      if (search.statuses && search.statuses.length === 0) return { records: [], total: 0 };
      const body = {
        filterGroups: search.statuses
          ? [{ filters: [{ propertyName: 'hs_lead_status', operator: 'IN', values: [...search.statuses] }] }]
          : [],
        properties: [...HUBSPOT_LEAD_PROPERTIES],
        limit: Math.max(1, Math.min(HUBSPOT_SEARCH_MAX_LIMIT, Math.floor(search.limit))),
        ...(search.after ? { after: search.after } : {}),
      };
      const res = await send('POST', `${CONTACTS}/search`, body);
      if (res.status !== 200) throw hubspotError(res, 'searching the leads');
      const page = asRecord(res.json);
      if (!page || !Array.isArray(page.results)) {
        throw new ProviderError(PROVIDER, 'searching the leads: the answer is not a search page', {
          status: res.status,
        });
      }
      const records = page.results
        .map((result) => asRecord(result))
        .filter((result): result is Record<string, unknown> => result?.id !== undefined && result.id !== null)
        .map(contactToRecord);
      const after = asRecord(asRecord(page.paging)?.next)?.after;
      return {
        records,
        total: typeof page.total === 'number' ? page.total : records.length,
        ...(typeof after === 'string' && after !== '' ? { after } : {}),
      };
    },
    async createLead(properties) {
      const res = await send('POST', CONTACTS, { properties: recordToContactProperties(properties) });
      if (res.status !== 201 && res.status !== 200) throw hubspotError(res, 'creating the lead');
      return record(res, 'creating the lead');
    },
    async updateLead(id, properties) {
      const res = await send('PATCH', `${CONTACTS}/${encodeURIComponent(id)}`, {
        properties: recordToContactProperties(properties),
      });
      if (res.status !== 200) throw hubspotError(res, 'updating the lead');
      return record(res, 'updating the lead');
    },
    async deleteLead(id) {
      const res = await send('DELETE', `${CONTACTS}/${encodeURIComponent(id)}`);
      if (res.status === 204 || res.status === 200) return true;
      if (res.status === 404) return false;
      throw hubspotError(res, 'deleting the lead');
    },
  };
}

/**
 * HubSpot's error body: `{message, correlationId, category, …}`; a 429 adds `policyName`. The two documented rate
 * limits get the SDK's waits unless a Retry-After says otherwise.
 */
function hubspotError(res: VendorResponse, action: string): ProviderError {
  const body = asRecord(res.json);
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const category = str(body?.category);
  const policyName = str(body?.policyName);
  const message = str(body?.message);
  const correlationId = str(body?.correlationId)?.match(/^[0-9a-f-]{8,64}$/i)?.[0];
  let wait: number | undefined;
  if (res.status === 429) {
    wait =
      retryAfterSeconds(res.headers) ??
      (policyName === 'TEN_SECONDLY_ROLLING'
        ? TEN_SECONDLY_WAIT
        : message === SEARCH_SECONDLY_MESSAGE
          ? SEARCH_SECONDLY_WAIT
          : undefined);
  }
  const code = category ?? policyName ?? str(body?.errorType);
  const text = safeVendorText(message);
  return new ProviderError(
    PROVIDER,
    `${action}: ${code ?? 'error'} (${res.status})${text ? `: ${text}` : ''}${correlationId ? ` [correlationId ${correlationId}]` : ''}`,
    { status: res.status, code, retryable: isRetryableStatus(res.status), retryAfterSeconds: wait },
  );
}
