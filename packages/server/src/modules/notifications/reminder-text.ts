// The appointment reminder's words, built once for the reminder job and for the Reminder Email/SMS page, so the
// operator who tests a reminder sees exactly what a lead gets.
import { endOfSentence, instantText } from '@callops/contracts/core';

export interface ReminderFacts {
  businessName: string;
  leadName: string;
  /** The appointment; null for one without a time ("soon"). */
  at: Date | null;
  zone: string;
  /** Sent the day before ("tomorrow, Thursday, …") rather than days ahead ("on Monday, …"). */
  tomorrow: boolean;
}

export interface ReminderText {
  subject: string;
  email: string;
  sms: string;
}

export function reminderText(facts: ReminderFacts): ReminderText {
  const { businessName, leadName, at, zone } = facts;
  const when = at
    ? `${facts.tomorrow ? 'tomorrow, ' : 'for '}${instantText(at, zone, 'date')} at ${instantText(at, zone, 'time')}`
    : 'soon';
  const booked = `your consultation with ${businessName} is on our calendar ${endOfSentence(when)}`;
  return {
    subject: `Reminder: your consultation with ${businessName}`,
    email: `Hi ${leadName},\n\nA reminder that ${booked}\n\nSee you then!`,
    sms: `${businessName}: a reminder that ${booked}`,
  };
}
