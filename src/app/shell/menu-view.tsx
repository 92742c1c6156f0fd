/** The header menus' view (lazy-menu.tsx loads it after start-up): Chakra's Menu over the entries it is given. */
import { Menu, Portal } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { MenuViewProps } from './lazy-menu';

export function MenuView({ trigger, entries, onSelect, defaultOpen }: MenuViewProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entries.map((entry, index) => {
              switch (entry.type) {
                case 'radio-group':
                  return (
                    <Menu.RadioItemGroup key={index} value={entry.value}>
                      {entry.items.map((item) => (
                        <Menu.RadioItem key={item.value} value={item.value} lang={item.lang}>
                          {item.label}
                          <Menu.ItemIndicator />
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioItemGroup>
                  );
                case 'item':
                  return (
                    <Menu.Item key={index} value={entry.value}>
                      {entry.label}
                    </Menu.Item>
                  );
                case 'separator':
                  return <Menu.Separator key={index} />;
                default:
                  return <Fragment key={index}>{entry.content}</Fragment>;
              }
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
