export * from './call';
export * from './endpoints';
export * from './listen';
