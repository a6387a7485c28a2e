// node-postgres' parameter conversion (pg 8, lib/utils.js): PGlite statements write parameters the same way.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
