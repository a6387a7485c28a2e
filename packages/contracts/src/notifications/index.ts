export * from './endpoints';
export * from './notification-test';
