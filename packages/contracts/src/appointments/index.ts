export * from './appointment';
export * from './appointment-status-badge';
export * from './endpoints';
