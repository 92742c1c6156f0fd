/**
 * The price difference of a resize or of added nodes (cluster/resizeClusterFee, cluster/addNodesFee): the first
 * item of resize_fee, per hour when its duration is 0 (a PayForUsed cluster, 1h) and per month when 1 (Reserved).
 */
import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ResizeFee } from '@/api/generated/model/resizeFee';
import { errorMessage } from '@/shared/errors/error-message';
import { formatPrice } from '@/shared/format';

/** The first item of a resize_fee list (what the console shows). */
export function firstFee(fees: readonly ResizeFee[] | undefined): ResizeFee | undefined {
  return fees?.[0];
}

/** An amount with its currency code. */
export function priceText(amount: number | undefined, currency: string | undefined): string {
  const text = formatPrice(amount);
  return currency && text !== '-' ? `${text} ${currency.toUpperCase()}` : text;
}

export interface PriceDiffProps {
  fee: ResizeFee | undefined;
  loading?: boolean;
  error?: unknown;
}

export function PriceDiff({ fee, loading, error }: PriceDiffProps) {
  const amount = priceText(fee?.price_diff, fee?.currency);
  return (
    <HStack gap="2" aria-live="polite">
      <Text color="fg.muted">
        <Trans>Price difference</Trans>
      </Text>
      {error ? (
        <Text color="fg.error">{errorMessage(error)}</Text>
      ) : (
        <Skeleton loading={Boolean(loading) && !fee} minW="24">
          <Text fontWeight="semibold" color="orange.fg" data-testid="price-diff">
            {!fee ? '-' : fee.duration === 0 ? <Trans>{amount} / hour</Trans> : <Trans>{amount} / month</Trans>}
          </Text>
        </Skeleton>
      )}
    </HStack>
  );
}
