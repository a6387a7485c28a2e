import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { endpoints } from '@callops/contracts';
import { APPOINTMENT_MESSAGES, type Appointment } from '@callops/contracts/appointments';
import { type Company, DB_LEADS_TABS, LEAD_MESSAGES } from '@callops/contracts/leads';
import { useBusinessZone, useCan, useSession } from '@callops/shell';
import { LoadingState, PageFrame, type QueryLike, QueryState } from '@callops/ui';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { StatusChangeModal } from '../../lead-status-edit/StatusChangeModal';
import { AppointmentsTab, type AppointmentToday } from './AppointmentsTab';
import { type DbLeadsTab, tabLoadError } from './db-leads-rules';
import { DB_LEADS_TEXT } from './db-leads-text';
import { LeadsTab } from './LeadsTab';
import {
  useLatestAppointments,
  useLatestLeads,
  useSetAppointmentDateToday,
  useSetAppointmentLeadStatus,
  useSetCallFollowUpToday,
  useSetFollowUpToday,
  useSetLeadStatus,
} from './use-db-leads';

/** The query with its failure worded as spec §8 says for the tab. */
const withTabError = <T,>(query: QueryLike<T>, tab: DbLeadsTab): QueryLike<T> => ({
  data: query.data,
  isPending: query.isPending,
  isError: query.isError,
  isFetching: query.isFetching,
  refetch: query.refetch,
  error: query.isError ? tabLoadError(tab, query.error) : null,
});

type Editing = { kind: 'lead'; lead: Company } | { kind: 'appointment'; appointment: Appointment };

export default function DbLeadsPage() {
  const { token } = useSession();
  const businessTimezone = useBusinessZone();
  const can = useCan();
  const [tab, setTab] = useState<DbLeadsTab>('leads');
  const [editing, setEditing] = useState<Editing | null>(null);
  const leads = useLatestLeads(token !== null);
  const appointments = useLatestAppointments(token !== null);
  const setLeadStatus = useSetLeadStatus();
  const setAppointmentStatus = useSetAppointmentLeadStatus();
  const followUpToday = useSetFollowUpToday();
  const dateToday = useSetAppointmentDateToday();
  const callToday = useSetCallFollowUpToday();

  if (token === null) {
    return (
      <PageFrame title={DB_LEADS_TEXT.title}>
        <LoadingState text={LEAD_MESSAGES.loadingAuthentication} />
      </PageFrame>
    );
  }

  const appointmentBusy = (() => {
    const running = dateToday.isPending ? dateToday : callToday.isPending ? callToday : null;
    const id = running?.variables?.params.id;
    if (running === null || id === undefined) return null;
    const kind: AppointmentToday =
      running === callToday ? 'call' : (dateToday.variables?.body.type ?? 'appointment');
    return { id: Number(id), kind };
  })();

  const setToday = (appointment: Appointment, kind: AppointmentToday) => {
    const params = { id: appointment.id };
    if (kind === 'call') callToday.mutate({ params });
    else dateToday.mutate({ params, body: { type: kind } });
  };

  return (
    <PageFrame
      title={DB_LEADS_TEXT.title}
      extra={
        <Button
          icon={<ReloadOutlined />}
          loading={leads.isFetching || appointments.isFetching}
          onClick={() => void Promise.all([leads.refetch(), appointments.refetch()])}
        >
          {DB_LEADS_TEXT.refresh}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DbLeadsTab)}
        items={[
          {
            key: 'leads',
            label: DB_LEADS_TABS.leads,
            children: (
              <QueryState query={withTabError(leads, 'leads')}>
                {(data) => (
                  <LeadsTab
                    leads={data.leads}
                    footer={LEAD_MESSAGES.showing(data.fetched_count, data.total_count, 'leads')}
                    canEdit={can(endpoints.companies.updateLeadStatus)}
                    zone={businessTimezone}
                    busyId={followUpToday.isPending ? Number(followUpToday.variables?.params.id) : null}
                    onEditStatus={(lead) => setEditing({ kind: 'lead', lead })}
                    onFollowUpToday={(lead) => followUpToday.mutate({ params: { id: lead.id } })}
                  />
                )}
              </QueryState>
            ),
          },
          {
            key: 'appointments',
            label: DB_LEADS_TABS.appointments,
            children: (
              <QueryState
                query={withTabError(appointments, 'appointments')}
                errorTitle={APPOINTMENT_MESSAGES.loadError}
                retryLabel={DB_LEADS_TEXT.tryAgain}
              >
                {(data) => (
                  <AppointmentsTab
                    appointments={data.appointments}
                    footer={LEAD_MESSAGES.showing(data.fetched_count, data.total_count, 'appointments')}
                    canEdit={can(endpoints.appointments.updateStatus)}
                    zone={businessTimezone}
                    busy={appointmentBusy}
                    onEditStatus={(appointment) => setEditing({ kind: 'appointment', appointment })}
                    onSetToday={setToday}
                  />
                )}
              </QueryState>
            ),
          },
        ]}
      />

      {editing?.kind === 'lead' && (
        <StatusChangeModal
          name="db-lead-status"
          lead={{ name: editing.lead.name, status: editing.lead.lead_status, email: editing.lead.email }}
          onChange={({ status, lead_name, lead_email }) =>
            setLeadStatus.mutateAsync({
              params: { id: editing.lead.id },
              body: { lead_status: status, lead_name, lead_email },
            })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'appointment' && (
        <StatusChangeModal
          name="db-appointment-status"
          lead={{
            name: editing.appointment.lead_name ?? editing.appointment.company_name ?? DB_LEADS_TEXT.unnamed,
            status: editing.appointment.lead_status ?? null,
            contactName: editing.appointment.lead_name,
            email: editing.appointment.lead_email,
          }}
          onChange={({ status, lead_name, lead_email }) =>
            setAppointmentStatus.mutateAsync({
              params: { id: editing.appointment.id },
              body: { lead_status: status, lead_name, lead_email },
            })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
