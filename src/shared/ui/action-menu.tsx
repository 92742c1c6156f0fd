/**
 * The actions menu of a list row or a page: a "…" button named "Actions of <name>" (or a trigger of the caller's,
 * e.g. "More actions" on a detail page) opening the actions, irreversible ones in red.
 *
 *   <ActionMenu name={node.name} items={[{ id: 'restart', label: t`Restart` }, { id: 'delete', label: t`Delete`, danger: true }]} onChoose={show} />
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Ellipsis } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';

export interface ActionMenuItem<Id extends string> {
  id: Id;
  label: ReactNode;
  /** Irreversible (delete, remove): red. */
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionMenuProps<Id extends string> {
  /** What the actions are of: the "…" button is named "Actions of <name>". */
  name: string;
  items: readonly ActionMenuItem<Id>[];
  onChoose(id: Id): void;
  /** The "…" button is disabled (e.g. while the row changes). */
  disabled?: boolean;
  /** Replaces the "…" button (one element, which the menu opens from). */
  trigger?: ReactElement;
}

export function ActionMenu<Id extends string>({ name, items, onChoose, disabled, trigger }: ActionMenuProps<Id>) {
  const { t } = useLingui();
  return (
    <Menu.Root onSelect={(details) => onChoose(details.value as Id)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {trigger ?? (
          <IconButton size="xs" variant="ghost" aria-label={t`Actions of ${name}`} disabled={disabled}>
            <Ellipsis />
          </IconButton>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item key={item.id} value={item.id} disabled={item.disabled} color={item.danger ? 'fg.error' : undefined}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
