import type { AdminUser } from '@alphadesk/contracts';

const columns: [header: string, value: (user: AdminUser) => string | number | null][] = [
  ['id', (user) => user.id],
  ['username', (user) => user.username],
  ['email', (user) => user.email],
  ['role', (user) => user.role],
  ['status', (user) => user.status],
  ['membershipTier', (user) => user.membershipTier],
  ['dailyApiQuota', (user) => user.dailyApiQuota],
  ['lastLogin', (user) => user.lastLogin],
  ['createdAt', (user) => user.createdAt],
];

/**
 * One CSV field. Quoted when needed; a value a spreadsheet would run as a formula (= + - @, tab,
 * carriage return) is prefixed with an apostrophe so a member's name cannot become one.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function membersCsv(members: AsyncIterable<AdminUser>): Promise<string> {
  const lines = [columns.map(([header]) => header).join(',')];
  for await (const member of members)
    lines.push(columns.map(([, value]) => csvField(value(member))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
