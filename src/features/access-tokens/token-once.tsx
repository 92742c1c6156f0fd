/**
 * A new token as the gateway answered it, the only time it does (ADR 0063): copyable, with a warning that it will not
 * be shown again and how a script sends it.
 */
import { Alert, Code, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyField } from '@/shared/ui/copy-field';

const HEADER = 'Authorization: Bearer';

export function TokenOnce({ token, apiBase }: { token: string; apiBase: string }) {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a shell command, not text
  const example = `curl -H "${HEADER} ${token.slice(0, 20)}…" ${apiBase}/portal-hpc/cluster/list`;
  return (
    <Alert.Root status="warning" role="region" aria-label={t`New access token`}>
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0">
        <Alert.Title>
          <Trans>Copy the token now: it will not be shown again.</Trans>
        </Alert.Title>
        <CopyField value={token} label={t`Access token`} copyLabel={t`Copy the token`} />
        <Stack gap="1" textStyle="sm">
          <Text>
            <Trans>
              A script sends it in the header <Code>{HEADER} …</Code>, with no cookie or CSRF token. For example:
            </Trans>
          </Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
            {example}
          </Code>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
