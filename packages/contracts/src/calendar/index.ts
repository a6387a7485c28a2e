export * from './calendar';
export * from './endpoints';
export * from './google-oauth';
