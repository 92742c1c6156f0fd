/** The error screen of a route: chunk-load failures (script or style) with a retry, or any other error. */
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { chunkFailureOf } from '@/shared/routing/lazy-chunk';
import { FullPageNotice } from '../startup/full-page';

export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
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
