import { isJsonFile } from './credentials-file';

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
