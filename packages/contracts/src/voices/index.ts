export * from './endpoints';
export * from './voice';
