export * from './endpoints';
export * from './stats';
export * from './stats-rates';
