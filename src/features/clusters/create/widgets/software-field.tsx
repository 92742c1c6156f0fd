/**
 * The software installed on the new cluster: a checkbox list of the zone's catalogue (the `software` array of
 * hpcsw ids). A custom field because rjsf renders an array of free strings as an editable list.
 */
import { Box, Checkbox, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useListSoftware } from '@/api/generated/endpoints/software/software';
import { errorMessage } from '@/shared/errors';
import { labelIdOf } from '@/shared/forms';

/** Default all-data limit (section 9). */
const ALL = 1024;

export function SoftwareField(props: FieldProps) {
  const { t } = useLingui();
  const { formData, onChange, fieldPathId, uiSchema, disabled, readonly, schema } = props;
  const query = useListSoftware({ limit: ALL, sort_key: 'sw_name', reverse: 0 }, { query: { staleTime: 60_000 } });
  const chosen = Array.isArray(formData) ? (formData as string[]) : [];
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const title = getUiOptions(uiSchema).title ?? props.name;
  const id = fieldPathId.$id;
  const toggle = (swId: string, on: boolean) => {
    const next = on ? [...chosen, swId] : chosen.filter((item) => item !== swId);
    onChange(next.length ? next : undefined, fieldPathId.path);
  };
  return (
    <Box role="group" aria-labelledby={labelIdOf(id)}>
      <Text id={labelIdOf(id)} fontWeight="medium" textStyle="sm" mb="2">
        {title}
      </Text>
      {query.isPending ? <Spinner size="sm" role="status" aria-label={t`Loading`} /> : null}
      {query.error ? (
        <Text color="fg.error" textStyle="sm">
          {errorMessage(query.error)}
        </Text>
      ) : null}
      {query.isSuccess && !query.data.hpcsw_set.length ? (
        <Text color="fg.muted" textStyle="sm">{t`The software catalogue is empty.`}</Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {(query.data?.hpcsw_set ?? []).map((software) => {
          const checked = chosen.includes(software.hpcsw_id);
          return (
            <Checkbox.Root
              key={software.hpcsw_id}
              checked={checked}
              disabled={disabled || readonly || (!checked && chosen.length >= max)}
              onCheckedChange={({ checked: on }) => toggle(software.hpcsw_id, on === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {software.sw_name} {software.sw_ver}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
