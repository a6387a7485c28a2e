export * from './endpoints';
export * from './log-entry';
