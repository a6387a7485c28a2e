import { endpoints } from '@callops/contracts';
import { useCan, useNotify } from '@callops/shell';
import { useEffect, useRef } from 'react';
import { newRestEvents } from './caller-id-view';
import { useLatestEvents } from './caller-ids-queries';
import { CALLER_IDS_TEXT as TEXT } from './caller-ids-text';

/**
 * Toasts each caller ID the engine rests while the page is open (a caller_id_rested job event), with the event's
 * message under the title. The events are read again with every job change the stream brings.
 */
export function useRestToasts(): void {
  const notify = useNotify();
  const allowed = useCan()(endpoints.events.recent);
  const events = useLatestEvents(allowed);
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!events.data) return;
    const { toast, seen: next } = newRestEvents(events.data, seen.current);
    seen.current = next;
    for (const event of toast) notify.warning(TEXT.restedToast, { description: event.message });
  }, [events.data, notify]);
}
