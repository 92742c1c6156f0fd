/**
 * The request as the review step lists it: per step, each field the step shows, labelled with the schema's title
 * and valued in words (enum labels, version names, node specs); passwords are masked.
 */
import { Button, DataList, HStack, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeployMode } from '@/api/generated/model/deployMode';
import type { NetworkType } from '@/api/generated/model/networkType';
import type { PaidType } from '@/api/generated/model/paidType';
import { fieldTitle, translate, type FormValues } from '@/shared/forms';
import { formatSize } from '@/shared/format';
import { DEPLOY_MODE_LABELS, NETWORK_TYPE_LABELS, PAID_TYPE_LABELS } from '../cluster-labels';
import type { ClusterForm } from './cluster-forms';
import { monthsText, SCHEDULER_NAMES } from './create-cluster.ui-schema';
import type { CreationContext } from './creation-context';
import { CREATION_STEPS, shownFields } from './creation-steps';
import { clusterRoles, roleChoices, type NodeSpecValue } from './node-options';
import { isSecretField } from './export-request';
import { useQueueTypeNames } from './use-queue-type-names';

const MIB = 1024 ** 2;
const NONE = '—';
const SHAPE = msg({ message: '{cpu, plural, one {# core} other {# cores}}, {memory}' });
const SHAPE_WITH_GPU = msg({ message: '{cpu, plural, one {# core} other {# cores}}, {memory}, {gpu, plural, one {# GPU} other {# GPUs}}' });
const NODES = msg`{count} × {className} ({shape})`;

function nodeText(spec: NodeSpecValue | undefined, className: string | undefined, i18n: I18n): string {
  if (!spec) return NONE;
  const memory = formatSize((spec.memory ?? 0) * MIB, { decimals: 0 });
  const [cpu, gpu, count] = [spec.cpu, spec.gpu ?? 0, spec.count];
  const shape = translate(i18n, gpu ? SHAPE_WITH_GPU : SHAPE, { cpu, memory, gpu });
  return translate(i18n, NODES, { count, className: className ?? spec.instance_class, shape });
}

export function useFieldValueText(form: ClusterForm, context: CreationContext) {
  const { i18n, t } = useLingui();
  const queueTypeNames = useQueueTypeNames();
  const { catalogue, bareMetal } = context;
  const className = (role: 'controller' | 'compute' | 'login', spec: NodeSpecValue | undefined) =>
    roleChoices(catalogue.conf, role, { skus: [], bareMetal })?.classes.find((c) => c.instanceClass === spec?.instance_class)?.name;
  return (field: string, formData: FormValues): string => {
    const value = formData[field];
    if (isSecretField(form, field)) return value ? '••••••••' : NONE;
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) return NONE;
    switch (field) {
      case 'network_type':
        return i18n._(NETWORK_TYPE_LABELS[value as NetworkType]);
      case 'deploy_mode':
        return i18n._(DEPLOY_MODE_LABELS[value as DeployMode]);
      case 'paid_type':
        return i18n._(PAID_TYPE_LABELS[value as PaidType]);
      case 'scheduler_type':
        return SCHEDULER_NAMES[String(value)] ?? String(value);
      case 'duration':
        return monthsText(Number(value));
      case 'is_auto_renewal':
        return value === 1 ? t`Yes` : t`No`;
      case 'queue_type':
        return queueTypeNames.get(String(value)) ?? String(value);
      case 'app_version':
        return catalogue.versions.find((version) => version.version_id === value)?.name ?? String(value);
      case 'software':
        return (value as string[]).join(', ');
      case 'login_node':
        return nodeText(value as NodeSpecValue, className('login', value as NodeSpecValue), i18n);
      case 'node_config': {
        const nodes = value as Record<string, NodeSpecValue>;
        return clusterRoles(formData.deploy_mode)
          .map(
            (role) =>
              `${fieldTitle(form.messages, `node_config.${role}`, i18n)}: ${nodeText(nodes[role], className(role, nodes[role]), i18n)}`,
          )
          .join('\n');
      }
      default:
        return String(value);
    }
  };
}

export function ReviewSummary({ form, context, onEdit }: { form: ClusterForm; context: CreationContext; onEdit(step: number): void }) {
  const { i18n } = useLingui();
  const valueText = useFieldValueText(form, context);
  const steps = CREATION_STEPS[form.type].filter((step) => step.fields.length);
  return (
    <Stack gap="5">
      {steps.map((step, index) => (
        <Stack key={step.id} gap="2" as="section" aria-label={i18n._(step.title)}>
          <HStack justify="space-between">
            <Heading as="h3" size="sm">
              {i18n._(step.title)}
            </Heading>
            <Button size="xs" variant="ghost" onClick={() => onEdit(index)}>
              <Trans>Edit</Trans>
            </Button>
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            {shownFields(step, context.formData, context.bareMetal).map((field) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel minW="40">{fieldTitle(form.messages, field, i18n)}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-line" data-field-value={field}>
                  {valueText(field, context.formData)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}
