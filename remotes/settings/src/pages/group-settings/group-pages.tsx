import type { SettingsGroup } from '@callops/contracts/settings';
import type { ComponentType } from 'react';
import { GroupSettingsPage } from './GroupSettingsPage';

// One page component per group, as the manifest's lazy routes need (no props).
const VapiSettingsPage = () => <GroupSettingsPage group="vapi" />;
const InstructionsSettingsPage = () => <GroupSettingsPage group="instructions" />;
const TwilioSettingsPage = () => <GroupSettingsPage group="twilio" />;
const ElevenLabsSettingsPage = () => <GroupSettingsPage group="elevenlabs" />;
const SchedulingSettingsPage = () => <GroupSettingsPage group="scheduling" />;
const EmailSettingsPage = () => <GroupSettingsPage group="email" />;
const DatabaseSettingsPage = () => <GroupSettingsPage group="database" />;

export const GROUP_PAGES: Record<SettingsGroup, ComponentType> = {
  vapi: VapiSettingsPage,
  instructions: InstructionsSettingsPage,
  twilio: TwilioSettingsPage,
  elevenlabs: ElevenLabsSettingsPage,
  scheduling: SchedulingSettingsPage,
  email: EmailSettingsPage,
  database: DatabaseSettingsPage,
};
