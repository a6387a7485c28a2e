import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import {
  errorMessageOf,
  isAuthFailure,
  useAppInfo,
  useBusinessZone,
  useCan,
  useNotify,
} from '@callops/shell';
import { ErrorState, LoadingState, PageFrame, useCalendarConsent } from '@callops/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CALENDAR_TEXT } from '../../calendar-voice-text';
import { goToConsentPage, reloadPage } from './browser-navigation';
import { CalendarStatusCard } from './CalendarStatusCard';
import { calendarView, type RefreshState, refreshSucceeded, shouldRefresh } from './calendar-flow';
import { useCalendarStatus, useRefreshToken } from './calendar-queries';
import { UpcomingEvents } from './UpcomingEvents';

const errorToast = { durationMs: TOASTS.calendarErrorDurationMs };

export default function CalendarManagerPage() {
  const query = useCalendarStatus();
  return (
    <PageFrame title={CALENDAR_TEXT.title}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError && !query.data ? (
        <ErrorState
          title={CALENDAR_MESSAGES.loadError}
          error={errorMessageOf(query.error, CALENDAR_MESSAGES.checkStatusFailed)}
          retryLabel={CALENDAR_TEXT.reloadPage}
          onRetry={reloadPage}
        />
      ) : (
        <CalendarContent query={query} />
      )}
    </PageFrame>
  );
}

function CalendarContent({ query }: { query: ReturnType<typeof useCalendarStatus> }) {
  const status = query.data;
  const notify = useNotify();
  const can = useCan();
  const timeZone = useBusinessZone();
  const { providers } = useAppInfo();
  const [refresh, setRefresh] = useState<RefreshState>('idle');
  const refreshToken = useRefreshToken();
  const authorize = useCalendarConsent(goToConsentPage);
  const queryClient = useQueryClient();

  // invalid_grant: one automatic refresh; it counts only when API access comes back (spec §4).
  const startRefresh = status !== undefined && shouldRefresh(status, refresh);
  const { mutate: mutateRefresh } = refreshToken;
  useEffect(() => {
    if (!startRefresh) return;
    setRefresh('pending');
    notify.info(CALENDAR_MESSAGES.tokenExpiredRefreshing);
    mutateRefresh(undefined, {
      onSuccess: (result) => {
        if (refreshSucceeded(result)) {
          setRefresh('done');
          return;
        }
        setRefresh('failed');
        notify.error(CALENDAR_MESSAGES.refreshFailed, errorToast);
      },
      onError: (error) => {
        setRefresh('failed');
        if (!isAuthFailure(error)) notify.error(CALENDAR_MESSAGES.refreshFailed, errorToast);
      },
    });
  }, [startRefresh, mutateRefresh, notify]);

  if (!status) return null;
  const view = calendarView(status, refresh);
  // Without Google the simulated calendar stands in: the page says so instead of warning of a failure.
  const simulated =
    providers.calendar === 'simulated' && (view === 'upload-credentials' || view === 'authorize');

  const checkStatus = async () => {
    setRefresh('idle');
    const result = await query.refetch();
    if (result.isError && !isAuthFailure(result.error)) {
      notify.error(CALENDAR_MESSAGES.checkStatusFailed, {
        description: errorMessageOf(result.error, CALENDAR_MESSAGES.networkError),
        ...errorToast,
      });
    }
  };

  const canAuthorize = can(endpoints.calendar.authUrl);
  const authorizeButton = canAuthorize ? (
    <Button
      type={view === 'ready' ? 'default' : 'primary'}
      onClick={() => authorize.mutate()}
      loading={authorize.isPending}
    >
      {view === 'ready' ? CALENDAR_TEXT.reauthorize : CALENDAR_TEXT.authorize}
    </Button>
  ) : null;

  return (
    <Flex vertical gap={16}>
      {view === 'upload-credentials' && (
        <Alert
          type={simulated ? 'info' : 'warning'}
          showIcon
          title={simulated ? CALENDAR_TEXT.simulatedTitle : CALENDAR_MESSAGES.credentialsMissing}
          description={simulated ? CALENDAR_MESSAGES.credentialsMissing : undefined}
          action={
            can(endpoints.calendar.uploadCredentials) ? (
              <Link to="/settings/general">
                <Button size="small">{CALENDAR_TEXT.uploadCredentials}</Button>
              </Link>
            ) : undefined
          }
        />
      )}
      {view === 'authorize' &&
        (simulated ? (
          <Alert
            type="info"
            showIcon
            title={CALENDAR_TEXT.simulatedTitle}
            description={CALENDAR_MESSAGES.notAuthorized}
          />
        ) : (
          <Alert type="warning" showIcon title={CALENDAR_MESSAGES.notAuthorized} />
        ))}
      {view === 'refresh-failed' && (
        <Alert
          type="error"
          showIcon
          title={CALENDAR_MESSAGES.refreshFailed}
          description={CALENDAR_MESSAGES.notAuthorized}
        />
      )}
      {view === 'refreshing' && (
        <Alert type="info" showIcon title={CALENDAR_MESSAGES.tokenExpiredRefreshing} />
      )}
      <CalendarStatusCard
        status={status}
        authorized={view === 'ready' || view === 'refreshing'}
        checking={query.isFetching}
        onCheckStatus={() => void checkStatus()}
        onRefresh={() =>
          void queryClient.invalidateQueries({ queryKey: [endpoints.calendar.authStatus.tag] })
        }
        refreshing={query.isFetching}
        authorizeButton={authorizeButton}
        simulated={simulated}
      />
      <UpcomingEvents enabled={view !== 'refreshing'} timeZone={timeZone} />
    </Flex>
  );
}
