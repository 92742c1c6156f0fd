/**
 * Creating a sub-account (createSubUser, ADR 0020): its name and e-mail address (the request's contract rules,
 * checkRequest) and a password generated here (3 upper, 3 lower, 3 digits, 2 symbols: sub-user-password.ts),
 * shown once with a copy button and a way to draw another. Sent once per intent; the list refreshes.
 */
import { Button, Code, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { getListSubUsersQueryKey, useCreateSubUser } from '@/api/generated/endpoints/projects/projects';
import createSchema from '@/api/generated/form-schemas/create-sub-user-request.json';
import createValidators from '@/api/generated/form-validators/create-sub-user-request';
import { ActionDialog } from '@/shared/actions';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { CopyButton } from '@/shared/ui/copy-button';
import { generateSubUserPassword } from './sub-user-password';

export function CreateSubAccountDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const create = useCreateSubUser();
  const [userName, setUserName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState(generateSubUserPassword);
  const [touched, setTouched] = useState(false);
  const body = { user_name: userName.trim(), email: email.trim(), password };
  const problems = checkRequest({ schema: createSchema, validators: createValidators }, body, i18n);
  const nameProblem = touched ? (body.user_name ? problems.user_name : t`Required`) : undefined;
  const emailProblem = touched ? (body.email ? problems.email : t`Required`) : undefined;
  const confirm = async () => {
    setTouched(true);
    if (!body.user_name || !body.email || problems.user_name || problems.email || problems.password) return;
    const name = body.user_name;
    try {
      await create.mutateAsync({ data: body });
    } catch (error) {
      showErrorToast(error, t`Could not create sub-account ${name}`);
      return;
    }
    await client.invalidateQueries({ queryKey: getListSubUsersQueryKey() });
    showSuccessToast(t`Sub-account ${name} is created`);
    onClose();
  };
  return (
    <ActionDialog open onClose={onClose} title={t`Create a sub-account`} confirmLabel={<Trans>Create</Trans>} onConfirm={confirm}>
      <Field.Root required invalid={!!nameProblem}>
        <Field.Label>
          <Trans>Name</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={userName} onChange={(event) => setUserName(event.currentTarget.value)} autoComplete="off" />
        <Field.ErrorText>{nameProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!emailProblem}>
        <Field.Label>
          <Trans>E-mail</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} autoComplete="off" />
        <Field.HelperText>
          <Trans>The sub-account signs in with this address.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{emailProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <Trans>Generated password</Trans>
        </Field.Label>
        <HStack gap="2">
          <Code fontSize="md" px="2" py="1" data-testid="generated-password">
            {password}
          </Code>
          <CopyButton text={password} size="xs" variant="outline" label={t`Copy the password`} />
          <Button size="xs" variant="outline" onClick={() => setPassword(generateSubUserPassword())}>
            <RefreshCw /> <Trans>Generate another</Trans>
          </Button>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          <Trans>Copy it now and give it to the sub-account's user: it is not shown again.</Trans>
        </Text>
      </Field.Root>
    </ActionDialog>
  );
}
