/**
 * "More time" for a live graphics session (ADR 0062): the extra minutes, checked by the contract's rules
 * (ExtendGraphicsSessionRequest), given at once by the scheduler within the queue's maximum. The gateway's refusal of
 * the minutes (past the queue's longest time) is shown by the field, any other in a toast.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { extendGraphicsSession } from '@/api/generated/endpoints/graphics/graphics';
import schema from '@/api/generated/form-schemas/extend-graphics-session-request.json';
import validators from '@/api/generated/form-validators/extend-graphics-session-request';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { gatewayFieldErrors } from '@/shared/errors/field-refusals';
import { checkRequest, hasProblems, type FieldProblems } from '@/shared/forms/request-check';
import { TextField } from '@/shared/ui/form-fields';
import { sessionChanged } from './session-cache';

export interface ExtendSessionDialogProps {
  open: boolean;
  session: Pick<GraphicsSession, 'session_id' | 'app_name' | 'time_limit'>;
  onClose(): void;
}

const DEFAULT_MINUTES = '30';

export function ExtendSessionDialog({ open, session, onClose }: ExtendSessionDialogProps) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [problems, setProblems] = useState<FieldProblems>({});
  const name = session.app_name;
  const extra = Number(minutes);
  const limit = session.time_limit;
  const newLimit = Number.isInteger(extra) && extra > 0 ? limit + extra : limit;

  const send = async () => {
    const found = checkRequest(
      { validators, schema },
      { session_id: session.session_id, extra_minutes: minutes.trim() === '' ? undefined : extra },
      i18n,
    );
    setProblems(found);
    if (hasProblems(found)) return;
    try {
      sessionChanged(client, await extendGraphicsSession({ session_id: session.session_id, extra_minutes: extra }));
      showSuccessToast(t`${name} has ${extra} more minutes`);
      onClose();
    } catch (error) {
      const byField = gatewayFieldErrors(error, ['extra_minutes']) as { extra_minutes?: { __errors?: string[] } } | undefined;
      const said = byField?.extra_minutes?.__errors?.[0];
      if (said) setProblems({ extra_minutes: said });
      else showErrorToast(error, t`Could not give ${name} more time`);
    }
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`More time for ${name}`}
      confirmLabel={<Trans>Give more time</Trans>}
      onConfirm={send}
    >
      <TextField
        label={<Trans>More minutes</Trans>}
        type="number"
        min={1}
        value={minutes}
        onChange={(value) => {
          setMinutes(value);
          setProblems({});
        }}
        problem={problems.extra_minutes}
        required
      />
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          Time limit now: {limit} min; with more time: {newLimit} min. The scheduler gives it at once, within the queue's longest time.
        </Trans>
      </Text>
    </ActionDialog>
  );
}
