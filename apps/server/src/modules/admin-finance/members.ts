import type { AdminFinanceDeps } from './ports.ts';

export interface MemberLabel {
  username: string;
  email: string | null;
}

/**
 * Names and e-mails of members by id, read once per id through the accounts facade. A member
 * deleted since keeps their rows (money is history) and shows as such.
 */
export function memberLabels(accounts: AdminFinanceDeps['accounts']) {
  const cache = new Map<string, Promise<MemberLabel>>();
  return (userId: string): Promise<MemberLabel> => {
    let label = cache.get(userId);
    if (!label) {
      label = accounts.memberById(userId).then(
        (member) => ({ username: member.username, email: member.email }),
        () => ({ username: '（已刪除的會員）', email: null }),
      );
      cache.set(userId, label);
    }
    return label;
  };
}
