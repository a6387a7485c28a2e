import { copyToClipboard } from './copy-to-clipboard';

describe('copyToClipboard', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(copyToClipboard('abc', { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('falls back to a hidden textarea when the Clipboard API refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    let copied = '';
    const execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await expect(copyToClipboard('xyz', { clipboard: { writeText }, document })).resolves.toBe(true);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(document.querySelector('textarea')).toBeNull();
      expect(copied).toBe('xyz');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('reports failure when nothing can copy', async () => {
    await expect(copyToClipboard('x', {})).resolves.toBe(false);
  });
});
