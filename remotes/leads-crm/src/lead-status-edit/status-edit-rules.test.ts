import { LEAD_STATUSES } from '@callops/contracts/leads';
import {
  bookedContactDefaults,
  contactSentWith,
  isStatusChange,
  needsBookedContact,
  STATUS_OPTIONS,
} from './status-edit-rules';

describe('status edit rules', () => {
  it('offers every lead status', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual([...LEAD_STATUSES]);
    expect(STATUS_OPTIONS.find((o) => o.value === 'NO_ANSWER_IN_PROGRESS')?.label).toBe(
      'NO ANSWER IN PROGRESS',
    );
  });

  it('sends any other status and only closes the editor for the same or no status', () => {
    expect(isStatusChange('NEW', 'UNQUALIFIED')).toBe(true);
    expect(isStatusChange('QUALIFIED_SMS_SENT', 'NEW')).toBe(true);
    expect(isStatusChange(null, 'NEW')).toBe(true);
    expect(isStatusChange('NEW', 'NEW')).toBe(false);
    expect(isStatusChange('NEW', undefined)).toBe(false);
    expect(isStatusChange('NEW', null)).toBe(false);
  });

  it('asks for a lead name and e-mail only for APPOINTMENT_BOOKED, starting from the sample ones', () => {
    expect(needsBookedContact('APPOINTMENT_BOOKED')).toBe(true);
    expect(needsBookedContact('APPOINTMENT_BOOKED_SMS_SENT')).toBe(false);
    expect(bookedContactDefaults({})).toEqual({ leadName: 'John Doe', leadEmail: 'john.doe@example.com' });
    expect(bookedContactDefaults({ name: ' Ann Lee ', email: 'ann@example.com' })).toEqual({
      leadName: 'Ann Lee',
      leadEmail: 'ann@example.com',
    });
    expect(bookedContactDefaults({ name: ' ', email: null })).toEqual({
      leadName: 'John Doe',
      leadEmail: 'john.doe@example.com',
    });
  });

  it('sends the name and e-mail with APPOINTMENT_BOOKED and null with anything else', () => {
    const contact = { leadName: ' Ann ', leadEmail: 'ann@example.com' };
    expect(contactSentWith('APPOINTMENT_BOOKED', contact)).toEqual({
      lead_name: 'Ann',
      lead_email: 'ann@example.com',
    });
    expect(contactSentWith('APPOINTMENT_BOOKED', { leadName: '', leadEmail: ' ' })).toEqual({
      lead_name: null,
      lead_email: null,
    });
    expect(contactSentWith('QUALIFIED', contact)).toEqual({ lead_name: null, lead_email: null });
  });
});
