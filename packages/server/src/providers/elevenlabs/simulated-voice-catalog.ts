import type { CatalogVoice, VoiceCatalog } from './voice-catalog';

/** Where the simulated catalogue's preview of a voice is served (synthetic audio: the real samples are ElevenLabs'). */
export const simulatedPreviewPath = (voiceId: string) => `/media/voice-previews/${voiceId}.wav`;

const premade = (voiceId: string, name: string): CatalogVoice => ({
  voiceId,
  name,
  previewUrl: simulatedPreviewPath(voiceId),
  category: 'premade',
});

/** ElevenLabs' premade voices, as the simulated catalogue knows them. */
export const SIMULATED_VOICES: readonly CatalogVoice[] = [
  premade('21m00Tcm4TlvDq8ikWAM', 'Rachel'),
  premade('pNInz6obpgDQGcFmaJgB', 'Adam'),
  premade('EXAVITQu4vr4xnSDxMaL', 'Bella'),
  premade('ErXwobaYiN019PkySvjV', 'Antoni'),
  premade('MF3mGyEYCl7XYWbV9V6O', 'Elli'),
  premade('TxGEqnHWrfWFTfGW9XjX', 'Josh'),
  premade('VR6AewLTigWG4xSOukaG', 'Arnold'),
  premade('AZnzlk1XvdvUeBnXmlld', 'Domi'),
];

export function createSimulatedVoiceCatalog(): VoiceCatalog {
  return {
    mode: 'simulated',
    async getVoice(voiceId) {
      return SIMULATED_VOICES.find((voice) => voice.voiceId === voiceId) ?? null;
    },
  };
}
