export * from './database-management';
export * from './endpoints';
