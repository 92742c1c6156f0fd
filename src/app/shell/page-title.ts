/**
 * The document title (spec section 2): the menu title, the zone label, the upper-case zone, the console name and
 * the word Console, e.g. "集群 - 北京3区(PEK3) - 高性能计算控制台" / "Clusters - Beijing 3 (PEK3) - High Performance Computing Console".
 */
import { t } from '@lingui/core/macro';
export { zoneLabel } from '@/shared/session/zone-name';

export function pageTitle(parts: { section: string; zoneLabel: string; zone: string; consoleName: string }): string {
  const { section, zoneLabel: label, consoleName } = parts;
  const zone = parts.zone.toUpperCase();
  return t`${section} - ${label} (${zone}) - ${consoleName} Console`;
}
