import { createHostConfig } from '@callops/build-config';

export default createHostConfig({ dir: import.meta.dirname });
