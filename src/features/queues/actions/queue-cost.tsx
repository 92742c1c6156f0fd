/**
 * The price of a private queue being bound (billing/cost, the gateway's one price rule, ADR 0016): asked only once
 * a queue type is chosen (section 5), again when the billing mode, duration or auto-renewal change; shown like the
 * creation flow's price (4 decimals, the account's currency): per node and hour when PayForUsed, per node for the
 * whole duration when Reserved.
 */
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetBillingCost } from '@/api/generated/endpoints/billing/billing';
import type { GetBillingCostParams } from '@/api/generated/model/getBillingCostParams';
import { errorMessage } from '@/shared/errors';
import { formatPrice } from '@/shared/format';

export interface QueueCostChoice {
  queueType: string;
  paidType: 0 | 1;
  duration: number;
  autoRenewal: boolean;
}

/** billing/cost's parameters, or undefined until a queue type is chosen (and a Reserved duration is valid). */
export function queueCostParams(choice: QueueCostChoice): GetBillingCostParams | undefined {
  if (!choice.queueType) return undefined;
  if (choice.paidType === 0) return { queue_type: choice.queueType, paid_type: 0, prod_name: 'privated_queue' };
  if (!Number.isInteger(choice.duration) || choice.duration < 1) return undefined;
  return {
    queue_type: choice.queueType,
    paid_type: 1,
    duration: choice.duration,
    is_auto_renewal: choice.autoRenewal ? 1 : 0,
    prod_name: 'privated_queue',
  };
}

export function QueueCost({ choice }: { choice: QueueCostChoice }) {
  const { t } = useLingui();
  const params = queueCostParams(choice);
  const cost = useGetBillingCost(params ?? { queue_type: '' }, {
    query: { enabled: !!params, placeholderData: keepPreviousData, staleTime: 60_000 },
  });
  const data = params ? cost.data : undefined;
  const months = data?.duration ?? 0;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" aria-live="polite" data-testid="queue-cost">
      <HStack justify="space-between">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Price</Trans>
        </Text>
        {params && cost.isFetching ? <Spinner size="xs" role="status" aria-label={t`Updating the price`} /> : null}
      </HStack>
      {!params ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>Choose a queue type to see its price.</Trans>
        </Text>
      ) : null}
      {params && cost.error ? (
        <Text color="fg.error" textStyle="sm">
          {errorMessage(cost.error)}
        </Text>
      ) : null}
      {data ? (
        <>
          <Text textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="queue-cost-amount">
            {formatPrice(data.cost)} {data.currency.toUpperCase()}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {data.unit === 'month' ? (
              <Trans>
                per node for <Plural value={months} one="# month" other="# months" />
              </Trans>
            ) : (
              <Trans>per node per hour</Trans>
            )}
          </Text>
        </>
      ) : null}
    </Box>
  );
}
