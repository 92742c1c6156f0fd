/**
 * The actions on a graphics session, the same in the sessions list and on its page: End (confirmed) and More time,
 * each offered by the session's own `may_end` / `may_extend`. One dialog at a time; their code loads on first use.
 */
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlarmClockPlus, Power } from 'lucide-react';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { useDialogSlot } from '@/shared/actions/use-dialog-slot';

const LazyEndDialog = lazyDialog(() => import('./end-session-dialog').then((module) => module.EndSessionDialog));
const LazyExtendDialog = lazyDialog(() => import('./extend-session-dialog').then((module) => module.ExtendSessionDialog));

type ActedOn = Pick<GraphicsSession, 'session_id' | 'app_name' | 'time_limit' | 'may_end' | 'may_extend'>;

export function useSessionActions() {
  const slot = useDialogSlot<{ kind: 'end' | 'extend'; session: ActedOn }>();
  const chosen = slot.value;
  const dialogs = chosen ? (
    chosen.kind === 'end' ? (
      <LazyEndDialog key={slot.key} open={slot.open} session={chosen.session} onClose={slot.close} />
    ) : (
      <LazyExtendDialog key={slot.key} open={slot.open} session={chosen.session} onClose={slot.close} />
    )
  ) : null;
  return {
    end: (session: ActedOn) => slot.show({ kind: 'end', session }),
    extend: (session: ActedOn) => slot.show({ kind: 'extend', session }),
    dialogs,
  };
}

export function SessionActionButtons({ session, actions }: { session: ActedOn; actions: ReturnType<typeof useSessionActions> }) {
  const { t } = useLingui();
  const name = session.app_name;
  return (
    <>
      {session.may_extend && (
        <Button size="xs" variant="outline" aria-label={t`More time for ${name}`} onClick={() => actions.extend(session)}>
          <AlarmClockPlus />
          <Trans>More time</Trans>
        </Button>
      )}
      {session.may_end && (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={t`End ${name}`} onClick={() => actions.end(session)}>
          <Power />
          <Trans>End</Trans>
        </Button>
      )}
    </>
  );
}

export function SessionActionBar({ session, actions }: { session: ActedOn; actions: ReturnType<typeof useSessionActions> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <SessionActionButtons session={session} actions={actions} />
    </HStack>
  );
}
