/**
 * Opens a graphics application as a remote app (software/remoteapp/link) on its cluster's NAS mount point: the
 * one-time link the gateway answers opens in a new browser tab (without access back to the console). One request
 * per click; a refusal (not active, the mount point not mounted, "Lack of balance") is said in a toast in the
 * gateway's words, and a tab the browser blocked is said too.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { getRemoteAppLink } from '@/api/generated/endpoints/software/software';
import type { GraphicsApp } from '@/api/generated/model/graphicsApp';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast } from '@/shared/errors';
import { toaster } from '@/shared/ui/toaster';

export function OpenAppButton({ app }: { app: Pick<GraphicsApp, 'hpcsw_id' | 'app_name' | 'nas_mount_point'> }) {
  const { t } = useLingui();
  const name = app.app_name;
  const open = useOneAtATime(async () => {
    try {
      const { link } = await getRemoteAppLink({ hpcsw_id: app.hpcsw_id, nas_mount_point: app.nas_mount_point });
      const tab = window.open(link, '_blank');
      if (tab) tab.opener = null;
      else
        toaster.create({
          type: 'warning',
          title: t`The browser blocked the new tab`,
          description: t`Allow pop-ups for this console, then open ${name} again.`,
          closable: true,
          duration: 8000,
        });
    } catch (error) {
      showErrorToast(error, t`Opening ${name} failed`);
    }
  });
  return (
    <Button size="xs" variant="outline" loading={open.pending} aria-label={t`Open ${name}`} onClick={() => void open.run()}>
      <ExternalLink />
      {t`Open`}
    </Button>
  );
}
