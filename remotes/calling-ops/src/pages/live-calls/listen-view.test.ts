import {
  addListenLine,
  LISTEN_LINES,
  listenLineText,
  listenSocketUrl,
  listenStatusText,
} from './listen-view';

const line = (speaker: 'assistant' | 'lead', text: string, final = true) =>
  ({ type: 'transcript', speaker, text, final }) as const;

describe('the listen panel', () => {
  it('replaces a partial line by the same speaker’s next one, and keeps final lines', () => {
    let lines = addListenLine([], line('lead', 'Hel', false));
    lines = addListenLine(lines, line('lead', 'Hello, who', false));
    lines = addListenLine(lines, line('lead', 'Hello, who is this?'));
    lines = addListenLine(lines, line('assistant', 'Hi, this is Alex.'));
    expect(lines.map(listenLineText)).toEqual(['Lead: Hello, who is this?', 'Agent: Hi, this is Alex.']);
  });

  it('keeps a partial line of another speaker, and only the last lines', () => {
    let lines = addListenLine([], line('lead', 'Wait', false));
    lines = addListenLine(lines, line('assistant', 'Sure'));
    expect(lines).toHaveLength(2);
    for (let i = 0; i < 10; i += 1) lines = addListenLine(lines, line('assistant', `line ${i}`));
    expect(lines).toHaveLength(LISTEN_LINES);
    expect(lines.at(-1)?.text).toBe('line 9');
  });

  it('opens the socket on the page’s own origin, secure when the page is', () => {
    expect(listenSocketUrl('/ws/calls/3/listen?ticket=a', { protocol: 'https:', host: 'ops.example' })).toBe(
      'wss://ops.example/ws/calls/3/listen?ticket=a',
    );
    expect(
      listenSocketUrl('/ws/calls/3/listen?ticket=a', { protocol: 'http:', host: '127.0.0.1:8080' }),
    ).toBe('ws://127.0.0.1:8080/ws/calls/3/listen?ticket=a');
  });

  it('says what it is doing', () => {
    expect(listenStatusText('reconnecting')).toMatch(/reconnecting/);
  });
});
