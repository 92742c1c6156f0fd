/** "End" a graphics session, confirmed (ADR 0062): its job is stopped and its desktop closes. */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { endGraphicsSession } from '@/api/generated/endpoints/graphics/graphics';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { sessionChanged } from './session-cache';

export interface EndSessionDialogProps {
  open: boolean;
  session: Pick<GraphicsSession, 'session_id' | 'app_name'>;
  onClose(): void;
}

export function EndSessionDialog({ open, session, onClose }: EndSessionDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const name = session.app_name;
  const end = async () => {
    try {
      sessionChanged(client, await endGraphicsSession({ session_id: session.session_id }));
      showSuccessToast(t`${name} ended`);
      onClose();
    } catch (error) {
      showErrorToast(error, t`Could not end ${name}`);
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      tone="danger"
      title={t`End ${name}?`}
      confirmLabel={<Trans>End session</Trans>}
      onConfirm={end}
    >
      <Text>
        <Trans>The application is closed and its job stopped. Anything not saved on the remote desktop is lost.</Trans>
      </Text>
    </ActionDialog>
  );
}
