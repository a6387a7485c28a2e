export * from './endpoints';
export * from './testing';
export * from './testing-badges';
