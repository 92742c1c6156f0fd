/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Optional. Per cluster type, the app-centre attachments (DescribeCommonAttachments) whose cluster_templates part holds the templates the creation flow offers. A type left out offers no template.
 */
export type HpcConfigClusterTemplateAttachmentIds = {
  /** @maxItems 10 */
  hpc?: string[];
  /** @maxItems 10 */
  ehpc?: string[];
};
