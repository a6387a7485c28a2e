import { VOICE_MESSAGES } from '@callops/contracts/voices';
import { voiceActions, voiceIdToAdd } from './voice-rules';

describe('voice rules', () => {
  it('blocks archiving an active voice and deleting one used in VAPI, each with its note', () => {
    expect(voiceActions({ status: 'ACTIVE', is_used_in_vapi: true })).toEqual({
      archiveBlockedBy: VOICE_MESSAGES.deactivateBeforeArchiving,
      deleteBlockedBy: VOICE_MESSAGES.usedInVapi,
    });
    expect(voiceActions({ status: 'INACTIVE', is_used_in_vapi: true })).toEqual({
      archiveBlockedBy: null,
      deleteBlockedBy: VOICE_MESSAGES.usedInVapi,
    });
    expect(voiceActions({ status: 'INACTIVE', is_used_in_vapi: false })).toEqual({
      archiveBlockedBy: null,
      deleteBlockedBy: null,
    });
  });

  it('ignores an id that is blank after trimming', () => {
    expect(voiceIdToAdd(undefined)).toBeNull();
    expect(voiceIdToAdd('  \t ')).toBeNull();
    expect(voiceIdToAdd(' 21m00Tcm4TlvDq8ikWAM ')).toBe('21m00Tcm4TlvDq8ikWAM');
  });
});
