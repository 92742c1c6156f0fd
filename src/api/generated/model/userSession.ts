/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { Email } from './email';
import type { Zone } from './zone';
import type { UserSessionRegionInfo } from './userSessionRegionInfo';
import type { UserRole } from './userRole';
import type { VerifyStatus } from './verifyStatus';
import type { UserType } from './userType';
import type { UserSessionIamuserName } from './userSessionIamuserName';
import type { Currency } from './currency';
import type { Lang } from './lang';

/**
 * The signed-in user's identity, as a host console hands it to the HPC module (spec section 3, User session).
 */
export interface UserSession {
  user_id: UserId;
  /** @maxLength 64 */
  user_name?: string;
  email?: Email;
  /** The owning account: the user itself, or the parent of a sub-user or IAM user. */
  owner: UserId;
  /** The user's default zone. */
  zone: Zone;
  /** @minItems 1 */
  zones: Zone[];
  regions?: string[];
  /** Display names of each zone. */
  region_info?: UserSessionRegionInfo;
  sub_zones?: Zone[];
  role: UserRole;
  verify_status: VerifyStatus;
  user_type: UserType;
  iamuser_name?: UserSessionIamuserName;
  /** Whether the user signs in through LDAP; always false on public cloud. */
  is_ldap_user?: boolean;
  currency?: Currency;
  lang: Lang;
}
