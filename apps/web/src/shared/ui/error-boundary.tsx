import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the location's key) clears the error: another page may render fine. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches a render error below it (a page that throws, a lazy page whose code cannot load). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
