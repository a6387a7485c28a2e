import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { credentialsFileSchema, isJsonFile } from './credentials-file';

describe('isJsonFile', () => {
  it('takes .json files and JSON media types', () => {
    expect(isJsonFile({ name: 'credentials.json', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'CLIENT_SECRET.JSON', type: 'text/plain' })).toBe(true);
    expect(isJsonFile({ name: 'download', type: 'application/json' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isJsonFile({ name: 'credentials.txt', type: 'text/plain' })).toBe(false);
    expect(isJsonFile({ name: 'key.json.zip', type: 'application/zip' })).toBe(false);
  });
});

describe('credentialsFileSchema', () => {
  const messages = (value: unknown) =>
    credentialsFileSchema.safeParse(value).error?.issues.map((issue) => [issue.path, issue.message]);

  it('needs a file, and a JSON one', () => {
    expect(messages({})).toEqual([[['file'], CALENDAR_MESSAGES.selectCredentialsFile]]);
    expect(messages({ file: new File(['x'], 'notes.txt', { type: 'text/plain' }) })).toEqual([
      [['file'], CALENDAR_MESSAGES.jsonFileOnly],
    ]);
    expect(messages({ file: new File(['{}'], 'credentials.json') })).toBeUndefined();
  });
});
