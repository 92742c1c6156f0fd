/**
 * The side menu: the portal's sections, minus those whose feature is off, the extra items hidden for sub-users and
 * the zone administrator's own (a site's Slurm clusters and machines) for anyone else.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  Activity,
  BookOpen,
  Boxes,
  FileText,
  FlaskConical,
  Gauge,
  HardDrive,
  House,
  Layers,
  ListChecks,
  MonitorPlay,
  Network,
  Package,
  Rocket,
  ScrollText,
  Server,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { isSubUser, isZoneAdmin, useSession } from '@/shared/session/session-context';
import { isSectionEnabled, MENU_GROUP_TITLES, SECTIONS, type SectionDef, type SectionId } from './sections';

const ICONS: Partial<Record<SectionId, LucideIcon>> = {
  home: House,
  quickstart: Rocket,
  clusters: Server,
  ispf: FlaskConical,
  jobs: ListChecks,
  jobTemplates: FileText,
  queues: Layers,
  nodes: Boxes,
  users: Users,
  nas: HardDrive,
  software: Package,
  graphics: MonitorPlay,
  clusterMonitors: Gauge,
  jobMonitors: Activity,
  userMgt: UserCog,
  logs: ScrollText,
  network: Network,
  slurmClusters: Server,
  machines: Boxes,
};

export function visibleMenu(
  portal: 'hpc' | 'ispf',
  features: Parameters<typeof isSectionEnabled>[2],
  subUser: boolean,
  zoneAdmin = false,
): SectionDef[] {
  return SECTIONS.filter((section) => section.menu && isSectionEnabled(section, portal, features, subUser, zoneAdmin));
}

/** The side menu beside the page, from the `md` breakpoint up; below it the same menu opens as a drawer (menu-drawer.tsx). */
export function SideMenu() {
  const { t } = useLingui();
  return (
    // The menu stays in place below the sticky header while a long page scrolls the window, scrolling itself when taller.
    <Box
      as="nav"
      aria-label={t`Main menu`}
      hideBelow="md"
      w="56"
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.subtle"
      overflowY="auto"
      py="3"
      position="sticky"
      top="14"
      alignSelf="flex-start"
      height="calc(100dvh - {sizes.14})"
    >
      <MenuEntries />
    </Box>
  );
}

/** The console's name and the menu's groups of links; `onNavigate` runs when a link is followed (the drawer closes). */
export function MenuEntries({ onNavigate }: { onNavigate?(): void }) {
  const { t, i18n } = useLingui();
  const { zone, portal, config, user } = useSession();
  const items = visibleMenu(portal, config?.features, isSubUser(user), isZoneAdmin(user));
  const groups = [...new Set(items.map((item) => item.menuGroup ?? 'overview'))];
  return (
    <>
      <Text px="4" pb="3" fontWeight="semibold" textStyle="sm">
        {portal === 'ispf'
          ? t`Industrial Simulation Platform`
          : config
            ? i18n.locale === 'en'
              ? config.console_name_en
              : config.console_name
            : t`High Performance Computing`}
      </Text>
      {groups.map((group) => (
        <Box key={group} as="section" mb="3">
          <Text px="4" py="1" textStyle="xs" color="fg.muted" textTransform="uppercase">
            {i18n._(MENU_GROUP_TITLES[group])}
          </Text>
          <Stack as="ul" gap="0" listStyleType="none">
            {items
              .filter((item) => (item.menuGroup ?? 'overview') === group)
              .map((item) => {
                const Icon = ICONS[item.id] ?? BookOpen;
                return (
                  <Box as="li" key={item.id}>
                    <Box
                      asChild
                      display="flex"
                      alignItems="center"
                      gap="2"
                      px="4"
                      py="1.5"
                      textStyle="sm"
                      color="fg"
                      _hover={{ bg: 'bg.muted' }}
                      css={{ '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'medium' } }}
                      colorPalette="blue"
                    >
                      <NavLink to={`/${zone}/${portal}/${item.path}`} onClick={onNavigate}>
                        <Icon size={16} aria-hidden />
                        {i18n._(item.title)}
                      </NavLink>
                    </Box>
                  </Box>
                );
              })}
          </Stack>
        </Box>
      ))}
    </>
  );
}
