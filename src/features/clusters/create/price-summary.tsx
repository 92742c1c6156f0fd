/**
 * The price panel beside the steps: per role and in total for an EHPC cluster (GetClusterPrice), the queue type's
 * price for an HPC cluster (billing/cost), updated as the choices change. Prices show 4 decimals (section 9).
 */
import { Box, Card, DataList, HStack, Spinner, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { errorMessage } from '@/shared/errors';
import { fieldTitle, type FormMessages, type FormValues } from '@/shared/forms';
import { formatPrice } from '@/shared/format';
import { useCreationPrice } from './use-creation-price';

interface PriceSummaryProps {
  type: ClusterType;
  formData: FormValues;
  appId: string;
  messages: FormMessages;
}

function Amount({ value, currency }: { value: number; currency?: string }) {
  const amount = formatPrice(value);
  const code = (currency ?? '').toUpperCase();
  return (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {amount} {code}
    </Text>
  );
}

export function PriceSummary({ type, formData, appId, messages }: PriceSummaryProps) {
  const { t, i18n } = useLingui();
  const { price, cost } = useCreationPrice(type, formData, appId);
  const query = price ?? cost;
  const months = typeof formData.duration === 'number' ? formData.duration : 0;
  const perUnit = (unit: string | undefined) => (unit === 'month' ? t`per month` : t`per hour`);
  const priceUnit = perUnit(price?.data?.unit);
  const costUnit = perUnit(cost?.data?.unit);
  return (
    <Card.Root size="sm" position={{ lg: 'sticky' }} top={{ lg: '4' }} aria-live="polite" data-testid="price-summary">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title textStyle="md">
            <Trans>Price</Trans>
          </Card.Title>
          {query?.isFetching ? <Spinner size="xs" role="status" aria-label={t`Updating the price`} /> : null}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {!query ? (
          <Text color="fg.muted" textStyle="sm">
            {type === 'hpc' ? (
              <Trans>Choose a queue type to see its price.</Trans>
            ) : (
              <Trans>Choose a version and the nodes to see the price.</Trans>
            )}
          </Text>
        ) : null}
        {query?.error ? (
          <Text color="fg.error" textStyle="sm">
            {errorMessage(query.error)}
          </Text>
        ) : null}
        {price?.data ? (
          <>
            <DataList.Root orientation="horizontal" size="sm">
              {price.data.price_set.map((item) => (
                <DataList.Item key={item.role}>
                  <DataList.ItemLabel>{fieldTitle(messages, `node_config.${item.role}`, i18n)}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Amount value={item.price} currency={price.data.currency} />
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <Box borderTopWidth="1px" pt="2">
              <Text textStyle="sm" color="fg.muted">
                {price.data.unit === 'month' ? (
                  <Trans>
                    Total for <Plural value={months} one="# month" other="# months" />
                  </Trans>
                ) : (
                  <Trans>Total {priceUnit}</Trans>
                )}
              </Text>
              <Text textStyle="xl" fontWeight="semibold" data-testid="price-total">
                <Amount value={price.data.total_price} currency={price.data.currency} />
              </Text>
            </Box>
          </>
        ) : null}
        {cost?.data ? (
          <Box>
            <Text textStyle="sm" color="fg.muted">
              <Trans>Queue price {costUnit}</Trans>
            </Text>
            <Text textStyle="xl" fontWeight="semibold" data-testid="price-total">
              <Amount value={cost.data.cost} currency={cost.data.currency} />
            </Text>
            <Text textStyle="xs" color="fg.muted" mt="1">
              <Trans>An HPC cluster is billed by the core-hours its jobs use.</Trans>
            </Text>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
