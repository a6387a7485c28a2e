export * from './admin-phone-endpoints';
export * from './admin-phones';
export * from './config-entry';
export * from './config-keys';
export * from './config-requests';
export * from './config-validation';
export * from './endpoints';
export * from './on-duty-roster';
