/**
 * Product opening (spec sections 2, 4, 5): choose a product, read its opening instructions, tick the service
 * agreement on public-cloud HPC, confirm -> permission/enable -> the initial-configuration view -> the console.
 */
import { Box, Button, Card, Checkbox, Heading, HStack, Link, List, RadioCard, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { enablePermission } from '@/api/generated/endpoints/permission/permission';
import { showErrorToast } from '@/shared/errors/error-toast';
import { useSession } from '@/shared/session/session-context';
import { OpeningProgress } from './opening-progress';
import { productsFor, type ProductId } from './products';

export function ProductOpening({ onOpened }: { onOpened(): void }) {
  const { t, i18n } = useLingui();
  const { user, zone, portal, config, refreshPermission } = useSession();
  const products = productsFor(config, portal);
  const [productId, setProductId] = useState<ProductId | undefined>(products[0]?.id);
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const needsAgreement = config?.is_public_cloud ?? true;
  const product = products.find((item) => item.id === productId);

  const open = useMutation({
    mutationFn: () =>
      enablePermission({ zone, user_id: user.user_id, owner: user.owner, ...(needsAgreement ? { agreement_accepted: true } : {}) }),
    onError: (error) => showErrorToast(error, t`The service could not be opened`),
  });

  if (open.isSuccess) return <OpeningProgress refreshPermission={refreshPermission} onDone={onOpened} />;

  const confirm = () => {
    if (needsAgreement && !agreed) {
      setAgreementMissing(true);
      return;
    }
    open.mutate();
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h2" size="lg">
          <Trans>Open the High Performance Computing service</Trans>
        </Heading>
        <Text color="fg.muted" mt="1">
          <Trans>The service is not open for your account in this zone yet. Choose a product to see how opening works.</Trans>
        </Text>
      </Box>
      <RadioCard.Root value={productId} onValueChange={(details) => setProductId(details.value as ProductId)} aria-label={t`Product`}>
        <RadioCard.Label>
          <Trans>Product</Trans>
        </RadioCard.Label>
        <HStack align="stretch" gap="3" flexWrap="wrap">
          {products.map((item) => (
            <RadioCard.Item key={item.id} value={item.id} flex="1" minW="60">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="semibold">{i18n._(item.name)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{i18n._(item.summary)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </HStack>
      </RadioCard.Root>
      {product && (
        <Card.Root as="section" aria-labelledby="opening-steps">
          <Card.Body>
            <Heading id="opening-steps" as="h3" size="sm" mb="2">
              <Trans>How opening works</Trans>
            </Heading>
            <List.Root as="ol" gap="1" ps="5">
              {product.steps.map((step) => (
                <List.Item key={step.id}>{i18n._(step)}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      )}
      {needsAgreement && (
        <Box>
          <Checkbox.Root
            checked={agreed}
            invalid={agreementMissing && !agreed}
            onCheckedChange={(details) => {
              setAgreed(details.checked === true);
              if (details.checked === true) setAgreementMissing(false);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>
                I have read and agree to the{' '}
                <Link href={config?.agreement_url} target="_blank" rel="noreferrer" colorPalette="blue" textDecoration="underline">
                  Service Agreement
                </Link>
              </Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          {agreementMissing && !agreed && (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2">
              <Trans>Please read and agree to the Service Agreement!</Trans>
            </Text>
          )}
        </Box>
      )}
      <HStack>
        <Button colorPalette="blue" onClick={confirm} loading={open.isPending} disabled={!product}>
          <Trans>Confirm and open</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
