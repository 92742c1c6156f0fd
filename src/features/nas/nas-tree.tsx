/**
 * The file tree of the NAS page: file systems, their exports (mount points) and the exports' folders, read folder
 * by folder as they are opened. The export and folder shown on the right are highlighted and opened.
 */
import { Box, HStack, IconButton, Link, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight, Folder, HardDrive, Server } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NasExport } from '@/api/generated/model/nasExport';
import { errorMessage } from '@/shared/errors/error-message';
import { folderName } from './nas-names';
import { useNasPaths } from './nas-paths';
import { useFolders, type NasIndex } from './use-nas';

interface Current {
  nasId: string;
  prefix: string;
}

function Node({
  depth,
  icon,
  label,
  to,
  active,
  expanded,
  onToggle,
  children,
}: {
  depth: number;
  icon: ReactNode;
  label: string;
  to?: string;
  active?: boolean;
  expanded: boolean;
  onToggle(): void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Box as="li" role="treeitem" aria-expanded={expanded} aria-selected={active ?? false} listStyleType="none">
      <HStack gap="1" ps={`${depth * 14}px`} py="0.5" rounded="sm" bg={active ? 'colorPalette.subtle' : undefined} colorPalette="blue">
        <IconButton size="2xs" variant="ghost" aria-label={expanded ? t`Hide contents` : t`Show contents`} onClick={onToggle}>
          {expanded ? <ChevronDown /> : <ChevronRight />}
        </IconButton>
        <Box color="fg.muted" flexShrink={0}>
          {icon}
        </Box>
        {to ? (
          <Link asChild textStyle="sm" fontWeight={active ? 'semibold' : 'normal'} truncate>
            <RouterLink to={to} title={label}>
              {label}
            </RouterLink>
          </Link>
        ) : (
          <Text textStyle="sm" truncate title={label}>
            {label}
          </Text>
        )}
      </HStack>
      {expanded && (
        <Box as="ul" role="group">
          {children}
        </Box>
      )}
    </Box>
  );
}

/** A line of the tree that is not a node (loading, nothing there, an error): an inert tree item, so the list stays valid. */
function TreeNote({ indent, color = 'fg.muted', children }: { indent: string; color?: string; children: ReactNode }) {
  return (
    <Box as="li" role="treeitem" aria-disabled="true" aria-selected={false} listStyleType="none" ps={indent} textStyle="xs" color={color}>
      {children}
    </Box>
  );
}

function FolderNodes({ item, prefix, depth, current }: { item: NasExport; prefix: string; depth: number; current: Current }) {
  const { t } = useLingui();
  const { folders, query } = useFolders(item.nas_id, prefix, true);
  const indent = `${depth * 14 + 8}px`;
  if (query.isLoading) {
    return (
      <TreeNote indent={indent}>
        <Spinner size="xs" role="status" aria-label={t`Loading…`} />
      </TreeNote>
    );
  }
  if (query.error) {
    return (
      <TreeNote indent={indent} color="fg.error">
        {errorMessage(query.error)}
      </TreeNote>
    );
  }
  return folders.map((folder) => (
    <FolderNode key={folder.object_name} item={item} prefix={folder.object_name} depth={depth} current={current} />
  ));
}

function FolderNode({ item, prefix, depth, current }: { item: NasExport; prefix: string; depth: number; current: Current }) {
  const paths = useNasPaths();
  const here = current.nasId === item.nas_id;
  const [expanded, setExpanded] = useState(here && current.prefix.startsWith(prefix) && current.prefix !== prefix);
  return (
    <Node
      depth={depth}
      icon={<Folder size={14} />}
      label={folderName(prefix)}
      to={paths.exportPath(item, prefix)}
      active={here && current.prefix === prefix}
      expanded={expanded}
      onToggle={() => setExpanded(!expanded)}
    >
      <FolderNodes item={item} prefix={prefix} depth={depth + 1} current={current} />
    </Node>
  );
}

function ExportNode({ item, current }: { item: NasExport; current: Current }) {
  const paths = useNasPaths();
  const here = current.nasId === item.nas_id;
  const [expanded, setExpanded] = useState(here);
  return (
    <Node
      depth={1}
      icon={<Server size={14} />}
      label={item.name}
      to={paths.exportPath(item)}
      active={here && current.prefix === ''}
      expanded={expanded}
      onToggle={() => setExpanded(!expanded)}
    >
      <FolderNodes item={item} prefix="" depth={2} current={current} />
    </Node>
  );
}

function FileSystemNode({ index, fsId, name, current }: { index: NasIndex; fsId: string; name: string; current: Current }) {
  const { t } = useLingui();
  const exports = index.exportsOf(fsId);
  const [expanded, setExpanded] = useState(true);
  return (
    <Node depth={0} icon={<HardDrive size={14} />} label={name} expanded={expanded} onToggle={() => setExpanded(!expanded)}>
      {exports === undefined ? (
        <TreeNote indent="24px">
          <Spinner size="xs" role="status" aria-label={t`Loading…`} />
        </TreeNote>
      ) : exports.length === 0 ? (
        <TreeNote indent="32px">{t`No mount points`}</TreeNote>
      ) : (
        exports.map((item) => <ExportNode key={item.nas_id} item={item} current={current} />)
      )}
    </Node>
  );
}

export function NasTree({ index, current }: { index: NasIndex; current: Current }) {
  const { t } = useLingui();
  if (index.error) return <Text color="fg.error">{errorMessage(index.error)}</Text>;
  return (
    <Box as="ul" role="tree" aria-label={t`File tree`}>
      {index.fileSystems.map((fs) => (
        <FileSystemNode key={fs.fs_id} index={index} fsId={fs.fs_id} name={fs.name} current={current} />
      ))}
    </Box>
  );
}
