import { createRemoteConfig } from '@callops/build-config';

export default createRemoteConfig({ name: 'calling-ops', dir: import.meta.dirname });
