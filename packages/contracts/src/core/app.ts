// The application's identity (spec §9 "Application config").

export const APP_NAME = 'CallOps Console';
export const APP_VERSION = '1.0.0';
export const API_PREFIX = '/api/v1';
