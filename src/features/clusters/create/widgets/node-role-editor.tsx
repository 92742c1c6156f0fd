/**
 * The configuration of the nodes of one role: instance class, cpu, memory and gpu among the choices on sale, and
 * the count within the role's range (the cluster conf's, inside the schema's 0-100). Labels are the schema's titles.
 */
import { Card, Field, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { formatSize } from '@/shared/format';
import { fitSpec, type NodeSpecValue, type RoleChoices } from '../node-options';

const MIB = 1024 ** 2;
type Part = 'instance_class' | 'cpu' | 'memory' | 'gpu' | 'count';

export interface NodeRoleEditorProps {
  id: string;
  title: string;
  /** The schema's titles of the spec's parts. */
  labels: Record<Part, string>;
  /** The schema's node count bounds. */
  countBounds: { minimum: number; maximum: number };
  /** The parts the node spec schema requires. */
  requiredParts: readonly string[];
  choices: RoleChoices | undefined;
  spec: NodeSpecValue | undefined;
  errorSchema?: ErrorSchema;
  disabled?: boolean;
  onChange(spec: NodeSpecValue): void;
}

interface PartFieldProps {
  id: string;
  label: string;
  errors?: string[];
  required?: boolean;
  children: React.ReactNode;
}

function PartField({ id, label, errors, required, children }: PartFieldProps) {
  return (
    <Field.Root id={id} invalid={!!errors?.length} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {errors?.map((error) => (
        <Text key={error} textStyle="sm" color="fg.error" data-testid="field-error">
          {error}
        </Text>
      ))}
    </Field.Root>
  );
}

function PartSelect({
  id,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  value: number | undefined;
  options: { value: number; label: string }[];
  disabled?: boolean;
  onChange(value: number): void;
}) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={({ target }) => onChange(Number(target.value))}
      >
        {value === undefined ? <option value="" /> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function NodeRoleEditor({
  id,
  title,
  labels,
  countBounds,
  requiredParts,
  choices,
  spec,
  errorSchema,
  disabled,
  onChange,
}: NodeRoleEditorProps) {
  const { t } = useLingui();
  const current = spec ?? {};
  const errorsOf = (part: Part) => (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[part]?.__errors;
  const chosen = choices?.classes.find((c) => c.instanceClass === current.instance_class);
  const change = (part: Part, value: number | undefined) =>
    onChange(choices && part !== 'count' ? fitSpec({ ...current, [part]: value }, choices) : { ...current, [part]: value });
  const min = Math.max(countBounds.minimum, choices?.count.min ?? countBounds.minimum);
  const max = Math.min(countBounds.maximum, choices?.count.max ?? countBounds.maximum);
  const partId = (part: Part) => `${id}_${part}`;
  return (
    <Card.Root variant="outline" size="sm" data-testid={id}>
      <Card.Header>
        <Card.Title textStyle="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {choices && !choices.classes.length ? (
          <Text color="fg.warning">{t`No configuration of this role is on sale in the zone.`}</Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 3, xl: 5 }} gap="3">
          <PartField
            id={partId('instance_class')}
            label={labels.instance_class}
            errors={errorsOf('instance_class')}
            required={requiredParts.includes('instance_class')}
          >
            <PartSelect
              id={partId('instance_class')}
              disabled={disabled}
              value={current.instance_class}
              options={(choices?.classes ?? []).map((c) => ({ value: c.instanceClass, label: c.name }))}
              onChange={(v) => change('instance_class', v)}
            />
          </PartField>
          <PartField id={partId('cpu')} label={labels.cpu} errors={errorsOf('cpu')} required={requiredParts.includes('cpu')}>
            <PartSelect
              id={partId('cpu')}
              disabled={disabled}
              value={current.cpu}
              options={(chosen?.cpu ?? []).map((cpu) => ({ value: cpu, label: String(cpu) }))}
              onChange={(v) => change('cpu', v)}
            />
          </PartField>
          <PartField id={partId('memory')} label={labels.memory} errors={errorsOf('memory')} required={requiredParts.includes('memory')}>
            <PartSelect
              id={partId('memory')}
              disabled={disabled}
              value={current.memory}
              options={(chosen && current.cpu !== undefined ? (chosen.memoryByCpu[current.cpu] ?? []) : []).map((memory) => ({
                value: memory,
                label: formatSize(memory * MIB, { decimals: 0 }),
              }))}
              onChange={(v) => change('memory', v)}
            />
          </PartField>
          <PartField id={partId('gpu')} label={labels.gpu} errors={errorsOf('gpu')} required={requiredParts.includes('gpu')}>
            <PartSelect
              id={partId('gpu')}
              disabled={disabled || (chosen?.gpu.length ?? 0) < 2}
              value={current.gpu}
              options={(chosen?.gpu ?? [0]).map((gpu) => ({ value: gpu, label: String(gpu) }))}
              onChange={(v) => change('gpu', v)}
            />
          </PartField>
          <PartField id={partId('count')} label={labels.count} errors={errorsOf('count')} required={requiredParts.includes('count')}>
            <Input
              id={partId('count')}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              disabled={disabled || min === max}
              value={current.count ?? ''}
              onChange={({ target }) => change('count', target.value === '' ? undefined : Number(target.value))}
            />
            <Field.HelperText>{t`${min} to ${max}`}</Field.HelperText>
          </PartField>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
