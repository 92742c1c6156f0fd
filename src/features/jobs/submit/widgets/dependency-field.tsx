/**
 * The jobs a submission waits for (dependency): a row per job, its condition and one of the user's jobs of the
 * chosen cluster, up to the schema's maxItems. The rows are this field's own rather than rjsf's array template, so
 * that a row is one line with its errors under it, the gateway's refusal of a row's job (dependency/<i>/job) among
 * them. Another cluster's rows are dropped with the cluster (normalizeSubmitData).
 */
import { Button, Fieldset, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getUiOptions, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import type { DependencyType } from '@/api/generated/model/dependencyType';
import { errorMessage } from '@/shared/errors';
import { DEPENDENCY_TYPE_LABELS } from '../../job-labels';
import { submitContextOf } from '../submit-context';
import { jobOptions, useDependencyJobs } from './dependency-jobs';
import { DependencyRow, TYPE_WIDTH, type Row, type RowErrors } from './dependency-row';

const itemSchemaOf = (schema: RJSFSchema) => (typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {});
const titleOf = (ui: UiSchema | undefined, schema: RJSFSchema | undefined) => String(getUiOptions(ui).title ?? schema?.title ?? '');

export function DependencyField(props: FieldProps<Row[]>) {
  const { t, i18n } = useLingui();
  const { formData, schema, uiSchema, fieldPathId, errorSchema, onChange, disabled, readonly, registry } = props;
  const rows = Array.isArray(formData) ? formData : [];
  const clusterId = submitContextOf(registry).formData.cluster_id as string | undefined;
  const jobs = useDependencyJobs(clusterId);
  const { title, description } = getUiOptions(uiSchema);
  const itemProperties = (itemSchemaOf(schema).properties ?? {}) as Record<string, RJSFSchema>;
  const typeSchema = itemProperties.type ?? {};
  const types = (typeSchema.enum ?? Object.keys(DEPENDENCY_TYPE_LABELS)) as DependencyType[];
  const itemUi = (uiSchema?.items ?? {}) as UiSchema;
  const titles = { type: titleOf(itemUi.type as UiSchema, typeSchema), job: titleOf(itemUi.job as UiSchema, itemProperties.job) };
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const locked = !!disabled || !!readonly;
  const change = (next: Row[]) => onChange(next, fieldPathId.path);
  const add = () => change([...rows, { type: (typeSchema.default as DependencyType | undefined) ?? types[0] }]);

  const hint = !clusterId
    ? t`Choose a cluster first.`
    : rows.length >= max
      ? t`A job can wait for at most ${max} jobs.`
      : jobs.error
        ? errorMessage(jobs.error)
        : jobs.isSuccess && !jobs.jobs.length
          ? t`The cluster has no job to wait for yet.`
          : undefined;
  return (
    <Fieldset.Root size="sm" disabled={disabled}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {String(title ?? schema.title ?? '')}
      </Fieldset.Legend>
      {description ? (
        <Fieldset.HelperText textStyle="xs" color="fg.muted">
          {String(description)}
        </Fieldset.HelperText>
      ) : null}
      <Fieldset.Content gap="3" mt="1">
        {rows.length ? (
          // Column heads for the eye on wide screens; each select is named by its own aria-label.
          <HStack gap="2" aria-hidden="true" textStyle="xs" color="fg.muted" mb="-2" display={{ base: 'none', md: 'flex' }}>
            <Text w={TYPE_WIDTH} flexShrink="0">
              {titles.type}
            </Text>
            <Text flex="1">{titles.job}</Text>
          </HStack>
        ) : null}
        {rows.map((row, index) => (
          <DependencyRow
            key={index}
            index={index}
            row={row}
            errors={(errorSchema as Record<number, RowErrors> | undefined)?.[index]}
            fieldPathId={toFieldPathId(index, registry.globalFormOptions, fieldPathId)}
            typeOptions={types.map((type) => ({ value: type, label: i18n._(DEPENDENCY_TYPE_LABELS[type]) }))}
            jobOptions={jobOptions(jobs.jobs, new Set(rows.filter((_, i) => i !== index).map((other) => other.job ?? '')), row.job, i18n)}
            loading={jobs.isFetching}
            titles={titles}
            status={jobs.jobs.find((job) => job.hpcjob_uuid === row.job)?.job_status}
            locked={locked}
            registry={registry}
            schema={schema}
            onChange={(next) => change(rows.map((old, i) => (i === index ? next : old)))}
            onRemove={() => change(rows.filter((_, i) => i !== index))}
          />
        ))}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={add} disabled={locked || !clusterId || rows.length >= max}>
            <Plus /> {t`Add a job to wait for`}
          </Button>
          {hint ? (
            <Text textStyle="xs" color="fg.muted">
              {hint}
            </Text>
          ) : null}
        </HStack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
