import type { UserProfile } from '@alphadesk/contracts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { UserRow } from './repository.ts';

export async function toProfile(
  user: UserRow,
  entitlements: Pick<EntitlementsModule, 'usage'>,
): Promise<UserProfile> {
  return {
    id: user.id,
    kind: user.kind,
    name: user.name,
    email: user.email,
    phone: user.phone,
    tier: user.tier,
    authMethod: user.authMethod,
    avatarUrl: user.avatarUrl,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    usage: await entitlements.usage({ userId: user.id, kind: user.kind, tier: user.tier }),
  };
}
