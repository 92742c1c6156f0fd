/**
 * Step 1's cluster template choice (ADR 0017): "No template" by default; a template fills the fields it states
 * (deploy mode, scheduler, queue type, node specs), which stay the user's to change. An unavailable template is
 * shown disabled with its reason.
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeployMode } from '@/api/generated/model/deployMode';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import { DEPLOY_MODE_LABELS } from '../cluster-labels';
import type { ClusterTemplate } from './cluster-templates';
import { SCHEDULER_NAMES } from './create-cluster.ui-schema';
import { useQueueTypeNames } from './use-queue-type-names';

export interface ClusterTemplatePickerProps {
  templates: ClusterTemplate[];
  chosen: string;
  onChoose(template: ClusterTemplate | undefined): void;
}

function useTemplateText() {
  const { t, i18n } = useLingui();
  const queueTypeNames = useQueueTypeNames();
  const roleName: Record<NodeRole, string> = { controller: t`Controller`, compute: t`Compute`, login: t`Login` };
  const name = (template: ClusterTemplate) => (i18n.locale.startsWith('en') && template.nameEn ? template.nameEn : template.name);
  const sets = (template: ClusterTemplate) => {
    const parts: string[] = [];
    const { deployMode, scheduler, queueType } = template;
    if (deployMode !== undefined) {
      const label = DEPLOY_MODE_LABELS[deployMode as DeployMode];
      const mode = label ? i18n._(label) : String(deployMode);
      parts.push(t`Deploy mode: ${mode}`);
    }
    if (scheduler) {
      const schedulerName = SCHEDULER_NAMES[scheduler] ?? scheduler;
      parts.push(t`Scheduler: ${schedulerName}`);
    }
    if (queueType) {
      const queueTypeName = queueTypeNames.get(queueType) ?? queueType;
      parts.push(t`Queue type: ${queueTypeName}`);
    }
    for (const [role, spec] of Object.entries(template.nodes) as [NodeRole, NonNullable<ClusterTemplate['nodes'][NodeRole]>][]) {
      const gib = Math.round((spec.memory / 1024) * 10) / 10;
      const { count, cpu, gpu: gpus } = spec;
      const gpu = gpus ? t`, ${plural(gpus, { one: '# GPU', other: '# GPUs' })}` : '';
      const roleLabel = roleName[role];
      parts.push(t`${roleLabel}: ${count} × ${plural(cpu, { one: '# core', other: '# cores' })}, ${gib} GiB${gpu}`);
    }
    // The separator of a list of settings, in the user's language (Chinese: a full-width semicolon).
    const separator = t({ message: '; ', comment: 'Separates the settings a cluster template states' });
    return parts.join(separator);
  };
  return { name, sets, reason: (template: ClusterTemplate) => (template.unavailable ? i18n._(template.unavailable) : '') };
}

export function ClusterTemplatePicker({ templates, chosen, onChoose }: ClusterTemplatePickerProps) {
  const { t } = useLingui();
  const text = useTemplateText();
  if (!templates.length) return null;
  const current = templates.find((template) => template.key === chosen);
  const currentSets = current ? text.sets(current) : '';
  return (
    <Field.Root id="cluster-template" maxW="xl">
      <Field.Label>
        <Trans>Cluster template</Trans>
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={current ? current.key : ''}
          onChange={({ target }) => onChoose(templates.find((template) => template.key === target.value && !template.unavailable))}
        >
          <option value="">{t`No template`}</option>
          {templates.map((template) => (
            <option key={template.key} value={template.key} disabled={!!template.unavailable}>
              {`${text.name(template)} — ${template.unavailable ? text.reason(template) : text.sets(template)}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText asChild>
        <Stack gap="0.5" data-testid="cluster-template-sets">
          {current ? (
            <Text>{t`Filled in: ${currentSets}. You can still change them.`}</Text>
          ) : (
            <Text>
              <Trans>A template fills in the deploy mode, scheduler and nodes it states.</Trans>
            </Text>
          )}
        </Stack>
      </Field.HelperText>
    </Field.Root>
  );
}
