/**
 * The last step: the whole request validated against its schema (a problem sends the user back to its step), the
 * summary, the service agreement (public cloud; the flag starts false, section 4), the JSON export and the submit.
 */
import { Alert, Box, Button, Checkbox, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { fieldTitle, propertyOf, translateErrors } from '@/shared/forms';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { useSession } from '@/shared/session/session-context';
import type { ClusterForm } from './cluster-forms';
import type { CreationContext } from './creation-context';
import { stepOfField } from './creation-steps';
import { downloadJson, exportableRequest } from './export-request';
import { nodeCountValidator } from './node-counts.validators';
import { ReviewSummary } from './review-summary';

interface ReviewStepProps {
  form: ClusterForm;
  context: CreationContext;
  submitting: boolean;
  onPrevious(): void;
  onEdit(step: number): void;
  onSubmit(): void;
}

export function ReviewStep({ form, context, submitting, onPrevious, onEdit, onSubmit }: ReviewStepProps) {
  const { t } = useLingui();
  const { config } = useSession();
  const needsAgreement = config?.is_public_cloud ?? true;
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const { formData } = context;

  const problems = useLocaleMemo(
    (tr) => {
      const customValidate = nodeCountValidator(form, context.catalogue, context.bareMetal, tr);
      const { errors } = form.validator().validateFormData(formData, form.schema, customValidate);
      return translateErrors(errors, form.schema, tr).map((error) => {
        const path = propertyOf(error);
        const field = path.split('.')[0];
        return { key: `${path}:${error.message}`, field, label: fieldTitle(form.messages, path, tr), message: error.message ?? '' };
      });
    },
    [form, formData, context.catalogue, context.bareMetal],
  );

  const submit = () => {
    if (problems.length) return;
    if (needsAgreement && !agreed) {
      setAgreementMissing(true);
      return;
    }
    onSubmit();
  };
  const name = typeof formData.cluster_name === 'string' && formData.cluster_name ? formData.cluster_name : form.type;

  return (
    <Stack gap="6">
      {problems.length ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The request is not complete yet</Trans>
            </Alert.Title>
            <List.Root ps="4">
              {problems.map((problem) => (
                <List.Item key={problem.key}>
                  <Link as="button" onClick={() => onEdit(stepOfField(form.type, problem.field))}>
                    {problem.label}: {problem.message}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ReviewSummary form={form} context={context} onEdit={onEdit} />
      {needsAgreement ? (
        <Box>
          <Checkbox.Root
            checked={agreed}
            invalid={agreementMissing && !agreed}
            onCheckedChange={({ checked }) => {
              setAgreed(checked === true);
              if (checked === true) setAgreementMissing(false);
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
          {agreementMissing && !agreed ? (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2">
              <Trans>Please read and agree to the Service Agreement!</Trans>
            </Text>
          ) : null}
        </Box>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={onPrevious} disabled={submitting}>
          <Trans>Previous</Trans>
        </Button>
        <HStack gap="3">
          <Button variant="ghost" onClick={() => downloadJson(`cluster-request-${name}.json`, exportableRequest(form, formData))}>
            <Download /> <Trans>Export as JSON</Trans>
          </Button>
          <Button colorPalette="blue" onClick={submit} loading={submitting} disabled={!!problems.length} aria-label={t`Create cluster`}>
            <Trans>Create cluster</Trans>
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
