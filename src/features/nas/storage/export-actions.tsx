/**
 * A mount point row's change menu ("Actions of <name>"): modify, change the quota, rename, restart, delete (in red),
 * only those the actor may use (nasRights); the chosen change's dialog loads the first time one opens.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { NasExport } from '@/api/generated/model/nasExport';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { ActionMenu } from '@/shared/ui/action-menu';
import type { NasRights } from './nas-rights';

export type ExportActionId = 'modify' | 'quota' | 'rename' | 'restart' | 'delete';

const LABELS: Record<ExportActionId, MessageDescriptor> = {
  modify: msg`Modify`,
  quota: msg`Change quota`,
  rename: msg`Rename`,
  restart: msg`Restart`,
  delete: msg`Delete`,
};

/** The changes offered on a mount point. */
export function exportActions(item: NasExport, rights: NasRights): ExportActionId[] {
  const ids: ExportActionId[] = rights.administer(item) ? ['modify', 'quota', 'rename', 'restart'] : [];
  if (rights.remove(item)) ids.push('delete');
  return ids;
}

export function ExportRowActions({ item, rights, onChoose }: { item: NasExport; rights: NasRights; onChoose(id: ExportActionId): void }) {
  const { i18n } = useLingui();
  const ids = exportActions(item, rights);
  if (ids.length === 0) return null;
  return (
    <ActionMenu
      name={item.name}
      items={ids.map((id) => ({ id, label: i18n._(LABELS[id]), danger: id === 'delete' }))}
      onChoose={onChoose}
    />
  );
}

export const LazyExportActionDialog = lazyDialog(() => import('./export-action-dialog').then((module) => module.ExportActionDialog));
