export * from './asset-caching';
export * from './console-config';
export * from './early-reads';
export * from './health';
export * from './route-table';
