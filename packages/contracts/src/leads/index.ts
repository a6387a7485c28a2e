export * from './company';
export * from './endpoints';
export * from './kanban';
export * from './lead-status';
export * from './sample-leads';
