import { defineRemoteManifest } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [],
});
