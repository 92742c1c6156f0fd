/**
 * The home layout (spec section 2): header with title and back button, side menu, content and loading indicator,
 * the verification notice and the help console (loaded after the first paint). Pages opened in their own tab (web
 * SSH) hide the side menu. Below the `md` breakpoint the side menu is a drawer the header's menu button opens.
 */
import { Alert, Box, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyPiece } from '@/shared/routing/lazy-chunk';
import { needsVerification, useSession } from '@/shared/session/session-context';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import type { MenuDrawerProps } from './menu-drawer';
import { pageTitle, zoneLabel } from './page-title';
import { sectionOfPath } from './sections';
import { SideMenu } from './side-menu';

/** The help console is not needed for the first paint: its code loads once the layout is up (none if it fails to). */
const HelpConsole = lazy(() =>
  import('./help-console').then(
    (module) => ({ default: module.HelpConsole }),
    (error: unknown) => {
      console.warn('HPC console: the help console did not load', error);
      return { default: () => null };
    },
  ),
);

/**
 * The side menu as a drawer (narrow screens): its code loads on the first press of the header's menu button; a load
 * that failed is logged, and the next press tries again.
 */
const menuDrawer = lazyPiece<ComponentType<MenuDrawerProps>>(
  () => import('./menu-drawer').then((module) => module.MenuDrawer),
  'menu-drawer',
);

export function useSectionTitle(): string {
  const { t, i18n } = useLingui();
  const { portal } = useSession();
  const segment = useLocation().pathname.split('/')[3];
  const section = sectionOfPath(portal, segment);
  return section ? i18n._(section.title) : t`High Performance Computing`;
}

export function Layout({ hideMenu = false }: { hideMenu?: boolean }) {
  const { i18n } = useLingui();
  const { user, zone, config } = useSession();
  const title = useSectionTitle();
  // null until the menu button is first pressed and the drawer's code is in.
  const [drawer, setDrawer] = useState<{ View: ComponentType<MenuDrawerProps>; open: boolean } | null>(null);
  const openMenu = () =>
    void menuDrawer.load().then(
      (View) => setDrawer({ View, open: true }),
      () => {},
    );
  const consoleName = config ? (i18n.locale === 'en' ? config.console_name_en : config.console_name) : '';
  useEffect(() => {
    document.title = pageTitle({ section: title, zoneLabel: zoneLabel(zone, config, i18n.locale, user.region_info), zone, consoleName });
  }, [title, zone, config, consoleName, i18n.locale, user.region_info]);

  return (
    <Flex direction="column" minH="100vh">
      <Header title={title} onOpenMenu={hideMenu ? undefined : openMenu} />
      <LoadingBar />
      <Flex flex="1" minH="0">
        {!hideMenu && <SideMenu />}
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '5' }}>
          {needsVerification(user, zone, config) && (
            <Alert.Root status="warning" mb="4">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Your account is not verified yet</Trans>
                </Alert.Title>
                <Alert.Description>
                  <Trans>Complete real-name verification in the account centre before creating paid resources.</Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Outlet />
        </Box>
      </Flex>
      {!hideMenu && drawer && <drawer.View open={drawer.open} onClose={() => setDrawer({ ...drawer, open: false })} />}
      {!hideMenu && (
        <Suspense fallback={null}>
          <HelpConsole guide={config?.guide} />
        </Suspense>
      )}
    </Flex>
  );
}
