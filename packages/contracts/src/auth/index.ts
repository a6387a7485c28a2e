export * from './endpoints';
export * from './jwt-expiry';
export * from './login';
export * from './session';
