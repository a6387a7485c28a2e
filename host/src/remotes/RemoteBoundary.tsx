import type { RemoteName } from '@callops/contracts/console';
import { Component, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface RemoteBoundaryProps {
  remote: RemoteName;
  /** Reloads the remote; its pages then mount afresh under a new key. */
  onRetry: () => Promise<void>;
  children: ReactNode;
}

/** Contains a remote page that fails to load or throws: the rest of the console keeps working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error)
      return <RemoteErrorPanel remote={this.props.remote} error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
