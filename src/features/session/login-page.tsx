/**
 * The standalone sign-in page (/_micro_/hpc/login): where a host console would hand over the identity, the
 * gateway signs the user in and sets the session and CSRF cookies; the console then starts at `next`. It offers what
 * the site configured (ADR 0064): the organisation's single sign-on, its directory, the console's own accounts.
 */
import { Box, Button, Card, Center, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { login, loginDirectory, useGetSignInOptions } from '@/api/generated/endpoints/session/session';
import { activateLocale, GATEWAY_LANG, isLocale, LANGUAGE_NAMES, type Locale } from '@/shared/i18n/locale';
import { errorMessage } from '@/shared/errors/error-message';
import { SESSION_ENDED_FLAG } from '@/shared/routing/session-ended-link';
import { SegmentRadios } from '@/shared/ui/segment-radios';
import { signInReason } from './sign-in-reasons';
import { SingleSignOn } from './single-sign-on';

type Accounts = 'console' | 'directory';

/** Only a path inside the console: never another origin (open redirects). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';
}

export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<Accounts>('directory');
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'zh';
  // Until the gateway says (or if it cannot), the console's own accounts: the form every gateway has.
  const options = useGetSignInOptions(undefined, { query: { retry: false, staleTime: Infinity } }).data;
  const directory = options?.directory;
  const passwordForm = options?.password ?? !directory;
  const accounts: Accounts = directory && (!passwordForm || chosen === 'directory') ? 'directory' : 'console';
  const next = safeNext(search.get('next'));
  const signIn = useMutation({
    mutationFn: () => {
      const body = { user_name: userName.trim(), password, lang: GATEWAY_LANG[locale] };
      return accounts === 'directory' ? loginDirectory(body) : login(body);
    },
    onSuccess: () => navigate(next, { replace: true }),
  });
  const reason = search.get('sign_in_error');
  const showForm = passwordForm || Boolean(directory);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (userName.trim() && password) signIn.mutate();
  };

  return (
    <Center minH="100vh" bg="bg.subtle" px="4">
      <Box as="main" w="full" maxW="sm">
        <Card.Root as="section" aria-labelledby="login-title">
          <Card.Header>
            <Heading id="login-title" as="h1" size="lg">
              <Trans>Sign in to High Performance Computing</Trans>
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {search.get(SESSION_ENDED_FLAG) === '1' && !signIn.isError && !reason && (
                <Text role="status" textStyle="sm" color="fg.muted" bg="bg.muted" px="3" py="2" borderRadius="l2">
                  <Trans>Your session has ended. Sign in again to return to where you were.</Trans>
                </Text>
              )}
              {reason && signIn.isIdle && (
                <Text role="alert" textStyle="sm" color="fg.error" bg="bg.error" px="3" py="2" borderRadius="l2">
                  {i18n._(signInReason(reason))}
                </Text>
              )}
              {options?.single_sign_on && <SingleSignOn label={options.single_sign_on.label} next={next} alone={!showForm} />}
              {showForm && (
                <form onSubmit={submit} noValidate>
                  <Stack gap="4">
                    {directory && passwordForm && (
                      <SegmentRadios
                        label={t`Account`}
                        value={accounts}
                        onChange={(value) => {
                          setChosen(value);
                          signIn.reset();
                        }}
                        items={[
                          { value: 'directory', label: directory.label },
                          { value: 'console', label: t`Console account` },
                        ]}
                      />
                    )}
                    <Field.Root required invalid={touched && !userName.trim()}>
                      <Field.Label>
                        <Trans>User name</Trans>
                      </Field.Label>
                      <Input
                        name="user_name"
                        autoComplete="username"
                        autoFocus
                        value={userName}
                        onChange={(e) => setUserName(e.currentTarget.value)}
                      />
                      <Field.ErrorText>
                        <Trans>Required</Trans>
                      </Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={touched && !password}>
                      <Field.Label>
                        <Trans>Password</Trans>
                      </Field.Label>
                      <Input
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(e) => setPassword(e.currentTarget.value)}
                      />
                      <Field.ErrorText>
                        <Trans>Required</Trans>
                      </Field.ErrorText>
                    </Field.Root>
                    {signIn.isError && (
                      <Text role="alert" color="fg.error" textStyle="sm">
                        {errorMessage(signIn.error)}
                      </Text>
                    )}
                    <Button
                      type="submit"
                      colorPalette="blue"
                      variant={options?.single_sign_on ? 'outline' : 'solid'}
                      loading={signIn.isPending}
                      loadingText={t`Signing in…`}
                    >
                      <Trans>Sign in</Trans>
                    </Button>
                  </Stack>
                </form>
              )}
            </Stack>
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <HStack gap="1" aria-label={t`Language`} role="group">
              <Button
                size="xs"
                variant={locale === 'zh' ? 'subtle' : 'ghost'}
                lang="zh-CN"
                onClick={() => void activateLocale('zh', { remember: true })}
              >
                {LANGUAGE_NAMES.zh}
              </Button>
              <Button
                size="xs"
                variant={locale === 'en' ? 'subtle' : 'ghost'}
                lang="en"
                onClick={() => void activateLocale('en', { remember: true })}
              >
                {LANGUAGE_NAMES.en}
              </Button>
            </HStack>
          </Card.Footer>
        </Card.Root>
      </Box>
    </Center>
  );
}
