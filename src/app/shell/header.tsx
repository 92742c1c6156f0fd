/**
 * The header: back button (one history step), the section title, and the zone, language, theme and account menus
 * (whose code loads after start-up: lazy-menu.tsx). Below the `md` breakpoint a menu button opens the side menu as a
 * drawer, which also holds the zone, language and theme choices (menu-drawer.tsx); the header keeps the rest.
 */
import { Box, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ChevronLeft, KeyRound, Languages, LogOut, Menu, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { activateLocale, LANGUAGE_NAMES, type Locale } from '@/shared/i18n/locale';
import { useColorMode, type ColorModePreference } from '@/shared/ui/color-mode';
import { StandaloneSelect } from '@/shared/ui/standalone-controls';
import { consolePath, useSession } from '@/shared/session/session-context';
import { LazyMenu } from './lazy-menu';
import { zoneLabel } from './page-title';
import { NotificationBellSlot } from './notification-bell-slot';
import { QuotaWarningSlot } from './quota-warning-slot';

/** `onOpenMenu`: the layout has a side menu, which the menu button opens on a narrow screen. */
export function Header({ title, onOpenMenu }: { title: string; onOpenMenu?(): void }) {
  const { t } = useLinguiMacro();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4' }}
      h="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {onOpenMenu && (
        <IconButton aria-label={t`Open the menu`} variant="ghost" size="sm" hideFrom="md" onClick={onOpenMenu}>
          <Menu />
        </IconButton>
      )}
      <IconButton aria-label={t`Back`} variant="ghost" size="sm" disabled={!canGoBack} onClick={() => navigate(-1)}>
        <ChevronLeft />
      </IconButton>
      <Heading as="h1" size="md" flex="1" minW="0" truncate>
        {title}
      </Heading>
      <HStack gap={{ base: '1', md: '2' }} minW="0">
        <QuotaWarningSlot />
        {/* Without a side menu (a page of its own tab) the choices stay in the header at every width. */}
        <HStack gap="2" hideBelow={onOpenMenu ? 'md' : undefined}>
          <ZoneSelect />
          <LanguageMenu />
          <ColorModeMenu />
        </HStack>
        <NotificationBellSlot />
        <AccountMenu />
      </HStack>
    </Flex>
  );
}

export function ZoneSelect() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const { user, zone, config, switchZone } = useSession();
  return (
    <StandaloneSelect
      size="sm"
      width="auto"
      maxW={{ base: '40', md: 'none' }}
      aria-label={t`Zone`}
      value={zone}
      onChange={(event) => switchZone(event.currentTarget.value)}
    >
      {user.zones.map((item) => (
        <option key={item} value={item}>
          {zoneLabel(item, config, i18n.locale, user.region_info)}
        </option>
      ))}
    </StandaloneSelect>
  );
}

export function LanguageMenu() {
  const { t, i18n } = useLinguiMacro();
  const choose = (locale: string) => void activateLocale(locale as Locale, { remember: true });
  return (
    <LazyMenu
      onSelect={choose}
      trigger={
        <IconButton aria-label={t`Language`} variant="ghost" size="sm">
          <Languages />
        </IconButton>
      }
      entries={[
        {
          type: 'radio-group',
          value: i18n.locale,
          items: [
            { value: 'zh', lang: 'zh-CN', label: LANGUAGE_NAMES.zh },
            { value: 'en', lang: 'en', label: LANGUAGE_NAMES.en },
          ],
        },
      ]}
    />
  );
}

export function ColorModeMenu() {
  const { t } = useLinguiMacro();
  const { preference, mode, setPreference } = useColorMode();
  return (
    <LazyMenu
      onSelect={(value) => setPreference(value as ColorModePreference)}
      trigger={
        <IconButton aria-label={t`Appearance`} variant="ghost" size="sm" data-color-mode={mode}>
          {mode === 'dark' ? <Moon /> : <Sun />}
        </IconButton>
      }
      entries={[
        {
          type: 'radio-group',
          value: preference,
          items: [
            {
              value: 'system',
              label: (
                <>
                  <Monitor size={14} /> <Trans>Follow the system</Trans>
                </>
              ),
            },
            {
              value: 'light',
              label: (
                <>
                  <Sun size={14} /> <Trans>Light</Trans>
                </>
              ),
            },
            {
              value: 'dark',
              label: (
                <>
                  <Moon size={14} /> <Trans>Dark</Trans>
                </>
              ),
            },
          ],
        },
      ]}
    />
  );
}

function AccountMenu() {
  const { t } = useLinguiMacro();
  const { user, signOut, zone, portal } = useSession();
  const navigate = useNavigate();
  const iamName = user.iamuser_name;
  const userId = user.user_id;
  return (
    <LazyMenu
      onSelect={(value) => (value === 'sign-out' ? void signOut() : navigate(consolePath(zone, portal, 'access_tokens')))}
      trigger={
        <IconButton aria-label={t`Account`} variant="ghost" size="sm">
          <UserRound />
        </IconButton>
      }
      entries={[
        {
          type: 'content',
          content: (
            <Box px="2" py="1.5">
              <Text fontWeight="medium">{user.user_name || user.user_id}</Text>
              <Text textStyle="xs" color="fg.muted">
                {user.iamuser_name ? (
                  <Trans>
                    {userId} · IAM user {iamName}
                  </Trans>
                ) : (
                  user.user_id
                )}
              </Text>
            </Box>
          ),
        },
        { type: 'separator' },
        {
          type: 'item',
          value: 'tokens',
          label: (
            <>
              <KeyRound size={14} /> <Trans>Access tokens</Trans>
            </>
          ),
        },
        {
          type: 'item',
          value: 'sign-out',
          label: (
            <>
              <LogOut size={14} /> <Trans>Sign out</Trans>
            </>
          ),
        },
      ]}
    />
  );
}
