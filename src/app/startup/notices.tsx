/**
 * The start-up notices that take the place of the console: the configuration check message, the unsupported-zone
 * page with the zones that support HPC, and a sub-user whose HPC permission is not opened (sections 2, 6 and 8).
 */
import { Box, Button, Flex, HStack, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { subAccountUrl } from '@/shared/routing/sub-account-link';
import { useSession } from '@/shared/session/session-context';
import { useZoneName } from '@/shared/session/zone-name';
import { CopyButton } from '@/shared/ui/copy-button';
import { Header } from '../shell/header';
import { zoneLabel } from '../shell/page-title';
import { FullPageNotice } from './full-page';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header title={title} />
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  );
}

export function ConfigCheckNotice({ zone: zoneId }: { zone: string }) {
  const { t } = useLingui();
  const zone = useZoneName()(zoneId);
  return (
    <Frame title={t`High Performance Computing`}>
      <FullPageNotice title={t`The HPC configuration is missing`}>
        <Text>
          <Trans>Go to the configuration center to check whether the configuration of zone {zone} is normal.</Trans>
        </Text>
      </FullPageNotice>
    </Frame>
  );
}

export function UnsupportedZone() {
  const { t, i18n } = useLingui();
  const { user, config, switchZone } = useSession();
  const supported = config?.supported_zones ?? [];
  const reachable = supported.filter((item) => user.zones.includes(item.zone));
  return (
    <Frame title={t`High Performance Computing`}>
      <FullPageNotice title={t`HPC services are not supported, please switch to availability`}>
        <Text mb="3" color="fg.muted">
          <Trans>Zones that support HPC:</Trans>
        </Text>
        <List.Root as="ul" listStyleType="none" gap="2" aria-label={t`Zones that support HPC`}>
          {supported.map((item) => (
            <List.Item key={item.zone}>
              <HStack justify="center" gap="3">
                <Text>
                  {zoneLabel(item.zone, config, i18n.locale)} ({item.zone.toUpperCase()})
                </Text>
                {reachable.includes(item) && (
                  <Button size="xs" variant="outline" onClick={() => switchZone(item.zone)}>
                    <Trans>Switch</Trans>
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </FullPageNotice>
    </Frame>
  );
}

export function SubUserNotOpenedNotice() {
  const { t } = useLingui();
  const { signOut, zone, user } = useSession();
  const link = subAccountUrl(zone, user.user_id);
  return (
    <Frame title={t`High Performance Computing`}>
      <FullPageNotice
        title={t`HPC permission is not opened for your account`}
        action={
          <Button variant="outline" onClick={() => void signOut()}>
            <Trans>Sign out</Trans>
          </Button>
        }
      >
        <Text>
          <Trans>
            A sub-account uses the clusters its main account shares. Ask the main account to open HPC permission for you in User management.
          </Trans>
        </Text>
        {/* The place where the main account opens it, with this sub-account highlighted (ADR 0020). */}
        <HStack gap="1" mt="3" justify="center">
          <Text textStyle="sm" color="fg.muted">
            <Trans>Send this link to your main account:</Trans>
          </Text>
          <Text textStyle="sm" fontFamily="mono" wordBreak="break-all" data-testid="sub-account-link">
            {link}
          </Text>
          <CopyButton text={link} label={t`Copy the link`} />
        </HStack>
      </FullPageNotice>
    </Frame>
  );
}
