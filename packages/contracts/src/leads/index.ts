export * from './company';
export * from './endpoints';
export * from './kanban';
export * from './kanban-board';
export * from './kanban-endpoints';
export * from './lead-status';
export * from './sample-leads';
