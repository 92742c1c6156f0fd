/** What the notifications domain needs of the gateway's configuration (ADR 0059). */
import type { NotificationConfig } from '../../config';

export interface NotificationsEnv extends NotificationConfig {
  /** The console's base path (`/_micro_/hpc/`): links to a job's page. */
  basePath: string;
  /** HPC_PUBLIC_URL: the origin of the links in e-mails and webhooks; unset, the links are paths. */
  publicUrl?: string;
}

export const NO_NOTIFICATIONS: NotificationConfig = { smtp: null, allowLoopback: false };

/** The job's page in the console (the job route chooses its first tab). */
export function jobLink(env: NotificationsEnv, job: { zone: string | null; portal: string; hpcjob_uuid: string }): string {
  return `${env.publicUrl ?? ''}${env.basePath}${job.zone ?? 'pek3'}/${job.portal}/jobs/${job.hpcjob_uuid}`;
}
