import { testingCompanyFormSchema } from '@callops/contracts/database';
import type { Company } from '@callops/contracts/leads';
import {
  companyWithPhone,
  newTestingCompany,
  sampleCompany,
  selectAllState,
  stillListed,
  toggled,
} from './database-management-rules';

const company = (id: number, phone: string | null) => ({ id, phone, name: `Company ${id}` }) as Company;

describe('database management rules', () => {
  it('autofills one of the 20 sample companies with its service', () => {
    expect(sampleCompany(() => 0)).toEqual({ name: 'Toronto Pipe Pros', service: 'Plumbing & Heating' });
    expect(sampleCompany(() => 0.999)).toEqual({ name: "St. John's Floor Masters", service: 'Flooring' });
  });

  it('finds the company with the same phone digits, whatever the punctuation', () => {
    const companies = [company(1, null), company(2, '+1 (416) 555-0100'), company(3, '4165550100')];
    expect(companyWithPhone(companies, '14165550100')?.id).toBe(2);
    expect(companyWithPhone(companies, '416-555-0100')?.id).toBe(3);
    expect(companyWithPhone(companies, '416555010')).toBeUndefined();
    expect(companyWithPhone(companies, '()')).toBeUndefined();
  });

  it("creates with 'auto_' plus the timestamp and the default name, service or null", () => {
    expect(newTestingCompany({ phone: '+14165550123', lead_status: 'NO_ANSWER' }, 1_700_000_000_000)).toEqual(
      {
        hubspot_id: 'auto_1700000000000',
        name: 'Auto-created Company',
        phone: '+14165550123',
        email: null,
        lead_status: 'NO_ANSWER',
        city: null,
        service: null,
        no_answer_count: 0,
      },
    );
    expect(
      newTestingCompany(
        { phone: '1', lead_status: 'NEW', name: ' Kelowna Tree Care ', service: 'Tree Services' },
        5,
      ),
    ).toMatchObject({ name: 'Kelowna Tree Care', service: 'Tree Services' });
    expect(newTestingCompany({ name: '  ', service: '' }, 5)).toMatchObject({
      phone: '',
      name: 'Auto-created Company',
      service: null,
    });
  });

  it('needs the phone (digits, spaces, hyphens, parentheses, optional plus) and the lead status', () => {
    const check = (values: Parameters<typeof newTestingCompany>[0]) =>
      testingCompanyFormSchema
        .safeParse(newTestingCompany(values, 1))
        .error?.issues.map((i) => [i.path[0], i.message]);
    expect(check({ phone: '+1 (416) 555-0123', lead_status: 'NEW' })).toBeUndefined();
    expect(check({ phone: '', lead_status: 'NEW' })).toEqual([
      ['phone', 'Please fill in all required fields'],
    ]);
    expect(check({ phone: '416.555.0123', lead_status: 'NEW' })).toEqual([
      ['phone', 'Please enter a valid phone number'],
    ]);
    expect(check({ phone: '4165550123' })).toEqual([['lead_status', 'Please fill in all required fields']]);
  });

  it('ticks and unticks rows, keeping only rows still listed', () => {
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
    expect(stillListed([1, 2, 5], [2, 3, 5])).toEqual([2, 5]);
  });

  it("shows 'select all' ticked, half-ticked or clear", () => {
    expect(selectAllState([1, 2], [1, 2])).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState([1], [1, 2])).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState([], [1, 2])).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([9], [])).toEqual({ checked: false, indeterminate: false });
  });
});
