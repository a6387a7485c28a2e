import { createRemoteConfig } from '@callops/build-config';

export default createRemoteConfig({ name: 'settings', dir: import.meta.dirname });
