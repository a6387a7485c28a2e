import { createRemoteConfig } from '@callops/build-config';

export default createRemoteConfig({ name: 'dev-tools', dir: import.meta.dirname });
