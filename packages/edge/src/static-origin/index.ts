export { deployRelease, type ReleasePointer, readReleases, releaseIdOf } from './releases';
export { createStaticOrigin } from './static-origin';
