import { endpoints } from '@callops/contracts';
import { DATABASE_MANAGEMENT_MESSAGES as M } from '@callops/contracts/database';
import type { CreateCompanyRequest } from '@callops/contracts/leads';
import { errorMessageOf, useApi, useEndpointMutation, useEndpointQuery, useNotify } from '@callops/shell';
import { companyWithPhone } from './database-management-rules';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';

export const useCompaniesForTesting = () => useEndpointQuery(endpoints.database.companiesForTesting);
export const useAppointmentsForTesting = () => useEndpointQuery(endpoints.database.appointmentsForTesting);

// The server says how many it moved ('Updated 3 companies' follow-up dates to today at 10:00 AM').
export const useUpdateNoAnswerDates = () =>
  useEndpointMutation(endpoints.database.updateNoAnswerDates, {
    success: (result) => result.message,
    failure: M.noAnswerDatesFailed,
  });

export const useUpdateAppointmentDates = () =>
  useEndpointMutation(endpoints.database.updateAppointmentDates, {
    success: (result) => result.message,
    failure: M.appointmentDatesFailed,
  });

/**
 * Lead Status Autofill (spec §7 Database and companies): the company with the form's phone (GET /companies/search)
 * gets the status (PUT /companies/{id}/lead-status); without one a testing company is created with it
 * (POST /companies). Resolves once done; rejects (after the failure toast) when any step failed.
 */
export function useApplyLeadStatus() {
  const api = useApi();
  const notify = useNotify();
  const create = useEndpointMutation(endpoints.companies.create, { failure: M.leadStatusFailed });
  const update = useEndpointMutation(endpoints.companies.updateLeadStatus, {
    success: (company) => T.statusSet(company.name, company.lead_status),
    failure: M.leadStatusFailed,
  });
  const apply = async (request: CreateCompanyRequest) => {
    let found: ReturnType<typeof companyWithPhone>;
    try {
      found = companyWithPhone(
        await api.call(endpoints.companies.search, { query: { q: request.phone } }),
        request.phone,
      );
    } catch (error) {
      notify.error(M.leadStatusFailed, { description: errorMessageOf(error) });
      throw error;
    }
    if (found) {
      await update.mutateAsync({ params: { id: found.id }, body: { lead_status: request.lead_status } });
      return;
    }
    await create.mutateAsync({ body: request });
    notify.success(T.created(request.name, request.lead_status));
  };
  return { apply, busy: create.isPending || update.isPending };
}
