/** One event of a `text/event-stream`: its `event:` name ('message' when unnamed) and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The event-stream format of the HTML standard, fed chunk by chunk (an event or a line may be split anywhere):
 * blank line ends an event, `:` lines are comments (keep-alives), `id:` and `retry:` are not used here.
 */
export function createSseParser() {
  let buffer = '';
  /** The last chunk ended in '\r': a '\n' starting the next one belongs to that line end. */
  let afterCr = false;
  let event = '';
  let data: string[] = [];

  const takeLine = (line: string, out: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    /** The events completed by this chunk. */
    push(chunk: string): ServerSentEvent[] {
      buffer += afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = chunk.endsWith('\r');
      const out: ServerSentEvent[] = [];
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece is the unfinished line ('' right after a line end).
      buffer = lines.pop() ?? '';
      for (const line of lines) takeLine(line, out);
      return out;
    },
  };
}
