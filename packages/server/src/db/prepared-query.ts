import type { Db } from './client';

/**
 * A query drizzle builds once per database handle instead of on every call: building the SQL text and its result
 * mapping is a large share of a short request's time. `build` gets the handle and the statement's name (PostgreSQL
 * keeps one named statement per connection); a transaction's handle gets its own copy.
 */
export function preparedQuery<Query>(
  name: string,
  build: (db: Db, name: string) => Query,
): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
