import { pageAnswersHtml, pageTokenOf, scriptSafeJson } from './page-answers';

describe('the page cookie', () => {
  it('is read from a Cookie header among others, decoded', () => {
    expect(pageTokenOf('theme=dark; callops_page_token=a.b%2Bc.d; other=1')).toBe('a.b+c.d');
    expect(pageTokenOf('callops_page_token=tok')).toBe('tok');
  });

  it('is missing when absent, empty or not what the host writes', () => {
    for (const header of [
      undefined,
      '',
      'other=1',
      'callops_page_token=',
      'xcallops_page_token=t',
      'callops_page_token=%E0%A4%A',
    ])
      expect(pageTokenOf(header)).toBeUndefined();
  });
});

describe("the page's answers block", () => {
  it('holds JSON that cannot end its script element, and reads back as the answers', () => {
    const answers = {
      '/api/v1/auth/me': {
        username: '</script><script>alert(1)</script><!--',
        note: 'a\u2028b\u2029c & d > e',
      },
    };
    const html = pageAnswersHtml(answers);
    const text = /^<script id="callops-page-answers" type="application\/json">(.*)<\/script>$/s.exec(
      html,
    )?.[1];
    expect(text).toBeDefined();
    for (const unsafe of ['<', '>', '&', '\u2028', '\u2029']) expect(text).not.toContain(unsafe);
    expect(JSON.parse(text as string)).toEqual(answers);
  });

  it('is nothing without answers', () => {
    expect(pageAnswersHtml({})).toBe('');
  });

  it('escapes exactly the characters that matter, as JSON escapes', () => {
    expect(scriptSafeJson('"<\u2028>&"')).toBe('"\\u003c\\u2028\\u003e\\u0026"');
    expect(scriptSafeJson('{"a":[1,"b"]}')).toBe('{"a":[1,"b"]}');
  });
});
