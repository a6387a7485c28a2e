import { createRemoteConfig } from '@callops/build-config';

export default createRemoteConfig({ name: 'calendar-voice', dir: import.meta.dirname });
