/**
 * Opens a graphics application (ADR 0062): the page of the user's live session of that application on that cluster
 * when there is one (a desktop is opened again, not started twice), otherwise the launch dialog, and then the new
 * session's page. One request per click; a failure to read the sessions is said in a toast.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MonitorPlay } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listGraphicsSessions } from '@/api/generated/endpoints/graphics/graphics';
import type { GraphicsApp } from '@/api/generated/model/graphicsApp';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast } from '@/shared/errors';
import { useSession } from '@/shared/session/session-context';
import { sessionPath } from './session-path';

const LazyLaunchDialog = lazyDialog(() => import('./launch-dialog').then((module) => module.LaunchDialog));

/** More live sessions than this of one user is not a case the console meets (each holds cores until its limit). */
const LIVE_SESSIONS_LIMIT = 100;

export function OpenAppButton({ app }: { app: Pick<GraphicsApp, 'hpcsw_id' | 'app_name' | 'cluster_id' | 'cluster_name'> }) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState(false);
  const name = app.app_name;
  const open = useOneAtATime(async () => {
    try {
      const live = await listGraphicsSessions({ status: 'live', limit: LIVE_SESSIONS_LIMIT });
      const running = live.graphics_session_set.find(
        (session) => session.hpcsw_id === app.hpcsw_id && session.cluster_id === app.cluster_id,
      );
      if (running) void navigate(sessionPath(zone, portal, running.session_id));
      else setLaunching(true);
    } catch (error) {
      showErrorToast(error, t`Opening ${name} failed`);
    }
  });
  return (
    <>
      <Button size="xs" variant="outline" loading={open.pending} aria-label={t`Open ${name}`} onClick={() => void open.run()}>
        <MonitorPlay />
        {t`Open`}
      </Button>
      <LazyLaunchDialog
        open={launching}
        app={app}
        onClose={() => setLaunching(false)}
        onOpened={(session) => {
          setLaunching(false);
          void navigate(sessionPath(zone, portal, session.session_id));
        }}
      />
    </>
  );
}
