import 'antd/dist/reset.css';
// Every antd style the console uses, built with the host (build-config antd-static-style.mjs): ConsoleApp's
// staticAntdStyles below.
import './__antd-static.css';
import { EARLY_READS_GLOBAL, type EarlyReads } from '@callops/contracts/console';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import { HOST_TEXT } from './app/host-text';
import { createQueryClient } from './app/query-client';
import { loadConsoleConfig } from './console-config/load-console-config';
import { FailurePage } from './layout/FailurePage';
import { FullPageLoading } from './layout/FullPageLoading';
import { createRemoteRegistry } from './remotes/remote-registry';
import { createRemotesStore } from './remotes/remotes-store';
import { createSessionStore } from './session/session-store';
import { browserTokenStorage } from './session/token-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

async function boot(retry: boolean) {
  root.render(<FullPageLoading />);
  try {
    const config = await loadConsoleConfig({ retry });
    document.title = config.name;
    const registry = createRemoteRegistry(config.remotes, { registerRemotes, loadRemote });
    // The current route's page loads with its remote's manifest, so it renders without a fallback.
    const remotesStore = createRemotesStore(registry, {
      currentPath: () => window.location.pathname,
      // Safari has no requestIdleCallback: a second after the remote loaded will do there.
      whenIdle: (work) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(work, { timeout: 3_000 })
          : setTimeout(work, 1_000),
    });
    // Only the current page's remote loads at boot, while the session is checked; the others when wanted.
    void remotesStore.getState().preloadPage(window.location.pathname);
    root.render(
      <StrictMode>
        <ConsoleApp
          config={config}
          sessionStore={createSessionStore(browserTokenStorage())}
          remotesStore={remotesStore}
          queryClient={createQueryClient()}
          staticAntdStyles
          earlyReads={(window as { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL]}
        />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <FailurePage
        title={HOST_TEXT.configFailed}
        error={error instanceof Error ? error : new Error(String(error))}
        onRetry={() => boot(true)}
      />,
    );
  }
}

void boot(false);
