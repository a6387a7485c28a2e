import {
  addVoiceRequestSchema,
  canArchiveVoice,
  canDeleteVoice,
  confirmVoiceNameRequestSchema,
  isVoiceNameConfirmed,
} from './voice';

describe('voice rules', () => {
  it('needs the exact name to archive or delete', () => {
    expect(isVoiceNameConfirmed('Rachel', { name: 'Rachel' })).toBe(true);
    expect(isVoiceNameConfirmed('rachel', { name: 'Rachel' })).toBe(false);
    expect(isVoiceNameConfirmed('Rachel ', { name: 'Rachel' })).toBe(false);
  });
  it('keeps active voices from being archived and VAPI voices from being deleted', () => {
    expect(canArchiveVoice({ status: 'ACTIVE' })).toBe(false);
    expect(canArchiveVoice({ status: 'INACTIVE' })).toBe(true);
    expect(canDeleteVoice({ is_used_in_vapi: true })).toBe(false);
    expect(canDeleteVoice({ is_used_in_vapi: false })).toBe(true);
  });
});

describe('voice requests', () => {
  it('takes a trimmed provider voice id without path characters, up to 128 characters', () => {
    expect(addVoiceRequestSchema.parse({ voice_id: '  21m00Tcm4TlvDq8ikWAM ' })).toEqual({
      voice_id: '21m00Tcm4TlvDq8ikWAM',
    });
    for (const voice_id of [
      '../voices',
      'a/b',
      'a?b=1',
      'a#b',
      '%2e%2e',
      'a b',
      '',
      '   ',
      'x'.repeat(10_240),
    ]) {
      expect(addVoiceRequestSchema.safeParse({ voice_id }).success).toBe(false);
    }
    expect(addVoiceRequestSchema.safeParse({ voice_id: 'x'.repeat(128) }).success).toBe(true);
  });

  it('carries the typed name as it was typed, within the short-text limit', () => {
    expect(confirmVoiceNameRequestSchema.parse({ confirm_name: 'Rachel ' })).toEqual({
      confirm_name: 'Rachel ',
    });
    expect(confirmVoiceNameRequestSchema.safeParse({ confirm_name: 'x'.repeat(201) }).success).toBe(false);
  });
});
