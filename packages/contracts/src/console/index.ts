export * from './console-config';
export * from './health';
