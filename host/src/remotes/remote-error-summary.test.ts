import { remoteErrorSummary } from './remote-error-summary';

describe('remoteErrorSummary', () => {
  it('keeps the sentence of a federation runtime error, not its arguments and docs link', () => {
    const error = new Error(
      '[ Federation Runtime ]: The manifest is not a valid Module Federation manifest. #RUNTIME-013 args: {"manifestUrl":"x"} View the docs',
    );
    expect(remoteErrorSummary(error)).toBe('The manifest is not a valid Module Federation manifest.');
  });

  it('keeps the first line of other errors', () => {
    expect(
      remoteErrorSummary(new Error('Loading chunk 293 failed.\n(error: /remotes/settings/293.js)')),
    ).toBe('Loading chunk 293 failed.');
    expect(remoteErrorSummary(new Error('boom'))).toBe('boom');
  });
});
