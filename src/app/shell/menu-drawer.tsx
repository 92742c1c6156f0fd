/**
 * The side menu below the `md` breakpoint: a drawer from the start edge, opened by the header's menu button (its code
 * loads on the first press, off the landing's JavaScript). It holds the menu's links, closed once one is followed, and
 * the zone, language and appearance choices the narrow header has no room for.
 */
import { CloseButton, Drawer, HStack, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ColorModeMenu, LanguageMenu, ZoneSelect } from './header';
import { MenuEntries } from './side-menu';

export interface MenuDrawerProps {
  open: boolean;
  onClose(): void;
}

export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="80vw" aria-label={t`Main menu`}>
            <Drawer.Header py="3" pe="12">
              <HStack gap="1" minW="0">
                <ZoneSelect />
                <LanguageMenu />
                <ColorModeMenu />
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="0" pt="0" pb="3" as="nav" aria-label={t`Main menu`}>
              <MenuEntries onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close the menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
