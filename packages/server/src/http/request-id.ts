// Every request's id: the edge's X-Request-Id when it is a sane one (the proxy makes one for every request), else
// one of our own; logged on the request's lines and returned in the answer's X-Request-Id.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE.test(header) ? header : randomUUID();
}
