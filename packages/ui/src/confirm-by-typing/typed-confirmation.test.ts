import { isConfirmationTyped } from './typed-confirmation';

describe('isConfirmationTyped', () => {
  it('accepts the exact name', () => {
    expect(isConfirmationTyped('Rachel Voice', 'Rachel Voice')).toBe(true);
  });

  it.each([
    ['rachel voice', 'different case'],
    ['Rachel Voice ', 'trailing space'],
    [' Rachel Voice', 'leading space'],
    ['Rachel', 'a prefix'],
    ['', 'nothing'],
  ])('rejects %p (%s)', (typed) => {
    expect(isConfirmationTyped(typed, 'Rachel Voice')).toBe(false);
  });

  it('never confirms an empty expected name', () => {
    expect(isConfirmationTyped('', '')).toBe(false);
  });
});
