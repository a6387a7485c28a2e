export interface CatalogVoice {
  voiceId: string;
  name: string;
  /** A sample to play; null when the vendor has none. */
  previewUrl: string | null;
  /** ElevenLabs' category (premade, cloned, generated …), when it says. */
  category: string | null;
}

export interface VoiceCatalog {
  readonly mode: 'live' | 'simulated';
  /** The voice with this id, or null when the vendor does not know it. */
  getVoice(voiceId: string): Promise<CatalogVoice | null>;
}
