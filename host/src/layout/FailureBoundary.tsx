import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** What shows instead of the children once one of them has thrown. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Contains a part of the console that fails to load or throws: the rest keeps working. */
export class FailureBoundary extends Component<FailureBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error) : this.props.children;
  }
}
