import { createRemoteConfig } from '@callops/build-config';

export default createRemoteConfig({ name: 'leads-crm', dir: import.meta.dirname });
