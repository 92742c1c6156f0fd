/**
 * The queue type of an HPC cluster's shared compute (queue_types_set): cores and memory per node and the hourly
 * price of a node, as the gateway lists them.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useGetQueueTypes } from '@/api/generated/endpoints/queues/queues';
import { errorMessage } from '@/shared/errors';
import { OptionSelect } from '@/shared/forms';
import { formatSize } from '@/shared/format';

const MIB = 1024 ** 2;

export function QueueTypeWidget(props: WidgetProps) {
  const { t } = useLingui();
  const query = useGetQueueTypes({}, { query: { staleTime: 60_000 } });
  const options = (query.data?.queue_types_set ?? []).map((type) => {
    const { name, cores_per_node: cores } = type;
    const memory = formatSize(type.memory_per_node * MIB);
    return { value: type.queue_type, label: t`${name}: ${plural(cores, { one: '# core', other: '# cores' })}, ${memory} per node` };
  });
  return (
    <OptionSelect
      widget={props}
      options={options}
      loading={query.isFetching}
      hint={query.error ? errorMessage(query.error) : undefined}
      placeholder={t`Choose a queue type`}
    />
  );
}
