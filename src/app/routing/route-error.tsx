/** The error screen of a route: chunk-load failures (script or style) with a retry, or any other error. */
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { chunkFailureOf } from '@/shared/routing/lazy-chunk';
import { FullPageNotice } from '../startup/full-page';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const chunk = chunkFailureOf(error);
  useEffect(() => console.error('HPC console: route error', error), [error]);
  const title =
    chunk === 'style' ? t`Style chunk load failed` : chunk === 'script' ? t`Script chunk load failed` : t`This page ran into a problem`;
  return (
    <FullPageNotice
      title={title}
      action={
        <Button onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      <Text color="fg.muted">
        {chunk ? (
          <Trans>Part of the console could not be downloaded. Check your network and retry.</Trans>
        ) : (
          <Trans>Reload the page to try again.</Trans>
        )}
      </Text>
    </FullPageNotice>
  );
}

interface BoundaryProps {
  /** The location's key: an error is forgotten on the next navigation, which may lead somewhere that works. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  locationKey: string;
  failed: { error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey, failed: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, failed: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/** A route's error boundary: what it wraps (a screen whose chunk failed to load, or that threw) gives way to RouteError. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
