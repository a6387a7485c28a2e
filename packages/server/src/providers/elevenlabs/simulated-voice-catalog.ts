import type { CatalogVoice, VoiceCatalog } from './voice-catalog';

/** ElevenLabs' premade voices, as the simulated catalogue knows them (no preview audio without the real service). */
export const SIMULATED_VOICES: readonly CatalogVoice[] = [
  { voiceId: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', previewUrl: null },
  { voiceId: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', previewUrl: null },
  { voiceId: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella', previewUrl: null },
  { voiceId: 'ErXwobaYiN019PkySvjV', name: 'Antoni', previewUrl: null },
  { voiceId: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli', previewUrl: null },
  { voiceId: 'TxGEqnHWrfWFTfGW9XjX', name: 'Josh', previewUrl: null },
  { voiceId: 'VR6AewLTigWG4xSOukaG', name: 'Arnold', previewUrl: null },
  { voiceId: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', previewUrl: null },
];

export function createSimulatedVoiceCatalog(): VoiceCatalog {
  return {
    mode: 'simulated',
    async getVoice(voiceId) {
      return SIMULATED_VOICES.find((voice) => voice.voiceId === voiceId) ?? null;
    },
  };
}
