import { Component, type ReactNode } from 'react';

/** Spec 000 §8 "Widget": a broken chat says so and can start again, instead of going blank. */
export class ChatErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('chat: render failed', error);
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <div key={attempt}>{this.props.children}</div>;
    return (
      <div className="crash" role="alert">
        <p>Something went wrong:</p>
        <pre>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
          Try again
        </button>
      </div>
    );
  }
}
