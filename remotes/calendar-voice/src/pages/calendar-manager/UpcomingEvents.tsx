import { CALENDAR_MESSAGES, type CalendarEvent } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { errorMessageOf, isAuthFailure, useNotify } from '@callops/shell';
import { ErrorState, LoadingState, QueryState } from '@callops/ui';
import { Alert, Button, Card, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { CALENDAR_TEXT } from '../../calendar-voice-text';
import { eventWhen } from './calendar-flow';
import { useUpcomingEvents } from './calendar-queries';

function EventItem({ event, timeZone }: { event: CalendarEvent; timeZone: string }) {
  const when = eventWhen(event, timeZone);
  const { token } = theme.useToken();
  return (
    <li style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex vertical gap={2}>
        <Typography.Text strong>{event.summary ?? CALENDAR_TEXT.noTitle}</Typography.Text>
        <Typography.Text>
          {when.day} · {when.time ?? CALENDAR_TEXT.allDay}
        </Typography.Text>
        {event.location && <Typography.Text type="secondary">{event.location}</Typography.Text>}
        {event.description && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {event.description}
          </Typography.Paragraph>
        )}
      </Flex>
    </li>
  );
}

/** The next 7 days, three events a page; a failure toasts for 6 s and shows in place with Retry. */
export function UpcomingEvents({ enabled, timeZone }: { enabled: boolean; timeZone: string }) {
  const [page, setPage] = useState(1);
  const query = useUpcomingEvents(page, enabled);
  const notify = useNotify();
  const { error } = query;

  useEffect(() => {
    if (!error || isAuthFailure(error)) return;
    notify.error(CALENDAR_MESSAGES.loadEventsFailed(errorMessageOf(error, CALENDAR_MESSAGES.networkError)), {
      durationMs: TOASTS.calendarErrorDurationMs,
    });
    // Each failed load is a new error: one toast per failure, not per render.
  }, [error, notify]);

  // Fewer events than before (a booking moved, the week went on): back to the last page there is.
  const lastPage = query.data ? Math.max(1, query.data.total_pages) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{CALENDAR_TEXT.eventsTitle}</h2>}
      extra={
        query.isFetching && query.data ? (
          <Typography.Text type="secondary">{CALENDAR_TEXT.loading}</Typography.Text>
        ) : null
      }
    >
      {!enabled ? (
        <LoadingState text={CALENDAR_TEXT.refreshing} />
      ) : query.isError && !query.isFetching ? (
        <ErrorState
          error={CALENDAR_MESSAGES.loadEventsFailed(errorMessageOf(error, CALENDAR_MESSAGES.networkError))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <QueryState
          query={query}
          isEmpty={(data) => data.total_events === 0}
          emptyText={CALENDAR_TEXT.noEvents}
        >
          {(data) => (
            <Flex vertical gap={12}>
              {data.source === 'simulated' && (
                <Alert type="info" showIcon title={CALENDAR_TEXT.simulatedSource} />
              )}
              <ul aria-label={CALENDAR_TEXT.eventsTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.events.map((event) => (
                  <EventItem key={event.id} event={event} timeZone={timeZone} />
                ))}
              </ul>
              <Flex align="center" justify="space-between" gap={8} wrap>
                <Button disabled={!data.has_prev} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                  {CALENDAR_TEXT.previous}
                </Button>
                <Typography.Text aria-live="polite">
                  {CALENDAR_TEXT.pageOf(data.page, Math.max(1, data.total_pages), data.total_events)}
                </Typography.Text>
                <Button disabled={!data.has_next} onClick={() => setPage((p) => p + 1)}>
                  {CALENDAR_TEXT.next}
                </Button>
              </Flex>
            </Flex>
          )}
        </QueryState>
      )}
    </Card>
  );
}
