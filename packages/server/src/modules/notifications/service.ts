// The Reminder Email/SMS page's test: one appointment reminder sent now through the same e-mail and SMS providers
// the reminder job uses (simulated while their credentials are empty; every message kept in the messages table
// and the log either way).

import { calendarDay, zonedDateTime } from '@callops/contracts/core';
import {
  NOTIFY_MESSAGES,
  type NotificationTestRequest,
  type NotificationTestResult,
} from '@callops/contracts/notifications';
import type { ServiceContext } from '../../context/service-context';
import { ProviderError } from '../../providers/provider-error';
import { engineSettings } from '../../settings/live-settings';
import { reminderText } from './reminder-text';
import { sendMessage } from './send-message';

type ChannelStatus = NotificationTestResult['email_status'];

export async function sendTestReminder(
  ctx: ServiceContext,
  request: NotificationTestRequest,
): Promise<NotificationTestResult> {
  const settings = await engineSettings(ctx);
  const zone = settings.timeZone;
  const text = reminderText({
    businessName: settings.businessName,
    leadName: request.companyName,
    at: zonedDateTime(calendarDay(request.appointmentDate, zone), request.appointmentTime, zone),
    zone,
    tomorrow: request.isDayBefore,
  });
  const reasons: string[] = [];
  let simulated = true;

  const deliver = async (channel: 'email' | 'sms', to: string | null): Promise<ChannelStatus> => {
    if (!to) return 'skipped';
    const label = channel === 'email' ? 'e-mail' : 'SMS';
    try {
      const sent = await sendMessage(ctx, {
        channel,
        to,
        subject: text.subject,
        body: text[channel],
        purpose: 'reminder_test',
      });
      if (sent.providerMode === 'live') simulated = false;
      if (sent.status === 'sent') return 'sent';
      reasons.push(`${label} failed (${sent.error ?? 'refused'})`);
      return 'failed';
    } catch (failure) {
      // A passing problem (rate limit, provider down) the job engine would retry: here the operator retries.
      if (!(failure instanceof ProviderError)) throw failure;
      reasons.push(`${label} failed (${failure.message})`);
      return 'failed';
    }
  };

  const emailStatus = await deliver('email', request.email);
  const smsStatus = await deliver('sms', request.phone);
  const sentBy = [emailStatus === 'sent' ? 'e-mail' : null, smsStatus === 'sent' ? 'SMS' : null].filter(
    Boolean,
  );
  const success = sentBy.length > 0 && reasons.length === 0;
  return {
    success,
    message: success
      ? NOTIFY_MESSAGES.sentBy(sentBy.join(' and '), simulated)
      : NOTIFY_MESSAGES.notSent(reasons.join('; ')),
    email_status: emailStatus,
    sms_status: smsStatus,
  };
}
