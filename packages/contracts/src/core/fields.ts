// The building blocks of request schemas: every string a client sends has a maximum length, and numbers and ids
// in paths and query strings are canonical decimals only ("0x10", "012", " 12", "+12" and "12.0" are refused, so
// one resource has one address). The server additionally refuses NUL characters anywhere in a request.
import { z } from 'zod';

export const FIELD_LIMITS = {
  /** Names, cities, services, short labels. */
  shortText: 200,
  /** Descriptions, messages, templates. */
  longText: 10_000,
  email: 254,
  phone: 32,
  password: 256,
  /** Ids issued by other systems (HubSpot, ElevenLabs, job ids). */
  externalId: 128,
  /** ISO-8601 date-times. */
  dateTime: 40,
} as const;

/** The largest id a database serial can hold (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

const tooLong = (max: number) => `Must be at most ${max} characters`;

export const boundedText = (max: number) => z.string().max(max, tooLong(max));
export const shortText = () => boundedText(FIELD_LIMITS.shortText);
export const longText = () => boundedText(FIELD_LIMITS.longText);
export const emailAddress = (message = 'Enter a valid e-mail address') =>
  z.email(message).max(FIELD_LIMITS.email, tooLong(FIELD_LIMITS.email));
/** An instant a client sends: ISO-8601 with a time zone offset (or Z). */
export const dateTimeInput = () =>
  z.iso
    .datetime({
      offset: true,
      message: 'Use an ISO-8601 date-time with a time zone, e.g. 2026-03-11T10:00:00Z',
    })
    .max(FIELD_LIMITS.dateTime);

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from a path or query string: canonical decimal text only. Clients may pass a number (the
 * api-client writes it into the URL); the server always sees text.
 */
export const wholeNumber = (
  bounds: { min: number; max: number },
  message = `must be a whole number from ${bounds.min} to ${bounds.max}, written plainly (e.g. ${bounds.min})`,
) =>
  z.union(
    [
      z.number().int().min(bounds.min).max(bounds.max),
      z
        .string()
        .max(String(bounds.max).length, message)
        .regex(DECIMAL, message)
        .transform(Number)
        .pipe(z.number().min(bounds.min).max(bounds.max)),
    ],
    { error: message },
  );

/** A database id in a path: a positive canonical decimal within int4. */
export const idField = () =>
  wholeNumber({ min: 1, max: MAX_ID }, 'must be a positive whole number written plainly, e.g. 12');

/** Ids issued elsewhere (HubSpot, ElevenLabs, our job ids): letters, digits, '-', '_', '.', ':' only. */
export const externalIdField = () =>
  z
    .string()
    .min(1, 'is required')
    .max(FIELD_LIMITS.externalId, tooLong(FIELD_LIMITS.externalId))
    .regex(/^[A-Za-z0-9._:-]+$/, "may hold letters, digits, '.', '_', ':' and '-' only");

/** `limit` of a list: 1 to `max`, `fallback` when absent. */
export const limitField = (fallback: number, max: number) => wholeNumber({ min: 1, max }).default(fallback);
/** `offset` of a list. */
export const offsetField = () => wholeNumber({ min: 0, max: MAX_ID }).default(0);
