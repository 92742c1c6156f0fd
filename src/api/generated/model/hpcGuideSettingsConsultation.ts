/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Online consultation; appears only once the chat script at script_url is loaded (5 s after the page).
 */
export type HpcGuideSettingsConsultation = {
  enabled: boolean;
  script_url?: string;
};
