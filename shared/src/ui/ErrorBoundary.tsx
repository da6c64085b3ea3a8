import { Component, type ErrorInfo, type ReactNode } from 'react';
import { report } from '@portal/shared/reporting';

export interface ErrorBoundaryProps {
  /** What to show instead of the broken area; `retry` renders the children again. */
  fallback: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** Resets the boundary when it changes (e.g. the route). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches render errors below it, reports them and shows a fallback (spec 001 s8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    report(error, { componentStack: info.componentStack ?? undefined });
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
