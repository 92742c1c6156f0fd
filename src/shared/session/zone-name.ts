/**
 * A zone's name in the user's language, wherever a zone is shown: the configuration's label of a supported zone,
 * else the account's region information, else the id itself (a zone nothing names).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import { useOptionalSession, useSignedInUser } from './session-context';

export function zoneLabel(
  zone: string,
  config: Pick<HpcConfig, 'supported_zones'> | null,
  locale: string,
  regionInfo?: Record<string, { name?: string; name_en?: string } | undefined>,
): string {
  const supported = config?.supported_zones.find((item) => item.zone === zone);
  if (supported) return locale === 'en' ? supported.label_en || supported.label : supported.label;
  const info = regionInfo?.[zone];
  if (info) return (locale === 'en' ? info.name_en : info.name) || zone;
  return zone;
}

/**
 * The name of a zone for the signed-in user, in the active language. The terminal popup runs outside the started
 * console: it reads the user's regions itself (the configuration's labels are the started console's).
 */
export function useZoneName(): (zone: string) => string {
  const { i18n } = useLingui();
  const session = useOptionalSession();
  const user = useSignedInUser();
  const config = session?.config ?? null;
  const regionInfo = user?.region_info;
  return useCallback((zone: string) => zoneLabel(zone, config, i18n.locale, regionInfo), [config, regionInfo, i18n.locale]);
}
