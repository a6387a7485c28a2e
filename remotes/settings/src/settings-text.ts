// Labels and titles of the settings screens; the texts the server also sends live in @callops/contracts/settings.
import type { ProfileSection, SettingsGroup } from '@callops/contracts/settings';

export const SETTINGS_TEXT = {
  key: 'Key',
  value: 'Value',
  description: 'Description',
  group: 'Group',
  priority: 'Priority',
  updated: 'Updated',
  actions: 'Actions',
  sensitive: 'Sensitive',
  sensitiveHint: 'Stored encrypted and shown masked',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  remove: 'Remove',
  add: 'Add',
  clearAll: 'Clear All',
  notSet: 'Not set',
  secretHint: 'Shown masked. Type a new value to replace it, or leave the mask to keep it; empty clears it.',
  readOnly: 'Only admins can change settings.',
  confirmDelete: (key: string) => `Delete the config entry '${key}'?`,
  editTitle: (key: string) => `Edit ${key}`,
  noEntries: 'No configuration entries',
  entriesTable: 'Configuration entries',
  noPhones: 'No admin phone numbers yet',
  phonePlaceholder: '+1234567890',
  newPhoneLabel: 'New phone number',
  editPhoneLabel: (phone: string) => `New number for ${phone}`,
  builtIn: 'Built-in',
  // Calendar integration
  authorized: 'Authorized',
  notAuthorized: 'Not authorized',
  checkStatus: 'Check Status',
  credentialsStep: 'Upload the Google OAuth client credentials (credentials.json)',
  selectFile: 'Select File',
  uploadCredentials: 'Upload Credentials',
  authorizeStep: 'Start the automated authorization with Google',
  startAuthorization: 'Start Authorization',
  tokenStep: 'Or paste an OAuth token JSON (fallback)',
  tokenPlaceholder: '{"access_token": "...", "refresh_token": "..."}',
  saveToken: 'Save Token',
  otherGeneralEmpty: 'No general settings',
} as const;

/** Titles and button texts of the settings screens (spec §2). */
export const SETTINGS_SCREEN_TEXT = {
  managerTitle: 'Settings Manager',
  addConfig: 'Add Config',
  generalTitle: 'General Settings',
  calendarIntegration: 'Calendar Integration',
  appConfigurationTitle: 'App Configuration',
  adminPhonesTitle: 'Admin Phone Numbers',
} as const;

/** The title of each group screen. */
export const SETTINGS_GROUP_TITLES: Record<SettingsGroup, string> = {
  vapi: 'VAPI Settings',
  instructions: 'Instructions Settings',
  twilio: 'Twilio Settings',
  elevenlabs: 'ElevenLabs Settings',
  scheduling: 'Scheduling Settings',
  email: 'Email Settings',
  database: 'Database Settings',
};

/** App Configuration (/settings/profile) section titles. */
export const PROFILE_SECTION_TITLES: Record<ProfileSection, string> = {
  notifications: 'Notifications',
  api: 'API',
  security: 'Security',
  calendar: 'Calendar',
  general: 'General',
};
