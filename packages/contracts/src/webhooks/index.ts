export * from './endpoints';
export * from './webhook';
