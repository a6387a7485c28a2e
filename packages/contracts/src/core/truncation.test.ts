import {
  needsExpandControl,
  truncateCallSid,
  truncateRecordingSummary,
  truncateRecordingTranscript,
  truncateRemark,
  truncateTableText,
  truncateText,
} from './truncation';

const chars = (n: number) => 'x'.repeat(n);

describe('truncation', () => {
  it('cuts at the default 100 with an ellipsis and shows N/A when empty', () => {
    expect(truncateText(chars(100))).toBe(chars(100));
    expect(truncateText(chars(101))).toBe(`${chars(100)}...`);
    expect(truncateText('')).toBe('N/A');
    expect(truncateText('   ')).toBe('N/A');
    expect(truncateText(null)).toBe('N/A');
    expect(truncateText(undefined, 5)).toBe('N/A');
  });

  it('cuts table text to 20 only when longer than 24', () => {
    expect(truncateTableText(chars(24))).toBe(chars(24));
    expect(truncateTableText(chars(25))).toBe(`${chars(20)}...`);
    expect(truncateTableText(null)).toBe('N/A');
  });

  it('shows the first 8 characters of a long call SID', () => {
    expect(truncateCallSid('CA12345678')).toBe('CA123456...');
    expect(truncateCallSid('CA123456')).toBe('CA123456');
  });

  it('cuts remarks at 50 and recording previews at 80 and 60', () => {
    expect(truncateRemark(chars(51))).toBe(`${chars(50)}...`);
    expect(truncateRemark(chars(50))).toBe(chars(50));
    expect(truncateRecordingTranscript(chars(81))).toBe(`${chars(80)}...`);
    expect(truncateRecordingTranscript(chars(80))).toBe(chars(80));
    expect(truncateRecordingSummary(chars(61))).toBe(`${chars(60)}...`);
    expect(truncateRecordingSummary(chars(60))).toBe(chars(60));
  });

  it('offers the expand control over 50 characters', () => {
    expect(needsExpandControl(chars(50))).toBe(false);
    expect(needsExpandControl(chars(51))).toBe(true);
    expect(needsExpandControl(null)).toBe(false);
  });
});
