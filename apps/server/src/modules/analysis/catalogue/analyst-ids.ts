import type { analystIds as coreAnalystIds } from '@alphadesk/core';
import type { analystIds as wireAnalystIds } from '@alphadesk/contracts';

/**
 * Core keeps the analysts' id list (it imports none of our packages) and contracts keep the wire's
 * (both apps read it); both are `as const` tuples. This assignment compiles only while the two are
 * the same ids in the same order, so neither list can drift from the other.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const analystListsAgree: Same<typeof coreAnalystIds, typeof wireAnalystIds> = true;
