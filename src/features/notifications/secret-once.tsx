/**
 * A webhook secret as the gateway answered it, the only time it does (ADR 0059): copyable, with a warning that it will
 * not be shown again and how a receiver checks a delivery's signature with it.
 */
import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyField } from '@/shared/ui/copy-field';

const TIMESTAMP_HEADER = 'X-HPC-Timestamp';
const SIGNATURE_HEADER = 'X-HPC-Signature';
const SIGNED_TEXT = '<timestamp>.<body>';
const SIGNATURE_FORM = 'sha256=<hex>';

export function SecretOnce({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="warning" mt="4" role="region" aria-label={t`New webhook secret`}>
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0">
        <Alert.Title>
          <Trans>Copy the webhook secret now: it will not be shown again.</Trans>
        </Alert.Title>
        <CopyField value={secret} label={t`Webhook secret`} copyLabel={t`Copy the secret`} maxW="xl" />
        <Stack gap="1" textStyle="sm">
          <Text>
            <Trans>
              Every delivery is a POST with the headers <Code>{TIMESTAMP_HEADER}</Code> (Unix seconds) and <Code>{SIGNATURE_HEADER}</Code> (
              <Code>{SIGNATURE_FORM}</Code>).
            </Trans>
          </Text>
          <Text>
            <Trans>
              To check one, compute the HMAC-SHA256 of <Code>{SIGNED_TEXT}</Code> with this secret, compare it with the signature, and
              refuse a timestamp more than 5 minutes off. A repeated notification_id is a repeat: drop it.
            </Trans>
          </Text>
        </Stack>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onDone}>
          <Trans>I have copied it</Trans>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
