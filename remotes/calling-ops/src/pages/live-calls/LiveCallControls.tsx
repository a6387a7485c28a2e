import { endpoints } from '@callops/contracts';
import { callEndpoints } from '@callops/contracts/calls';
import { useCan, useSession } from '@callops/shell';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useEndCall, useGuide, useSay, useSetOwnPhone, useTransfer } from './live-calls-queries';
import { LIVE_CALLS_TEXT as TEXT } from './live-calls-text';

const C = TEXT.control;

/**
 * One request id per intent: the same id for every click until the server answered, so a double click (or a retry)
 * is one action on the call; a new one after.
 */
function useRequestId(): { id: () => string; renew: () => void } {
  const current = useRef<string | null>(null);
  return {
    id: () => {
      current.current ??= crypto.randomUUID();
      return current.current;
    },
    renew: () => {
      current.current = null;
    },
  };
}

/** Whether the signed-in user may steer calls: viewers see the page without any control. */
export const useCanControl = () => useCan()(callEndpoints.say);

/** Say, Guide, Transfer to me or to the team, and End call for one call in progress. */
export function LiveCallControls({ callId, lead }: { callId: number; lead: string }) {
  const [text, setText] = useState('');
  const [accepted, setAccepted] = useState<string | null>(null);
  const say = useSay();
  const guide = useGuide();
  const transfer = useTransfer();
  const end = useEndCall();
  const request = useRequestId();
  // isPending reaches the buttons only after a render, and a double click lands before it: the second click would
  // send the same request again (the server sends it once, but each answer toasts). The ref holds clicks at once.
  const inFlight = useRef(false);
  const pending = say.isPending || guide.isPending || transfer.isPending || end.isPending;
  const settled = {
    onSuccess: (message: string) => {
      setAccepted(message);
      request.renew();
    },
    onError: () => request.renew(),
    onSettled: () => {
      inFlight.current = false;
    },
  };
  /** Runs one action unless another is still waiting for its answer. */
  const once = (run: () => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    run();
  };
  const send = (mutation: typeof say | typeof guide, message: string) =>
    once(() =>
      mutation.mutate(
        { params: { id: callId }, body: { request_id: request.id(), text } },
        {
          onSuccess: () => {
            settled.onSuccess(message);
            setText('');
          },
          onError: settled.onError,
          onSettled: settled.onSettled,
        },
      ),
    );
  const sentence = text.trim() !== '';
  return (
    <Flex vertical gap={4} style={{ minWidth: 280 }}>
      <Flex gap={4}>
        <Input
          aria-label={C.sentenceFor(lead)}
          placeholder={C.sentencePlaceholder}
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          disabled={!sentence || (pending && !say.isPending)}
          loading={say.isPending}
          onClick={() => send(say, C.accepted.say)}
        >
          {C.say}
        </Button>
        <Button
          disabled={!sentence || (pending && !guide.isPending)}
          loading={guide.isPending}
          onClick={() => send(guide, C.accepted.guide)}
        >
          {C.guide}
        </Button>
      </Flex>
      <Flex gap={4} wrap>
        {(['me', 'team'] as const).map((to) => (
          <Button
            key={to}
            size="small"
            disabled={pending}
            onClick={() =>
              once(() =>
                transfer.mutate(
                  { params: { id: callId }, body: { request_id: request.id(), to } },
                  {
                    onSuccess: () => settled.onSuccess(C.accepted.transfer),
                    onError: settled.onError,
                    onSettled: settled.onSettled,
                  },
                ),
              )
            }
          >
            {to === 'me' ? C.transferToMe : C.transferToTeam}
          </Button>
        ))}
        <Popconfirm
          title={C.endConfirm}
          onConfirm={() =>
            once(() =>
              end.mutate(
                { params: { id: callId }, body: { request_id: request.id() } },
                {
                  onSuccess: () => settled.onSuccess(C.accepted.end),
                  onError: settled.onError,
                  onSettled: settled.onSettled,
                },
              ),
            )
          }
        >
          <Button size="small" danger disabled={pending}>
            {C.end}
          </Button>
        </Popconfirm>
      </Flex>
      {accepted && (
        <Typography.Text type="success" role="status">
          {accepted}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The signed-in operator's own phone, which "Transfer to me" dials. */
export function OwnPhoneField() {
  const { user } = useSession();
  const can = useCan()(endpoints.auth.setOwnPhone);
  const [phone, setPhone] = useState(user?.phone ?? '');
  const save = useSetOwnPhone();
  if (!can) return null;
  return (
    <Flex gap={4}>
      <Input
        aria-label={TEXT.ownPhone.label}
        placeholder={TEXT.ownPhone.placeholder}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        style={{ width: 180 }}
      />
      <Button
        loading={save.isPending}
        onClick={() => save.mutate({ body: { phone: phone.trim() === '' ? null : phone.trim() } })}
      >
        {TEXT.ownPhone.save}
      </Button>
    </Flex>
  );
}
