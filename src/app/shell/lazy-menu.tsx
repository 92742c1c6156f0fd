/**
 * A header menu whose code (Chakra's Menu: zag's menu machine, positioning, dismissal, focus handling) is not in the
 * entry chunk: the trigger renders at once, the code loads when the browser is idle after start-up (or on the first
 * hover or focus of a trigger), and the menu itself mounts on the first press of its trigger, opening at once (or
 * as soon as its code is in). The entries are data built by the caller, so their messages stay in its catalog.
 */
import { cloneElement, useEffect, useState, type ComponentType, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPiece } from '@/shared/routing/lazy-chunk';

export type MenuEntry =
  | { type: 'radio-group'; value: string; items: readonly { value: string; label: ReactNode; lang?: string }[] }
  | { type: 'item'; value: string; label: ReactNode }
  | { type: 'separator' }
  | { type: 'content'; content: ReactNode };

export interface MenuViewProps {
  /** One element (a button) the menu opens from. */
  trigger: ReactElement<Record<string, unknown>>;
  entries: readonly MenuEntry[];
  onSelect(value: string): void;
  defaultOpen?: boolean;
}

const menuView = lazyPiece<ComponentType<MenuViewProps>>(() => import('./menu-view').then((module) => module.MenuView), 'header-menus');

/** Loads the menus' code (once; again after a failure). */
export const loadMenuView = (): Promise<ComponentType<MenuViewProps>> => menuView.load();

/** Loads the menus' code once the page is idle after start-up. */
function useIdlePreload(): void {
  useEffect(() => {
    if (menuView.current()) return undefined;
    const preload = () => void loadMenuView().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, []);
}

export function LazyMenu({ trigger, entries, onSelect }: Omit<MenuViewProps, 'defaultOpen'>) {
  const [View, setView] = useState<{ component: ComponentType<MenuViewProps> } | null>(null);
  useIdlePreload();
  if (View) return <View.component trigger={trigger} entries={entries} onSelect={onSelect} defaultOpen />;
  const open = () => {
    const loadedView = menuView.current();
    if (loadedView) setView({ component: loadedView });
    else
      void loadMenuView().then(
        (component) => setView({ component }),
        () => {},
      );
  };
  const preload = () => void loadMenuView().catch(() => {});
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open();
    },
    onPointerEnter: preload,
    onFocus: preload,
  });
}
