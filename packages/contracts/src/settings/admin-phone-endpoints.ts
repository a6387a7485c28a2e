import { defineEndpoint } from '../core/endpoint';
import {
  adminPhoneRequestSchema,
  adminPhonesResponseSchema,
  updateAdminPhoneRequestSchema,
} from './admin-phones';

/** The phones are stored as the admin_phone_numbers setting: every change also changes the app-config reads. */
const ADMIN_PHONES_ARE_A_SETTING = ['app-config'] as const;

export const adminPhoneEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin-phones',
    summary: 'The admin alert phone numbers',
    tag: 'admin-phones',
    access: 'viewer',
    response: adminPhonesResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/admin-phones',
    summary: 'Add an admin phone (409 when listed); answers the updated list',
    tag: 'admin-phones',
    access: 'admin',
    affects: ADMIN_PHONES_ARE_A_SETTING,
    body: adminPhoneRequestSchema,
    response: adminPhonesResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-phones/update',
    summary: 'Replace one admin phone with another; answers the updated list',
    tag: 'admin-phones',
    access: 'admin',
    affects: ADMIN_PHONES_ARE_A_SETTING,
    body: updateAdminPhoneRequestSchema,
    response: adminPhonesResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin-phones',
    summary: 'Remove one admin phone (JSON body); answers the updated list',
    tag: 'admin-phones',
    access: 'admin',
    affects: ADMIN_PHONES_ARE_A_SETTING,
    body: adminPhoneRequestSchema,
    response: adminPhonesResponseSchema,
  }),
  clear: defineEndpoint({
    method: 'DELETE',
    path: '/admin-phones/clear',
    summary: 'Remove every admin phone; answers the (empty) list',
    tag: 'admin-phones',
    access: 'admin',
    affects: ADMIN_PHONES_ARE_A_SETTING,
    response: adminPhonesResponseSchema,
  }),
};
