/**
 * The fields of a node configuration (instance class, CPU cores, memory, GPUs) offered by one role's cluster conf;
 * each change keeps the configuration valid (fitSpec). Shows a loading line until the conf has arrived.
 */
import { plural } from '@lingui/core/macro';
import { HStack, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoleConf } from '@/api/generated/model/roleConf';
import { errorMessage } from '@/shared/errors/error-message';
import { formatSize } from '@/shared/format';
import { SelectField } from '@/shared/ui/form-fields';
import { classOf, fitSpec, memoryChoices, type NodeSpecValue } from './node-spec';

export interface NodeSpecFieldsProps {
  conf: RoleConf | undefined;
  value: NodeSpecValue | undefined;
  onChange(value: NodeSpecValue): void;
  loading?: boolean;
  error?: unknown;
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: { value: number; label: string }[];
  onChange(value: number): void;
}) {
  const choices = options.map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <SelectField label={label} selectSize="sm" value={String(value)} options={choices} onChange={(chosen) => onChange(Number(chosen))} />
  );
}

export function NodeSpecFields({ conf, value, onChange, loading, error }: NodeSpecFieldsProps) {
  const { t } = useLingui();
  if (error) return <Text color="fg.error">{errorMessage(error)}</Text>;
  if (!loading && !conf) {
    return (
      <Text color="fg.muted">
        <Trans>No configuration of this role is on sale.</Trans>
      </Text>
    );
  }
  if (loading || !conf || !value) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text color="fg.muted">
          <Trans>Loading the node configurations…</Trans>
        </Text>
      </HStack>
    );
  }
  const item = classOf(conf, value.instance_class);
  if (!item) return null;
  const change = (next: Partial<NodeSpecValue>) => {
    // A new cpu count keeps the memory per core where the class offers it.
    const memory = next.cpu !== undefined && next.memory === undefined ? (value.memory / value.cpu) * next.cpu : next.memory;
    const fitted = fitSpec(conf, { ...value, ...next, memory: memory ?? value.memory });
    if (fitted) onChange(fitted);
  };
  const gpus = item.gpu ?? [];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Choice
        label={t`Instance class`}
        value={value.instance_class}
        options={conf.instance_classes.map((entry) => ({ value: entry.instance_class, label: entry.name }))}
        onChange={(instanceClass) => change({ instance_class: instanceClass as NodeSpecValue['instance_class'] })}
      />
      <Choice
        label={t`CPU cores`}
        value={value.cpu}
        options={item.cpu.map((cpu) => ({ value: cpu, label: t`${plural(cpu, { one: '# core', other: '# cores' })}` }))}
        onChange={(cpu) => change({ cpu })}
      />
      <Choice
        label={t`Memory`}
        value={value.memory}
        options={memoryChoices(item, value.cpu).map((memory) => ({ value: memory, label: formatSize(memory, { from: 'MB' }) }))}
        onChange={(memory) => change({ memory })}
      />
      {gpus.length > 0 && (
        <Choice
          label={t`GPUs`}
          value={value.gpu}
          options={gpus.map((gpu) => ({ value: gpu, label: String(gpu) }))}
          onChange={(gpu) => change({ gpu })}
        />
      )}
    </SimpleGrid>
  );
}
