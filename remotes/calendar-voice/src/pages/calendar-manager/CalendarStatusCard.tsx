import type { CalendarAuthStatus } from '@callops/contracts/calendar';
import { Button, Card, Descriptions, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { CALENDAR_TEXT } from '../../calendar-voice-text';

export interface CalendarStatusCardProps {
  status: CalendarAuthStatus;
  /** Not authorized as far as the screen is concerned (a failed refresh resets it). */
  authorized: boolean;
  checking: boolean;
  onCheckStatus: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** The Authorize button, for admins. */
  authorizeButton: ReactNode;
  /** Not authorized and the simulated calendar stands in (MOCK), which the status says rather than a bare failure. */
  simulated?: boolean;
}

export function CalendarStatusCard({
  status: { status },
  authorized,
  checking,
  onCheckStatus,
  onRefresh,
  refreshing,
  authorizeButton,
  simulated = false,
}: CalendarStatusCardProps) {
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{CALENDAR_TEXT.statusTitle}</h2>}
      extra={
        <Flex gap={8} wrap>
          {authorizeButton}
          <Button onClick={onCheckStatus} loading={checking}>
            {CALENDAR_TEXT.checkStatus}
          </Button>
          <Button onClick={onRefresh} loading={refreshing}>
            {CALENDAR_TEXT.refresh}
          </Button>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'authorized',
            label: CALENDAR_TEXT.status,
            children: (
              <Tag color={authorized ? 'green' : simulated ? 'purple' : 'red'}>
                {authorized
                  ? CALENDAR_TEXT.authorized
                  : simulated
                    ? CALENDAR_TEXT.simulated
                    : CALENDAR_TEXT.notAuthorized}
              </Tag>
            ),
          },
          {
            key: 'calendars',
            label: CALENDAR_TEXT.calendars,
            children: status.calendars_count ?? '—',
          },
          {
            key: 'api',
            label: CALENDAR_TEXT.apiAccess,
            children: (
              <Tag color={status.api_access ? 'green' : 'default'}>
                {status.api_access ? CALENDAR_TEXT.yes : CALENDAR_TEXT.no}
              </Tag>
            ),
          },
          ...(status.reason ? [{ key: 'reason', label: CALENDAR_TEXT.reason, children: status.reason }] : []),
        ]}
      />
    </Card>
  );
}
