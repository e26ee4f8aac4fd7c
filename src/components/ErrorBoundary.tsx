import { Component, type ReactNode } from 'react';
import { Oops } from './Oops.tsx';

interface State {
  error: unknown;
}

/**
 * Catches a screen that throws while rendering (or a lazy chunk that failed to download after a
 * deploy) and shows the Oops block; Retry re-mounts the children, reloading the chunk if needed.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunkFailed = String(this.state.error).includes('dynamically imported module');
    return <Oops onRetry={() => (chunkFailed ? window.location.reload() : this.setState({ error: null }))} />;
  }
}
