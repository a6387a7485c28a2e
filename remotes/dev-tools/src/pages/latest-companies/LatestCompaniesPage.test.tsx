import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Company, LeadsListResponse } from '@callops/contracts/leads';
import { renderRemotePage, testAppInfo } from '@callops/shell/test-support';
import { fireEvent, screen } from '@testing-library/react';
import { columnTexts, headerButton, headerTitles } from '../../test-support/table-helpers';
import LatestCompaniesPage from './LatestCompaniesPage';

const company = (id: number, over: Partial<Company> = {}): Company => ({
  id,
  hubspot_id: `auto_${1_700_000_000_000 + id}`,
  name: `Company ${id}`,
  email: null,
  phone: '+1 (416) 555-0100',
  city: 'Toronto',
  service: 'Roofing',
  lead_status: 'NEW',
  lead_score: 0,
  no_answer_count: id,
  follow_up_date: null,
  created_at: '2026-03-11T14:00:00.000Z',
  callee_time_zone: 'America/Toronto',
  callback: null,
  updated_at: '2026-03-11T14:00:00.000Z',
  ...over,
});

const ANSWER: LeadsListResponse = {
  leads: [
    company(1, { lead_status: 'NO_ANSWER', follow_up_date: '2026-03-12T14:00:00.000Z', no_answer_count: 10 }),
    company(2, {
      email: 'owner@roofs.example',
      service: 'A very long service description that goes on and on past fifty',
    }),
    company(3),
  ],
  fetched_count: 3,
  total_count: 1250,
};

describe('LatestCompaniesPage', () => {
  it('shows the columns of spec §2 (and the time zone beyond it), the newest companies of all, and sorts numbers as numbers', async () => {
    renderRemotePage(<LatestCompaniesPage />, {
      api: createFakeApiClient({ 'companies.latest': async () => ANSWER }),
      appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    });
    await screen.findByText('Company 1');
    expect(headerTitles()).toEqual([
      'Sl No',
      'Name',
      'Email',
      'Phone',
      'Lead Status',
      'City',
      'Time Zone',
      'Service',
      'No Answer',
      'Follow Up',
      'Created At',
      'Updated At',
      'ID',
      'HubSpot ID',
    ]);
    expect(screen.getByText('Newest 3 of 1250 companies')).toBeInTheDocument();
    expect(columnTexts('Lead Status')).toEqual(['NO ANSWER', 'NEW', 'NEW']);
    expect(columnTexts('Follow Up')).toEqual(['Mar 12, 2026, 10:00 a.m. EDT', 'N/A', 'N/A']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();

    fireEvent.click(headerButton('No Answer'));
    expect(columnTexts('No Answer')).toEqual(['2', '3', '10']);
    fireEvent.click(headerButton('No Answer'));
    expect(columnTexts('No Answer')).toEqual(['10', '3', '2']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'no answer' } });
    expect(columnTexts('Name')).toEqual(['Company 1']);
  });
});
