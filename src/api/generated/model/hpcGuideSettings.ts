/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcGuideLink } from './hpcGuideLink';
import type { HpcGuideSettingsConsultation } from './hpcGuideSettingsConsultation';

/**
 * The help console's three entries; each appears only when enabled.
 */
export interface HpcGuideSettings {
  /** Opens the guide document at url. */
  help_center?: HpcGuideLink;
  /** Online consultation; appears only once the chat script at script_url is loaded (5 s after the page). */
  consultation?: HpcGuideSettingsConsultation;
  /** An external feedback link. */
  feedback?: HpcGuideLink;
}
