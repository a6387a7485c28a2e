import { RemoteStandalonePage } from '@callops/shell';
import { createRoot } from 'react-dom/client';
import manifest from './manifest';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RemoteStandalonePage manifest={manifest} consoleUrl={process.env.CALLOPS_CONSOLE_URL ?? '/'} />,
  );
}
