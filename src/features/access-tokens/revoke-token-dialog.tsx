/** "Revoke" a personal access token, confirmed (ADR 0063): at once, on every gateway; a script using it is refused. */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListAccessTokensQueryKey, revokeAccessToken } from '@/api/generated/endpoints/access-tokens/access-tokens';
import type { AccessToken } from '@/api/generated/model/accessToken';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { showErrorToast, showSuccessToast } from '@/shared/errors';

export interface RevokeTokenDialogProps {
  token: Pick<AccessToken, 'token_id' | 'name'>;
  onClose(): void;
}

export function RevokeTokenDialog({ token, onClose }: RevokeTokenDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const name = token.name;
  const revoke = async () => {
    try {
      await revokeAccessToken({ token_id: token.token_id });
      await client.invalidateQueries({ queryKey: getListAccessTokensQueryKey() });
      showSuccessToast(t`${name} revoked`);
      onClose();
    } catch (error) {
      showErrorToast(error, t`Could not revoke ${name}`);
    }
  };
  return (
    <ActionDialog open onClose={onClose} tone="danger" title={t`Revoke ${name}?`} confirmLabel={<Trans>Revoke</Trans>} onConfirm={revoke}>
      <Text>
        <Trans>Scripts and command lines using this token are refused from now on. This cannot be undone: make a new token instead.</Trans>
      </Text>
    </ActionDialog>
  );
}
