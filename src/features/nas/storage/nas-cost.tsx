/**
 * The price of a NAS quota (bill/cost, getNasBillCost), shown in the creation and quota dialogs before the change is
 * confirmed: asked only once the quota that prices it is a whole number of GiB at the contract's minimum or above
 * (the contract states the minimum once: NasQuotaGiB), again when it changes; shown as the gateway answers it (4
 * decimals, the account's currency, per hour), never computed here (one price rule, ADR 0016). A failure ("Get
 * Billing Information failed") is said in the box and as an error toast (spec section 8).
 */
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNasBillCost } from '@/api/generated/endpoints/storage/storage';
import capacitySchema from '@/api/generated/form-schemas/capacity-nas-export-request.json';
import { errorMessage, showErrorToast } from '@/shared/errors';
import { formatPrice } from '@/shared/format';

/** The contract's smallest quota or capacity in GiB (NasQuotaGiB's minimum, read from the generated schema). */
export const QUOTA_MINIMUM_GIB: number = capacitySchema.allOf[2]?.properties?.quota?.minimum ?? 10;

/** Whether a quota can be priced: a whole number of GiB, at least the contract's minimum. */
export function priceable(quota: unknown): quota is number {
  return typeof quota === 'number' && Number.isInteger(quota) && quota >= QUOTA_MINIMUM_GIB;
}

export interface NasCostProps {
  /** The quota or capacity in GiB, as entered (anything: priced only when priceable). */
  quota: unknown;
  /** The file system the quota is taken from, when known. */
  fsId?: string;
}

export function NasCost({ quota, fsId }: NasCostProps) {
  const { t } = useLingui();
  const ready = priceable(quota);
  const cost = useQuery({
    queryKey: ['/nas/bill/cost', ready ? quota : null, fsId ?? null],
    queryFn: ({ signal }) => getNasBillCost({ quota: quota as number, ...(fsId ? { fs_id: fsId } : {}) }, undefined, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const failed = ready ? cost.error : null;
  useEffect(() => {
    if (failed) showErrorToast(failed, t`Get Billing Information failed`);
  }, [failed, t]);
  const data = ready ? cost.data : undefined;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" aria-live="polite" data-testid="nas-cost">
      <HStack justify="space-between">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Price</Trans>
        </Text>
        {ready && cost.isFetching ? <Spinner size="xs" role="status" aria-label={t`Updating the price`} /> : null}
      </HStack>
      {!ready ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>Enter a quota of at least {QUOTA_MINIMUM_GIB} GiB to see its price.</Trans>
        </Text>
      ) : null}
      {failed ? (
        <Text color="fg.error" textStyle="sm">
          {errorMessage(failed)}
        </Text>
      ) : null}
      {data && !failed ? (
        <>
          <Text textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="nas-cost-amount">
            {formatPrice(data.cost)} {(data.currency ?? 'cny').toUpperCase()}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            <Trans>per hour</Trans>
          </Text>
        </>
      ) : null}
    </Box>
  );
}
