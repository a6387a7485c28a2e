// The image of a production remote runs this: it releases the build baked into the image (RELEASE_DIST) into the
// releases volume, keeping the one before, and serves them on PORT.

import { deployRelease } from './releases';
import { createStaticOrigin } from './static-origin';

const releasesDir = process.env.RELEASES_DIR ?? '/srv/releases';
const port = Number(process.env.PORT ?? 8080);
const dist = process.env.RELEASE_DIST;

if (dist) {
  const id = deployRelease(dist, releasesDir);
  process.stdout.write(`static-origin: release ${id} of ${dist} is current\n`);
}
const server = createStaticOrigin(releasesDir);
server.listen(port, '0.0.0.0', () =>
  process.stdout.write(`static-origin: serving ${releasesDir} on ${port}\n`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
