export * from './danger';
export * from './endpoints';
