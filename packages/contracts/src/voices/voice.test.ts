import { canArchiveVoice, canDeleteVoice, isVoiceNameConfirmed } from './voice';

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
