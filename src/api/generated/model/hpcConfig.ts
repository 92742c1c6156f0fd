/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcFeatureFlags } from './hpcFeatureFlags';
import type { HpcPortalType } from './hpcPortalType';
import type { HpcSupportedZone } from './hpcSupportedZone';
import type { Zone } from './zone';
import type { HpcGuideSettings } from './hpcGuideSettings';
import type { HpcConfigUpload } from './hpcConfigUpload';
import type { IaasAppId } from './iaasAppId';
import type { HpcConfigClusterTemplateAttachmentIds } from './hpcConfigClusterTemplateAttachmentIds';

/**
 * The console's whole configuration: the value of the hpc-config entry of the configuration service (spec sections 2, 5, 6 and 9). Feature flags, supported zones, guide settings, names and limits.
 */
export interface HpcConfig {
  features: HpcFeatureFlags;
  portal: HpcPortalType;
  /** Public cloud: the service agreement must be accepted when opening the product, and no user is an LDAP login user. */
  is_public_cloud: boolean;
  /**
   * The zones configured for HPC; the unsupported-zone page lists them.
   * @minItems 1
   * @maxItems 100
   */
  supported_zones: HpcSupportedZone[];
  /** Zones where user verification is never required. */
  test_zones?: Zone[];
  guide?: HpcGuideSettings;
  /**
   * The console name in the page title (Chinese).
   * @minLength 1
   * @maxLength 64
   */
  console_name: string;
  /**
   * The console name in the page title (English).
   * @minLength 1
   * @maxLength 64
   */
  console_name_en: string;
  /** The service agreement shown on the product-opening page; required on public cloud. */
  agreement_url?: string;
  /** File upload limits. */
  upload?: HpcConfigUpload;
  /**
   * A file larger than this cannot be viewed online.
   * @minimum 1
   */
  view_limit_bytes?: number;
  /**
   * Largest web SSH certificate file.
   * @minimum 1
   */
  certificate_max_bytes?: number;
  /**
   * Text shown next to the default password of created users.
   * @maxLength 256
   */
  default_password_hint?: string;
  /** The app-centre application of HPC clusters. */
  hpc_app_id: IaasAppId;
  /** The app-centre application of EHPC clusters. */
  ehpc_app_id: IaasAppId;
  /** Optional. Per cluster type, the app-centre attachments (DescribeCommonAttachments) whose cluster_templates part holds the templates the creation flow offers. A type left out offers no template. */
  cluster_template_attachment_ids?: HpcConfigClusterTemplateAttachmentIds;
}
