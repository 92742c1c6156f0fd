/**
 * The document title (spec section 2): the menu title, the zone label, the upper-case zone, the console name and
 * the word Console, e.g. "集群 - 北京3区(PEK3) - 高性能计算控制台" / "Clusters - Beijing 3 (PEK3) - High Performance Computing Console".
 */
import { t } from '@lingui/core/macro';
import type { HpcConfig } from '../../api/generated/model/hpcConfig';

export function zoneLabel(zone: string, config: Pick<HpcConfig, 'supported_zones'> | null, locale: string, regionInfo?: Record<string, { name?: string; name_en?: string } | undefined>): string {
  const supported = config?.supported_zones.find((item) => item.zone === zone);
  if (supported) return locale === 'en' ? supported.label_en || supported.label : supported.label;
  const info = regionInfo?.[zone];
  if (info) return (locale === 'en' ? info.name_en : info.name) || zone;
  return zone;
}

export function pageTitle(parts: { section: string; zoneLabel: string; zone: string; consoleName: string }): string {
  const { section, zoneLabel: label, consoleName } = parts;
  const zone = parts.zone.toUpperCase();
  return t`${section} - ${label} (${zone}) - ${consoleName} Console`;
}
