export const LATEST_APPOINTMENTS_TEXT = {
  title: 'Latest Appointments',
  empty: 'No appointments yet',
  loadFailed: 'Failed to load the latest appointments',
  noun: 'appointments',
  columns: {
    leadName: 'Lead Name',
    email: 'Email',
    phone: 'Phone',
    appointmentDate: 'Appointment Date',
    smsEmailFollowUp: 'SMS/Email Follow-up',
    callFollowUp: 'Call Follow-up',
    company: 'Company',
    remarks: 'Remarks',
    created: 'Created',
    status: 'Status',
  },
} as const;
