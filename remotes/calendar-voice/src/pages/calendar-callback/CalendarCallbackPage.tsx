import { endpoints } from '@callops/contracts';
import { CALENDAR_CALLBACK_REDIRECT_MS, CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { errorMessageOf, isAuthFailure, useEndpointMutation, useNotify } from '@callops/shell';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CALENDAR_TEXT } from '../../calendar-voice-text';
import { type CallbackOutcome, callbackStart } from './callback-rules';

/**
 * Where Google sends the admin back after consent (outside the protected layout): reads `code` and `error`, submits
 * the code with its `state`, then goes to /calendar after 2 s.
 */
export default function CalendarCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const submit = useEndpointMutation(endpoints.calendar.authCode);
  const [outcome, setOutcome] = useState<CallbackOutcome>(() =>
    callbackStart({ code: params.get('code'), error: params.get('error') }),
  );
  const sent = useRef(false);
  const { mutate } = submit;

  useEffect(() => {
    // Once per visit: a code is single-use, and React may run this effect twice in development.
    if (outcome.kind !== 'submitting' || sent.current) return;
    sent.current = true;
    mutate(
      { body: { code: outcome.code, state: params.get('state') ?? '' } },
      {
        onSuccess: () => {
          notify.success(CALENDAR_MESSAGES.callbackToast);
          setOutcome({ kind: 'success', message: CALENDAR_MESSAGES.callbackSuccess });
        },
        onError: (error) => {
          if (isAuthFailure(error)) return;
          setOutcome({
            kind: 'failure',
            message: CALENDAR_MESSAGES.callbackCompleteFailed(
              errorMessageOf(error, CALENDAR_MESSAGES.networkError),
            ),
          });
        },
      },
    );
  }, [outcome, params, mutate, notify]);

  useEffect(() => {
    if (outcome.kind === 'submitting') return;
    const timer = setTimeout(() => navigate('/calendar', { replace: true }), CALENDAR_CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate]);

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
      }}
    >
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Result
          status={outcome.kind === 'success' ? 'success' : outcome.kind === 'failure' ? 'error' : 'info'}
          icon={outcome.kind === 'submitting' ? <Spin size="large" /> : undefined}
          title={
            <Typography.Title level={1} style={{ margin: 0, fontSize: 'inherit', lineHeight: 'inherit' }}>
              {CALENDAR_TEXT.callbackTitle}
            </Typography.Title>
          }
          subTitle={
            <span role={outcome.kind === 'failure' ? 'alert' : 'status'}>
              {outcome.kind === 'submitting' ? CALENDAR_TEXT.completing : outcome.message}
            </span>
          }
          extra={
            <Flex justify="center">
              <Button type="primary" onClick={() => navigate('/calendar', { replace: true })}>
                {CALENDAR_TEXT.returnToCalendar}
              </Button>
            </Flex>
          }
        />
      </Card>
    </main>
  );
}
