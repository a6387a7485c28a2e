// The gateway's process: SERVER_UPSTREAMS (comma-separated URLs; a name with several addresses is several servers)
// and REMOTE_ORIGINS (`name=url,name=url`), listening on PORT.
import { createGateway } from './gateway';

function remoteOrigins(value: string | undefined): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const [name, url] = pair.split('=');
    if (!name || !url) throw new Error(`REMOTE_ORIGINS: '${pair}' is not name=url`);
    origins[name.trim()] = new URL(url.trim()).origin;
  }
  return origins;
}

const upstreams = (process.env.SERVER_UPSTREAMS ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);
if (upstreams.length === 0) {
  process.stderr.write('gateway: SERVER_UPSTREAMS must name at least one API server\n');
  process.exit(1);
}
const gateway = createGateway({
  serverUpstreams: upstreams,
  remoteOrigins: remoteOrigins(process.env.REMOTE_ORIGINS),
});
const port = await gateway.start(Number(process.env.PORT ?? 8080));
process.stdout.write(`gateway: listening on ${port}, API servers ${upstreams.join(', ')}\n`);
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
