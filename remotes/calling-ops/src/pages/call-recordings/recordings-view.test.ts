import { offsetOf } from '@callops/ui';
import {
  activeLineIndex,
  emptyText,
  footerText,
  leadNameOf,
  summaryPreview,
  transcriptPreview,
  transferTag,
} from './recordings-view';

describe('recordings view', () => {
  it('tags a transfer with its result, naming the person (or the number alone) on hover', () => {
    expect(transferTag({ transfer: null })).toBeNull();
    expect(
      transferTag({ transfer: { to_number: '+14165550199', to_name: 'Dana Smith', result: 'answered' } }),
    ).toEqual({
      text: 'Transfer: answered',
      title: 'Transferred to Dana Smith (+14165550199): answered',
      result: 'answered',
    });
    expect(
      transferTag({ transfer: { to_number: '+14165550199', to_name: null, result: 'failed' } })?.title,
    ).toBe('Transferred to +14165550199: failed');
  });

  it("names a call by its lead, else its company, else 'Unknown'", () => {
    expect(leadNameOf({ lead_name: null, company_name: null })).toBe('Unknown');
    expect(leadNameOf({ lead_name: '  ', company_name: ' ' })).toBe('Unknown');
    expect(leadNameOf({ lead_name: 'Jane Doe', company_name: 'Acme Ltd.' })).toBe('Jane Doe');
    expect(leadNameOf({ lead_name: null, company_name: 'Acme Ltd.' })).toBe('Acme Ltd.');
  });

  it('cuts the transcript at 80 and the summary at 60 characters with an ellipsis, or shows their placeholders', () => {
    expect(transcriptPreview('a'.repeat(80))).toBe('a'.repeat(80));
    expect(transcriptPreview('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
    expect(summaryPreview('b'.repeat(60))).toBe('b'.repeat(60));
    expect(summaryPreview('b'.repeat(61))).toBe(`${'b'.repeat(60)}...`);
    expect(transcriptPreview(null)).toBe('No transcript');
    expect(summaryPreview('')).toBe('No summary');
  });

  it('says which filter found nothing', () => {
    expect(emptyText('all')).toBe('No call recordings available.');
    expect(emptyText('appointment_booked')).toBe('No Appointment Booked recordings found.');
    expect(emptyText('reminder')).toBe('No Reminder Calls recordings found.');
  });

  it('counts the page on screen against the total', () => {
    expect(footerText(50, 118)).toBe('Showing 50 of 118 recordings');
    expect(offsetOf(3, 50)).toBe(100);
  });

  it('finds the line being spoken', () => {
    const lines = [
      { speaker: 'assistant', text: 'Hi', seconds: 1.5 },
      { speaker: 'customer', text: 'Yes', seconds: 4 },
      { speaker: 'assistant', text: 'Great', seconds: 6.2 },
    ];
    expect(activeLineIndex(lines, 0)).toBe(-1);
    expect(activeLineIndex(lines, 1.5)).toBe(0);
    expect(activeLineIndex(lines, 5.9)).toBe(1);
    expect(activeLineIndex(lines, 100)).toBe(2);
    expect(activeLineIndex([], 3)).toBe(-1);
  });
});
