/** Paths of the job screens: a job's page and, in the HPC portal, its cluster's page; and light links to them. */
import { useCallback, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { Job } from '@/api/generated/model/job';
import { consolePath, useSession } from '@/shared/session/session-context';

/** The job's page: its first tab. */
export function useJobPath() {
  const { zone, portal } = useSession();
  return useCallback(
    (job: Pick<Job, 'hpcjob_uuid'>, tab = 'compute_dir') => consolePath(zone, portal, `jobs/${job.hpcjob_uuid}/${tab}`),
    [zone, portal],
  );
}

/** The cluster's page, in the HPC portal only (the simulation portal has no cluster pages). */
export function useClusterPath() {
  const { zone, portal } = useSession();
  return useCallback(
    (clusterId: string) => (portal === 'hpc' ? consolePath(zone, 'hpc', `hpc_clusters/${clusterId}`) : undefined),
    [zone, portal],
  );
}

/**
 * The props of a plain anchor that moves inside the console as a router link does (a plain click navigates, a
 * modified or middle click is the browser's), for the many links of a list: one hook for all of them instead of
 * a router link component per cell.
 */
export function useLinkProps() {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  return useCallback(
    (to: string) => ({
      href: `${base}${to}`,
      onClick(event: MouseEvent<HTMLAnchorElement>) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      },
    }),
    [navigate, base],
  );
}
