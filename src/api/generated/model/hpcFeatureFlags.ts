/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The feature flags of spec section 6; a side-menu item or page whose feature is off is hidden.
 */
export interface HpcFeatureFlags {
  /** HPC clusters are supported. */
  hpc: boolean;
  /** EHPC clusters are supported. */
  ehpc: boolean;
  job: boolean;
  nas: boolean;
  node: boolean;
  queue_usage: boolean;
  queue_node: boolean;
  queue_job: boolean;
  job_template: boolean;
  /** Sub-users may create clusters without the HPC permission being opened first. */
  subuser_cluster_creation: boolean;
  shared_cluster: boolean;
  web_ssh: boolean;
  auto_scale: boolean;
  billing: boolean;
  subscription: boolean;
  /** Users of role user must pass verification, outside the test zones. */
  user_verification: boolean;
}
