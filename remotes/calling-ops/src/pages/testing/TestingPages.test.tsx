import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Appointment } from '@callops/contracts/appointments';
import { renderRemotePage } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoAnswerTestingPage from './NoAnswerTestingPage';
import ReminderNotifyPage from './ReminderNotifyPage';
import ReminderTestingPage from './ReminderTestingPage';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const appointment = (id: number, overrides: Partial<Appointment> = {}): Appointment => ({
  id,
  company_id: id,
  lead_name: `Lead ${id}`,
  lead_email: `lead${id}@example.com`,
  lead_number: '+14165550100',
  company_name: `Company ${id}`,
  service: 'Roofing',
  appointment_datetime: iso(3),
  sms_mail_followup_datetime: null,
  call_followup_datetime: null,
  remark: 'init',
  is_rescheduled: false,
  reschedule_count: 0,
  created_at: iso(-5),
  updated_at: iso(-5),
  ...overrides,
});

describe('No Answer Call Testing', () => {
  it('shows the cards, the badges, and sets one row and all rows to today', async () => {
    const user = userEvent.setup();
    const bulk = jest.fn(async () => ({ updated_count: 2 }));
    const one = jest.fn(async () => ({ id: 2, follow_up_date: iso(0) }));
    const api = createFakeApiClient({
      'testing.noAnswerCompanies': async () => ({
        companies: [
          {
            id: 1,
            company_name: 'Acme',
            phone_number: '+1',
            email: null,
            no_answer_count: 2,
            follow_up_date: null,
          },
          {
            id: 2,
            company_name: 'Beta',
            phone_number: null,
            email: null,
            no_answer_count: 1,
            follow_up_date: iso(5),
          },
        ],
        total_count: 2,
        follow_up_today_count: 0,
        no_follow_up_count: 1,
      }),
      'testing.setFollowUpToday': one,
      'testing.bulkSetFollowUpToday': bulk,
    });
    const { notify } = renderRemotePage(<NoAnswerTestingPage />, { api });
    expect(await screen.findByText('No Follow-up')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'No Follow-up Set' })).getByText('1'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set to Today: Beta' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Updated follow-up date for company 2 to today'),
    );
    await user.click(screen.getByRole('button', { name: 'Set All to Today' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Updated 2 companies follow-up dates to today'),
    );
    expect((bulk.mock.calls[0] as unknown[])[0]).toEqual({ body: { company_ids: [1, 2] } });
  });

  it("says 'No NO_ANSWER companies found' and offers no bulk update when empty", async () => {
    const api = createFakeApiClient({
      'testing.noAnswerCompanies': async () => ({
        companies: [],
        total_count: 0,
        follow_up_today_count: 0,
        no_follow_up_count: 0,
      }),
    });
    renderRemotePage(<NoAnswerTestingPage />, { api });
    expect(await screen.findByText('No NO_ANSWER companies found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set All to Today' })).toBeDisabled();
  });
});

describe('Reminder Call Testing', () => {
  it('shows each badge and moves a row to today or tomorrow', async () => {
    const user = userEvent.setup();
    const api = createFakeApiClient({
      'testing.reminderAppointments': async () => ({
        appointments: [
          appointment(1, { call_followup_datetime: iso(0) }),
          appointment(2, { appointment_datetime: iso(0) }),
          appointment(3),
          appointment(4, { appointment_datetime: null }),
        ],
        total_count: 4,
        ready_count: 1,
        scheduled_count: 1,
      }),
      'testing.setAppointmentToday': async () => ({ id: 3, appointment_datetime: iso(0) }),
      'testing.setAppointmentTomorrow': async () => ({ id: 4, appointment_datetime: iso(1) }),
    });
    const { notify } = renderRemotePage(<ReminderTestingPage />, { api });
    const table = await screen.findByRole('table');
    for (const label of ['Already Called Today', 'Ready for Reminder', 'Scheduled', 'No Date Set']) {
      expect(within(table).getByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Set to Today: Lead 3' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Updated appointment 3 date to today'));
    await user.click(screen.getByRole('button', { name: 'Set to Tomorrow: Lead 4' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Updated appointment 4 date to tomorrow'),
    );
  });

  it("says 'No reminder appointments found' when empty", async () => {
    const api = createFakeApiClient({
      'testing.reminderAppointments': async () => ({
        appointments: [],
        total_count: 0,
        ready_count: 0,
        scheduled_count: 0,
      }),
    });
    renderRemotePage(<ReminderTestingPage />, { api });
    expect(await screen.findByText('No reminder appointments found')).toBeInTheDocument();
  });
});

describe('Reminder Email/SMS', () => {
  it("shows 'no email' and 'no phone', the badges, and sends a test reminder with the spec's fields", async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({
      success: true,
      message: 'Reminder sent by e-mail',
      email_status: 'sent' as const,
      sms_status: 'skipped' as const,
    }));
    const api = createFakeApiClient({
      'testing.reminderAppointments': async () => ({
        appointments: [
          appointment(1, { remark: 'notified' }),
          appointment(2, { appointment_datetime: '2030-01-02T15:00:00.000Z', lead_number: null }),
          appointment(3, { lead_email: null, lead_name: null }),
        ],
        total_count: 3,
        ready_count: 0,
        scheduled_count: 3,
      }),
      'notifications.appointmentReminderTest': send,
    });
    const { notify } = renderRemotePage(<ReminderNotifyPage />, { api });
    expect(await screen.findByText('Notified')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText('no phone')).toBeInTheDocument();
    expect(screen.getByText('no email')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reminder: Lead 2' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Reminder sent'));
    expect((send.mock.calls[0] as unknown[])[0]).toEqual({
      body: {
        companyName: 'Lead 2',
        email: 'lead2@example.com',
        phone: null,
        appointmentDate: '2030-01-02T15:00:00.000Z',
        appointmentTime: '10:00',
        isDayBefore: true,
      },
    });
  });

  it("shows the server's message when the reminder was not sent", async () => {
    const user = userEvent.setup();
    const api = createFakeApiClient({
      'testing.reminderAppointments': async () => ({
        appointments: [appointment(5)],
        total_count: 1,
        ready_count: 0,
        scheduled_count: 1,
      }),
      'notifications.appointmentReminderTest': async () => ({
        success: false,
        message: 'The reminder could not be sent: SMS failed (bad number)',
        email_status: 'failed' as const,
        sms_status: 'failed' as const,
      }),
    });
    const { notify } = renderRemotePage(<ReminderNotifyPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Send Reminder: Lead 5' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('The reminder could not be sent: SMS failed (bad number)'),
    );
  });
});

it("says 'No appointments' on the notify page when there are none", async () => {
  const api = createFakeApiClient({
    'testing.reminderAppointments': async () => ({
      appointments: [],
      total_count: 0,
      ready_count: 0,
      scheduled_count: 0,
    }),
  });
  renderRemotePage(<ReminderNotifyPage />, { api });
  expect(await screen.findByText('No appointments')).toBeInTheDocument();
});
