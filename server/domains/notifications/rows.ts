/** The notification tables' rows (migration 0104) and their contract shapes. */
import type { Schema } from '../../http/handler-types';

export type JobEnd = Schema<'JobEnd'>;

export interface NotificationRow {
  id: string;
  user_id: string;
  hpcjob_uuid: string;
  portal: 'hpc' | 'ispf';
  zone: string | null;
  job_name: string;
  ended_as: JobEnd;
  exit_code: number | null;
  ended_at: Date | string;
  created_at: Date | string;
  read_at: Date | string | null;
}

export interface SettingsRow {
  user_id: string;
  email_enabled: boolean;
  email: string | null;
  webhook_enabled: boolean;
  webhook_url: string | null;
  webhook_secret: string | null;
  lang: string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toNotification(row: NotificationRow): Schema<'Notification'> {
  return {
    id: Number(row.id),
    hpcjob_uuid: row.hpcjob_uuid,
    portal: row.portal,
    ...(row.zone ? { zone: row.zone } : {}),
    job_name: row.job_name,
    ended_as: row.ended_as,
    ...(row.exit_code === null ? {} : { exit_code: row.exit_code }),
    ended_at: iso(row.ended_at),
    created_at: iso(row.created_at),
    read: row.read_at !== null,
  };
}
