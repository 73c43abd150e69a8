import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteName } from '@parcelpilot/contracts';

export interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches what the errorLoadRemote plugin cannot: /remotes.json failing, and a loaded remote throwing while it renders.
 * The slot remounts it (new key) on retry, which clears the failure.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}
