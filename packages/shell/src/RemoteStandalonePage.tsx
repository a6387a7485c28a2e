import { isPublicRoute, ROUTE_FACTS, type RoutePath } from '@callops/contracts/console';
import type { RemoteManifest } from './remote-manifest';

const routeLabel = (path: RoutePath) => {
  const facts = ROUTE_FACTS[path];
  return isPublicRoute(facts) ? path : facts.label;
};

export interface RemoteStandalonePageProps {
  manifest: RemoteManifest;
  /** Where the console runs, e.g. 'http://localhost:3000/' in development. */
  consoleUrl: string;
}

/**
 * What a remote shows when its own page is opened (its dev server's root): its pages only work inside the
 * console, so it links to them there.
 */
export function RemoteStandalonePage({ manifest, consoleUrl }: RemoteStandalonePageProps) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{manifest.name}</h1>
      <p>
        This remote's pages run inside the console: <a href={consoleUrl}>{consoleUrl}</a>
      </p>
      {manifest.routes.length > 0 && (
        <ul>
          {manifest.routes.map((route) => (
            <li key={route.path}>
              <a
                href={new URL(route.path.replace(/^\//, ''), new URL(consoleUrl, window.location.href)).href}
              >
                {routeLabel(route.path)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
