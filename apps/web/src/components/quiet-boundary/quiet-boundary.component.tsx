import { Component, type ReactNode } from 'react';

/**
 * For an extra on a screen (a prompt, a card) whose failure must not take the screen with it:
 * when its code fails to load or it throws, it shows nothing and the screen goes on.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
