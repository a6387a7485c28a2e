export * from './call';
export * from './endpoints';
