import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error.route';

interface BoundaryProps {
  /** Another screen (a navigation) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The resetKey the error happened at. */
  at: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.resetKey };
    return state.at === props.resetKey ? null : { error: null, at: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

/**
 * Catches what a screen throws while it renders, or when its code fails to load (a lazy import
 * after a deploy or offline), and shows the error screen in its place, inside the layout; going to
 * another screen tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
