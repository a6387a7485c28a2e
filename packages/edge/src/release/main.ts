// The image of a production remote runs this once: it releases the build baked into the image (RELEASE_DIST) into
// the releases volume the proxy serves (RELEASES_DIR), keeping the one before, and exits.
import { deployRelease } from './releases';

const dist = process.env.RELEASE_DIST;
const releasesDir = process.env.RELEASES_DIR;
if (!dist || !releasesDir) {
  process.stderr.write('release: RELEASE_DIST and RELEASES_DIR must both be set\n');
  process.exit(1);
}
const id = deployRelease(dist, releasesDir);
process.stdout.write(`release: ${id} of ${dist} is current in ${releasesDir}\n`);
