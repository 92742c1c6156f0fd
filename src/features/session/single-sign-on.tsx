/** The organisation's single sign-on: a link to the gateway, which sends the browser to the provider (ADR 0064). */
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { gatewayChannel } from '@/api/gateway';

export function SingleSignOn({ label, next, alone }: { label: string; next: string; alone: boolean }) {
  const href = `${gatewayChannel().baseUrl}/auth/oidc/start?next=${encodeURIComponent(next)}`;
  return (
    <Stack gap="4">
      <Button asChild colorPalette="blue">
        <a href={href}>
          <LogIn aria-hidden />
          <Trans>Sign in with {label}</Trans>
        </a>
      </Button>
      {!alone && (
        <HStack>
          <Separator flex="1" />
          <Text flexShrink="0" textStyle="xs" color="fg.muted">
            <Trans>or</Trans>
          </Text>
          <Separator flex="1" />
        </HStack>
      )}
    </Stack>
  );
}
