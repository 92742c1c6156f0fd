/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AppVersionId } from './appVersionId';
import type { IaasAppId } from './iaasAppId';
import type { AppVersionEdition } from './appVersionEdition';
import type { AppVersionStatus } from './appVersionStatus';
import type { DateTime } from './dateTime';

/**
 * A version of the HPC or EHPC application in the app centre (spec section 3, App version); a cluster is created and upgraded to one. A name ending in -BM is a bare-metal version, else a VM version.
 */
export interface AppVersion {
  version_id: AppVersionId;
  app_id: IaasAppId;
  /**
   * The resource kit the version deploys with.
   * @maxLength 64
   */
  resource_kit?: string;
  /**
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /** @maxLength 1024 */
  description?: string;
  edition?: AppVersionEdition;
  status: AppVersionStatus;
  create_time?: DateTime;
}
