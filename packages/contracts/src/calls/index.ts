export * from './call';
export * from './control';
export * from './endpoints';
export * from './listen';
