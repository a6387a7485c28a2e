export * from './crm-lead';
export * from './endpoints';
