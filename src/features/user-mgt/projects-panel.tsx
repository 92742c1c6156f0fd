/**
 * The owner's projects on the user management tab (spec sections 2, 7): each project with its clusters, its member
 * count and when it was created; the owner creates one, adds a cluster to one, manages its members and deletes it.
 * Shown to the account owner only (ADR 0013, 0020).
 */
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Project } from '@/api/generated/model/project';
import { useDialogSlot } from '@/shared/actions';
import { formatDateTime } from '@/shared/format';
import { ActionMenu } from '@/shared/ui/action-menu';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { AddProjectClusterDialog, CreateProjectDialog, DeleteProjectDialog } from './project-dialogs';
import { ProjectMembersDialog } from './project-members-dialog';
import { useClusterNames, useOwnerProjects } from './use-projects';

type ProjectAction = 'members' | 'cluster' | 'delete';
type Shown = { kind: 'create' } | { kind: ProjectAction; project: Project };

export function ProjectsPanel() {
  const { t } = useLingui();
  const query = useOwnerProjects();
  const projects = query.data?.project_set;
  const names = useClusterNames([...new Set((projects ?? []).flatMap((project) => project.resource_ids))]);
  const slot = useDialogSlot<Shown>();
  const columns = useMemo<DataTableColumn<Project>[]>(
    () => [
      { id: 'name', header: t`Project`, cell: (project) => <Text fontWeight="medium">{project.name}</Text> },
      {
        id: 'clusters',
        header: t`Clusters`,
        cell: (project) => (
          <Stack gap="0">
            {project.resource_ids.map((id) => (
              <Text key={id} textStyle="sm">
                {names.get(id) ?? id}
              </Text>
            ))}
          </Stack>
        ),
      },
      { id: 'members', header: t`Members`, align: 'end', cell: (project) => project.member_count ?? '-' },
      { id: 'create_time', header: t`Created`, cell: (project) => formatDateTime(project.create_time) },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (project) => (
          <ActionMenu<ProjectAction>
            name={project.name}
            items={[
              { id: 'members', label: t`Members` },
              { id: 'cluster', label: t`Add cluster` },
              { id: 'delete', label: t`Delete`, danger: true },
            ]}
            onChoose={(kind) => slot.show({ kind, project })}
          />
        ),
      },
    ],
    [t, names, slot],
  );
  const shown = slot.open ? slot.value : null;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading size="md">{t`Projects`}</Heading>
        <Button size="sm" colorPalette="blue" onClick={() => slot.show({ kind: 'create' })}>
          {t`Create project`}
        </Button>
      </HStack>
      <DataTable
        label={t`Projects`}
        columns={columns}
        rows={projects}
        rowKey={(project) => project.project_id}
        totalCount={query.data?.total_count}
        emptyText={t`No projects yet`}
        {...tableStateOf(query)}
      />
      {shown?.kind === 'create' && <CreateProjectDialog key={slot.key} projects={projects ?? []} onClose={slot.close} />}
      {shown?.kind === 'members' && <ProjectMembersDialog key={slot.key} project={shown.project} onClose={slot.close} />}
      {shown?.kind === 'cluster' && (
        <AddProjectClusterDialog key={slot.key} project={shown.project} projects={projects ?? []} onClose={slot.close} />
      )}
      {shown?.kind === 'delete' && <DeleteProjectDialog key={slot.key} project={shown.project} onClose={slot.close} />}
    </Stack>
  );
}
