/**
 * The price of the request as it is being built, fetched again (debounced) as the choices change: GetClusterPrice
 * for an EHPC cluster's nodes (per hour for PayForUsed, per month and in total for Reserved), billing/cost for the
 * queue type of an HPC cluster (fetched only once a queue type is chosen, section 5).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetBillingCost } from '@/api/generated/endpoints/billing/billing';
import { useGetClusterPrice } from '@/api/generated/endpoints/catalogue/catalogue';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { GetBillingCostParams } from '@/api/generated/model/getBillingCostParams';
import type { GetClusterPriceParams } from '@/api/generated/model/getClusterPriceParams';
import type { FormValues } from '@/shared/forms';
import { clusterRoles, type NodeSpecValue } from './node-options';

/** How long the choices must rest before the price is asked again. */
export const PRICE_DEBOUNCE_MS = 400;

/** `value` once it has not changed for `ms` (compared by its JSON). */
export function useDebouncedValue<T>(value: T, ms = PRICE_DEBOUNCE_MS): T {
  const key = JSON.stringify(value ?? null);
  const [settled, setSettled] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
  }, [key, value, ms, settled.key]);
  return settled.value;
}

const isComplete = (
  spec: NodeSpecValue | undefined,
): spec is Required<Pick<NodeSpecValue, 'instance_class' | 'cpu' | 'memory' | 'count'>> & NodeSpecValue =>
  !!spec && [spec.instance_class, spec.cpu, spec.memory, spec.count].every((part) => typeof part === 'number');

/** GetClusterPrice's parameters for an EHPC request, or undefined while the version or a role is incomplete. */
export function clusterPriceParams(formData: FormValues, appId: string): GetClusterPriceParams | undefined {
  const nodes = (formData.node_config ?? {}) as Record<string, NodeSpecValue>;
  const roles = clusterRoles(formData.deploy_mode);
  if (!appId || typeof formData.app_version !== 'string' || !roles.every((role) => isComplete(nodes[role]))) return undefined;
  const conf = Object.fromEntries(
    roles.map((role) => [
      role,
      {
        instance_class: nodes[role].instance_class,
        cpu: nodes[role].cpu,
        memory: nodes[role].memory,
        gpu: nodes[role].gpu ?? 0,
        count: nodes[role].count,
      },
    ]),
  );
  const duration = formData.paid_type === 1 && typeof formData.duration === 'number' ? formData.duration : 0;
  return {
    app_id: appId,
    app_version: formData.app_version,
    conf: JSON.stringify(conf),
    deploy_mode: formData.deploy_mode as GetClusterPriceParams['deploy_mode'],
    duration,
  };
}

/** billing/cost's parameters for an HPC request's queue type, or undefined until one is chosen. */
export function queueCostParams(formData: FormValues): GetBillingCostParams | undefined {
  return typeof formData.queue_type === 'string' ? { queue_type: formData.queue_type, paid_type: 0 } : undefined;
}

export function useCreationPrice(type: ClusterType, formData: FormValues, appId: string) {
  const priceParams = useDebouncedValue(type === 'ehpc' ? clusterPriceParams(formData, appId) : undefined);
  const costParams = useDebouncedValue(type === 'hpc' ? queueCostParams(formData) : undefined);
  const price = useGetClusterPrice(priceParams ?? { app_id: appId, app_version: '', conf: '' }, {
    query: { enabled: !!priceParams, placeholderData: keepPreviousData, staleTime: 60_000 },
  });
  const cost = useGetBillingCost(costParams ?? { queue_type: '' }, {
    query: { enabled: !!costParams, placeholderData: keepPreviousData, staleTime: 60_000 },
  });
  return { price: priceParams ? price : undefined, cost: costParams ? cost : undefined };
}
