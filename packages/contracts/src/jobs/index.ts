export * from './endpoints';
export * from './event-endpoints';
export * from './job';
export * from './live-changes';
export * from './reminder-dates';
export * from './timer-bar';
