export * from './endpoints';
export * from './system-health';
