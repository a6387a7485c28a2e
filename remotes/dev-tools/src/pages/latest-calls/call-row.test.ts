import { callLeadName, callStatusTone, callTextView, shownCallSid } from './call-row';

const completed = { status: 'completed' as const };

describe('call rows', () => {
  it("names a call by its lead, else its company, else 'N/A'", () => {
    expect(callLeadName({ lead_name: 'Jane Doe', company_name: 'Acme Ltd.' })).toBe('Jane Doe');
    expect(callLeadName({ lead_name: ' ', company_name: 'Acme Ltd.' })).toBe('Acme Ltd.');
    expect(callLeadName({ lead_name: null, company_name: null })).toBe('N/A');
  });

  it('hides transcript and summary unless the call completed', () => {
    expect(callTextView({ status: 'in-progress' }, 'Hello, this is the assistant calling')).toBeNull();
    expect(callTextView({ status: 'failed' }, 'short')).toBeNull();
  });

  it("shows nothing ('N/A') for a completed call without the text", () => {
    expect(callTextView(completed, null)).toBeNull();
    expect(callTextView(completed, '   ')).toBeNull();
  });

  it('shows up to 24 characters whole', () => {
    expect(callTextView(completed, 'x'.repeat(24))).toEqual({ full: 'x'.repeat(24), cut: null });
  });

  it('cuts a longer text to its first 20 characters', () => {
    const text = 'Hello, this is the assistant calling about your roof';
    expect(callTextView(completed, text)).toEqual({ full: text, cut: 'Hello, this is the a...' });
    expect(callTextView(completed, 'y'.repeat(25))).toEqual({
      full: 'y'.repeat(25),
      cut: `${'y'.repeat(20)}...`,
    });
  });

  it('shows the first 8 characters of a call SID longer than 8', () => {
    expect(shownCallSid('CA1234567890abcdef')).toBe('CA123456...');
    expect(shownCallSid('CA123456')).toBe('CA123456');
  });

  it('colours the status by where the call is', () => {
    expect(callStatusTone('completed')).toBe('success');
    expect(callStatusTone('ringing')).toBe('processing');
    expect(callStatusTone('dialing')).toBe('processing');
    expect(callStatusTone('failed')).toBe('error');
    expect(callStatusTone('cancelled')).toBe('default');
    expect(callStatusTone('no-answer')).toBe('warning');
    expect(callStatusTone('busy')).toBe('warning');
  });
});
