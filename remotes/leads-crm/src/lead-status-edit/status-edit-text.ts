export const STATUS_EDIT_TEXT = {
  title: (name: string) => `Change Status: ${name}`,
  status: 'Lead Status',
  statusPlaceholder: 'Select a status',
  leadName: 'Lead Name',
  leadEmail: 'Lead Email',
  save: 'Save',
  cancel: 'Cancel',
} as const;
