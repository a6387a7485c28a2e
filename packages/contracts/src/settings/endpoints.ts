import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { deletedSchema } from '../core/envelope';
import { configEntrySchema, configGroupParamSchema, configKeyParamSchema } from './config-entry';
import { createConfigRequestSchema, updateConfigRequestSchema } from './config-requests';

export const appConfigEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/app-config',
    summary: 'Every config entry (sensitive values masked)',
    tag: 'app-config',
    access: 'viewer',
    response: z.array(configEntrySchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/app-config/:key',
    summary: 'One config entry (masked when sensitive)',
    tag: 'app-config',
    access: 'viewer',
    params: configKeyParamSchema,
    response: configEntrySchema,
  }),
  group: defineEndpoint({
    method: 'GET',
    path: '/app-config/group/:group',
    summary: 'The entries of one group, sorted by gui_priority',
    tag: 'app-config',
    access: 'viewer',
    params: configGroupParamSchema,
    response: z.array(configEntrySchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/app-config',
    summary: 'Add a config entry (409 when the key exists)',
    tag: 'app-config',
    access: 'admin',
    body: createConfigRequestSchema,
    response: configEntrySchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/app-config/:key',
    summary: 'Change the value and description of an entry; the value is checked with validateConfigValue',
    tag: 'app-config',
    access: 'admin',
    // admin_phone_numbers is the list the admin-phones reads answer
    affects: ['admin-phones'],
    params: configKeyParamSchema,
    body: updateConfigRequestSchema,
    response: configEntrySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/app-config/:key',
    summary: 'Delete a config entry',
    tag: 'app-config',
    access: 'admin',
    params: configKeyParamSchema,
    response: deletedSchema,
  }),
};
