/** One row of the dependency field: the condition, the job (with its status) and a button that removes the row. */
import { Field, HStack, IconButton, NativeSelect, Spinner, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, toFieldPathId, type FieldPathId, type Registry, type RJSFSchema } from '@rjsf/utils';
import { X } from 'lucide-react';
import type { DependencyType } from '@/api/generated/model/dependencyType';
import type { JobDependency } from '@/api/generated/model/jobDependency';
import type { SelectOption } from '@/shared/forms';
import { StatusBadge } from '@/shared/ui/status-badge';

/** A row as edited: its job is chosen after the row is added. */
export type Row = Partial<JobDependency>;
export type RowErrors = { __errors?: string[]; type?: { __errors?: string[] }; job?: { __errors?: string[] } };

/** The condition's width beside the job on wide screens; on narrow ones the job goes under it. */
export const TYPE_WIDTH = { base: 'full', md: '14rem' };

interface DependencyRowProps {
  index: number;
  row: Row;
  errors: RowErrors | undefined;
  fieldPathId: FieldPathId;
  typeOptions: SelectOption[];
  jobOptions: SelectOption[];
  loading: boolean;
  titles: { type: string; job: string };
  status: string | undefined;
  locked: boolean;
  registry: Registry;
  schema: RJSFSchema;
  onChange(row: Row): void;
  onRemove(): void;
}

export function DependencyRow(props: DependencyRowProps) {
  const { t } = useLingui();
  const { index, row, errors, fieldPathId, titles, status, locked, registry, schema, onChange, onRemove } = props;
  const position = index + 1;
  const pathOf = (name: string) => toFieldPathId(name, registry.globalFormOptions, fieldPathId);
  const [typePath, jobPath] = [pathOf('type'), pathOf('job')];
  const ErrorTemplate = registry.templates.FieldErrorTemplate;
  const shown = (path: FieldPathId, list: string[] | undefined) => (
    <ErrorTemplate errors={list} fieldPathId={path} schema={schema} registry={registry} />
  );
  return (
    <Stack gap="0" role="group" aria-label={t`Job to wait for ${position}`} data-field={fieldPathId.$id}>
      <HStack gap="2" align="flex-start">
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" flex="1" minW="0">
          <Field.Root w={TYPE_WIDTH} flexShrink="0" invalid={!!errors?.type?.__errors?.length}>
            <Choice
              id={typePath.$id}
              label={titles.type}
              value={row.type}
              options={props.typeOptions}
              locked={locked}
              onPick={(type) => onChange({ ...row, type: type as DependencyType })}
            />
          </Field.Root>
          <Field.Root flex="1" minW="0" invalid={!!errors?.job?.__errors?.length}>
            <HStack w="full">
              <Choice
                id={jobPath.$id}
                label={titles.job}
                value={row.job}
                options={props.jobOptions}
                placeholder={t`Choose a job`}
                locked={locked}
                onPick={(job) => onChange({ ...row, job: job || undefined })}
              />
              {status ? <StatusBadge status={status} flexShrink="0" /> : null}
              {props.loading ? <Spinner size="sm" role="status" aria-label={t`Loading`} /> : null}
            </HStack>
          </Field.Root>
        </Stack>
        <IconButton size="sm" variant="ghost" aria-label={t`Remove job to wait for ${position}`} onClick={onRemove} disabled={locked}>
          <X />
        </IconButton>
      </HStack>
      {shown(typePath, errors?.type?.__errors)}
      {shown(jobPath, [...(errors?.job?.__errors ?? []), ...(errors?.__errors ?? [])])}
    </Stack>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string | undefined;
  options: SelectOption[];
  placeholder?: string;
  locked: boolean;
  onPick(value: string): void;
}

function Choice({ id, label, value, options, placeholder, locked, onPick }: ChoiceProps) {
  return (
    <NativeSelect.Root size="sm" disabled={locked} flex="1" minW="0">
      <NativeSelect.Field
        id={id}
        aria-label={label}
        value={value ?? ''}
        onChange={({ target }) => onPick(target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
