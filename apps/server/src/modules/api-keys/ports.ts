import type { Db } from '@alphadesk/db';
import type { AccountsModule } from '../accounts/index.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { PlansModule } from '../plans/index.ts';
import type { WindowCounter } from '../../platform/shared-state.ts';

/** What the module needs from the others: who a member is, the API gate, the plan's limits. */
export interface ApiKeysDeps {
  db: Db;
  accounts: Pick<AccountsModule, 'activeMember'>;
  entitlements: Pick<EntitlementsModule, 'requireFeature'>;
  plans: Pick<PlansModule, 'apiLimits'>;
  /** Per-second windows: Redis when configured (shared by every process), memory otherwise. */
  counter: WindowCounter;
  now: () => Date;
}
