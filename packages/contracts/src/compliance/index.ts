export * from './calling-windows';
export * from './campaign-preview';
export * from './do-not-call';
export * from './endpoints';
export * from './sms-keywords';
