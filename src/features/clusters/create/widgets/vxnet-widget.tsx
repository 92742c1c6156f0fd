/**
 * The network picker: the user's networks of the chosen network type (section 3: base = vxnet_type 2 in mode 0 or
 * 1, private = vxnet_type 1, bare metal = vxnet_type 2 in mode 2). The ids the field's schema forbids (`not.enum`:
 * vxnet-0 and vxnet-1) are never offered. `ui:options.networkType` fixes the type (the bare-metal network field).
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useDescribeVxnets } from '@/api/generated/endpoints/network/network';
import type { DescribeVxnetsParams } from '@/api/generated/model/describeVxnetsParams';
import type { NetworkType } from '@/api/generated/model/networkType';
import { errorMessage } from '@/shared/errors';
import { OptionSelect } from '@/shared/forms';
import { creationContextOf } from '../creation-context';

/** Default all-data limit (section 9). */
const ALL = 1024;

export const NETWORK_QUERIES: Record<NetworkType, Pick<DescribeVxnetsParams, 'vxnet_type' | 'mode'>> = {
  base: { vxnet_type: [2], mode: [0, 1] },
  private: { vxnet_type: [1] },
  bare_metal: { vxnet_type: [2], mode: [2] },
};

/** The values a schema rules out with `not: { enum: [...] }`. */
export function forbiddenValues(schema: WidgetProps['schema']): unknown[] {
  const not = schema.not;
  return not && typeof not === 'object' && Array.isArray(not.enum) ? not.enum : [];
}

export function VxnetWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { formData } = creationContextOf(props.registry);
  const networkType = (props.options.networkType ?? formData.network_type ?? 'private') as NetworkType;
  const query = useDescribeVxnets({ ...NETWORK_QUERIES[networkType], limit: ALL }, { query: { staleTime: 30_000 } });
  const forbidden = forbiddenValues(props.schema);
  const options = (query.data?.vxnet_set ?? [])
    .filter((vxnet) => !forbidden.includes(vxnet.vxnet_id))
    .map((vxnet) => ({
      value: vxnet.vxnet_id,
      label: [`${vxnet.vxnet_name} (${vxnet.vxnet_id})`, vxnet.router?.ip_network].filter(Boolean).join(' · '),
    }));
  const hint = query.error
    ? errorMessage(query.error)
    : query.isSuccess && !options.length
      ? t`There is no network of this type in the zone yet.`
      : undefined;
  return <OptionSelect widget={props} options={options} loading={query.isFetching} hint={hint} placeholder={t`Choose a network`} />;
}
