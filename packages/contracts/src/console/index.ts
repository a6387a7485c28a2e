export * from './asset-caching';
export * from './console-config';
export * from './health';
export * from './route-table';
