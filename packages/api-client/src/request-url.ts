import { API_PREFIX } from '@callops/contracts/core';

/** Spec §7: the API base plus /api/v1. */
export function apiRoot(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith(API_PREFIX) ? base : `${base}${API_PREFIX}`;
}

/** Fills the Fastify-style `:name` segments; every one must be given. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

type Scalar = string | number | boolean;

/** `?a=1&b=x`; undefined and null are left out, arrays repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item as Scalar));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
