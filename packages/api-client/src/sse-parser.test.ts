import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named and unnamed events, skipping comments and retry', () => {
    const parser = createSseParser();
    expect(
      parser.push('retry: 3000\n\nevent: ready\ndata: {}\n\n: keep-alive\n\ndata: {"kind":"job"}\n\n'),
    ).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"kind":"job"}' },
    ]);
  });

  it('keeps an event split anywhere until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('da')).toEqual([]);
    expect(parser.push('ta: {"a"')).toEqual([]);
    expect(parser.push(':1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: '{"a":1}' }]);
  });

  it('joins several data lines and takes CRLF and CR line ends, even split between chunks', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\r\ndata:two\r')).toEqual([]);
    expect(parser.push('\n\r')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(parser.push('data: x\r\r')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('forgets the event name of an event without data', () => {
    const parser = createSseParser();
    expect(parser.push('event: ready\n\ndata: y\n\n')).toEqual([{ event: 'message', data: 'y' }]);
  });
});
