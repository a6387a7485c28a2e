// The role matrix, read from the contracts: every endpoint names its role, and a viewer writes nothing — the few
// writes open to a viewer or to nobody in particular are listed here with their reason. The server enforces what
// the contracts say (packages/server/src/http/auth-sweep.api.test.ts sweeps every route × role).

import { ROLES } from './core/roles';
import { endpointEntries } from './endpoints';

/** Writes a viewer (or a caller without a token) may make, and why. */
const WRITES_BELOW_OPERATOR: Record<string, string> = {
  'auth.login': 'signing in needs no token',
  'webhooks.vapi': 'VAPI proves itself with its signature',
  'webhooks.twilioStatus': 'Twilio proves itself with its signature',
  'webhooks.twilioSms': 'Twilio proves itself with its signature',
  'webhooks.leads': 'the sender proves itself with the lead_webhook_secret signature',
  'recordings.play': "records, in the audit log, the viewer's own play of a recording",
};

describe('the role matrix of the contracts', () => {
  it('gives every endpoint a role', () => {
    const unnamed = endpointEntries
      .filter(([, endpoint]) => ![...ROLES, 'public'].includes(endpoint.access))
      .map(([name]) => name);
    expect(unnamed).toEqual([]);
  });

  it('lets no viewer write, but for the listed exceptions', () => {
    const viewerWrites = endpointEntries
      .filter(([, endpoint]) => endpoint.method !== 'GET' && ['viewer', 'public'].includes(endpoint.access))
      .map(([name]) => name)
      .sort();
    expect(viewerWrites).toEqual(Object.keys(WRITES_BELOW_OPERATOR).sort());
  });
});
