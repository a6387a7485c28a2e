import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Appointment, AppointmentsListResponse } from '@callops/contracts/appointments';
import { renderRemotePage, testAppInfo } from '@callops/shell/test-support';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bodyRows, columnTexts, headerTitles } from '../../test-support/table-helpers';
import LatestAppointmentsPage from './LatestAppointmentsPage';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const appointment = (id: number, over: Partial<Appointment> = {}): Appointment => ({
  id,
  company_id: null,
  lead_name: `Lead ${id}`,
  lead_email: `lead${id}@example.com`,
  lead_number: '+14165550100',
  company_name: `Company ${id}`,
  service: 'Roofing',
  appointment_datetime: inDays(2),
  sms_mail_followup_datetime: null,
  call_followup_datetime: null,
  remark: 'init',
  is_rescheduled: false,
  reschedule_count: 0,
  created_at: '2026-03-11T14:00:00.000Z',
  updated_at: '2026-03-11T14:00:00.000Z',
  ...over,
});

const ANSWER: AppointmentsListResponse = {
  appointments: [
    appointment(1),
    appointment(2, { is_rescheduled: true, reschedule_count: 2, sms_mail_followup_datetime: inDays(1) }),
    appointment(3, { is_rescheduled: true, call_followup_datetime: inDays(-1), remark: 'notified' }),
  ],
  fetched_count: 3,
  total_count: 3,
};

const writeText = jest.fn<Promise<void>, [string]>();
beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('LatestAppointmentsPage', () => {
  it('shows the columns of spec §2 and the computed status of spec §4', async () => {
    renderRemotePage(<LatestAppointmentsPage />, {
      api: createFakeApiClient({ 'appointments.latest': async () => ANSWER }),
      appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    });
    await screen.findByText('Lead 1');
    expect(headerTitles()).toEqual([
      'Lead Name',
      'Email',
      'Phone',
      'Appointment Date',
      'SMS/Email Follow-up',
      'Call Follow-up',
      'Company',
      'Remarks',
      'Created',
      'Status',
    ]);
    expect(columnTexts('Status')).toEqual([
      'Scheduled',
      'Rescheduled 2xSMS/Email Pending',
      'RescheduledCall Due',
    ]);
    expect(columnTexts('Remarks')).toEqual(['init', 'init', 'notified']);
    expect(screen.getByText('Newest 3 of 3 appointments')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'call due' } });
    expect(columnTexts('Lead Name')).toEqual(['Lead 3']);
  });

  it("keeps 'Copied!' for 2 s on this table", async () => {
    writeText.mockResolvedValue(undefined);
    renderRemotePage(<LatestAppointmentsPage />, {
      api: createFakeApiClient({ 'appointments.latest': async () => ANSWER }),
    });
    await screen.findByText('Lead 1');
    jest.useFakeTimers();
    try {
      const [first] = bodyRows() as [HTMLElement];
      await act(async () => {
        fireEvent.click(within(first).getByRole('button', { name: 'Copy Email lead1@example.com' }));
      });
      expect(writeText).toHaveBeenCalledWith('lead1@example.com');
      act(() => jest.advanceTimersByTime(1_999));
      expect(screen.getByText('Copied!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
