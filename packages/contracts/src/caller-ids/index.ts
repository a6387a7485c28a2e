export * from './caller-id-pool';
export * from './caller-ids';
export * from './endpoints';
