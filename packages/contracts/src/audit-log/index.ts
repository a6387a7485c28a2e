export * from './audit-entry';
export * from './endpoints';
