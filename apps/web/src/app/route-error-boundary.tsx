import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteError } from './route-error';

type Props = { location: Location; children: ReactNode };
type State = { error: unknown; location: Location };

/**
 * Shows RouteError in place of a page that failed to render or whose code failed to download. The
 * next navigation (the message's Home link, Back) tries again, as the data router's errorElement did.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
