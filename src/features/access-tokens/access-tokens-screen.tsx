/**
 * Personal access tokens (ADR 0063), from the account menu: what a token is for, the user's tokens (scopes, state,
 * expiry, last use and where from), New token and Revoke. A token's secret is shown once, in the dialog that made it.
 */
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListAccessTokens } from '@/api/generated/endpoints/access-tokens/access-tokens';
import type { AccessToken } from '@/api/generated/model/accessToken';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { DateTimeText } from '@/shared/ui/time-text';
import { CreateTokenDialog } from './create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { SCOPE_LABELS, TOKEN_STATUS } from './token-labels';

export function AccessTokensScreen() {
  const { t, i18n } = useLingui();
  const list = useListParams();
  const params = useMemo(() => ({ limit: list.limit, offset: list.offset }), [list.limit, list.offset]);
  const query = useListAccessTokens(params, { query: { placeholderData: keepPreviousData } });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | undefined>();

  const columns = useMemo<DataTableColumn<AccessToken>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        cell: (token) => (
          <HStack gap="2">
            <KeyRound size={14} aria-hidden="true" />
            <Text fontWeight="medium">{token.name}</Text>
          </HStack>
        ),
      },
      {
        id: 'scopes',
        header: t`Scopes`,
        cell: (token) => (
          <HStack gap="1" wrap="wrap">
            {token.scopes.map((scope) => (
              <Badge key={scope} variant="outline" colorPalette={scope === 'admin' ? 'orange' : 'gray'}>
                {i18n._(SCOPE_LABELS[scope])}
              </Badge>
            ))}
          </HStack>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (token) => (
          <Badge colorPalette={TOKEN_STATUS[token.status].palette} variant="subtle" data-status={token.status}>
            {i18n._(TOKEN_STATUS[token.status].label)}
          </Badge>
        ),
      },
      { id: 'expires', header: t`Expires`, cell: (token) => <DateTimeText value={token.expire_time} /> },
      {
        id: 'used',
        header: t`Last used`,
        cell: (token) =>
          token.last_used_time ? (
            <Stack gap="0">
              <DateTimeText value={token.last_used_time} />
              {token.last_used_address && (
                <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                  {token.last_used_address}
                </Text>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted">{t`Never`}</Text>
          ),
      },
      { id: 'created', header: t`Created`, cell: (token) => <DateTimeText value={token.create_time} /> },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (token) => {
          const name = token.name;
          return token.status === 'revoked' ? null : (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(token)} aria-label={t`Revoke ${name}`}>
              {t`Revoke`}
            </Button>
          );
        },
      },
    ],
    [t, i18n],
  );

  const allowed = query.data?.scopes_allowed;
  return (
    <Stack gap="4" maxW="6xl">
      <Heading as="h1" size="lg">
        <Trans>Access tokens</Trans>
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        <Trans>
          A token lets a script or the command line call the console's API as you, within the scopes you give it, until it expires or you
          revoke it. Treat it like a password.
        </Trans>
      </Text>
      <HStack>
        <Button colorPalette="blue" size="sm" onClick={() => setCreating(true)} disabled={!allowed}>
          <Plus />
          <Trans>New token</Trans>
        </Button>
      </HStack>
      <DataTable
        label={t`Access tokens`}
        columns={columns}
        rows={query.data?.access_token_set}
        rowKey={(token) => token.token_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`No token yet. Make one for each script or machine, so that each can be revoked alone.`}
        {...tableStateOf(query)}
      />
      {creating && allowed && <CreateTokenDialog open allowed={allowed} onClose={() => setCreating(false)} />}
      {revoking && <RevokeTokenDialog token={revoking} onClose={() => setRevoking(undefined)} />}
    </Stack>
  );
}
