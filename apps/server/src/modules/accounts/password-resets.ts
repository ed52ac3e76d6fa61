import type { Mailer } from '../../platform/mail.ts';
import type { AccountRepository } from './repository.ts';
import { hashToken, newId, newOpaqueToken } from './tokens.ts';

const resetTtlMs = 30 * 60 * 1000;
const maxMailsPerHour = 3;

/**
 * Single-use, expiring reset links. The link is made and mailed by whoever runs `deliver` (a
 * worker job in production), so the raw token is never stored — not even in the job table — and
 * the HTTP answer takes the same time whether or not the email has an account.
 */
export function createPasswordResets(deps: {
  repository: AccountRepository;
  mailer: Mailer;
  publicBaseUrl: string;
  now: () => Date;
  /** Hands the delivery to the job queue; without one it runs in the background of this process. */
  enqueue: ((email: string) => Promise<void>) | null;
  onError: (error: unknown) => void;
}) {
  const { repository, mailer, publicBaseUrl, now } = deps;

  async function deliver(email: string): Promise<void> {
    const user = await repository.findUserByEmail(email);
    if (!user || user.kind === 'guest') return;
    const at = now();
    if ((await repository.countResetsSince(user.id, new Date(at.getTime() - 3_600_000))) >= maxMailsPerHour)
      return;
    const token = newOpaqueToken();
    await repository.insertPasswordReset({
      id: newId(),
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + resetTtlMs),
    });
    const link = `${publicBaseUrl.replace(/\/$/, '')}/auth?mode=reset&token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: email,
      subject: 'AlphaDesk 密碼重置',
      text:
        `${user.name} 您好：\n\n我們收到了重置您 AlphaDesk 帳號密碼的申請。請在 30 分鐘內開啟以下連結設定新密碼（連結僅能使用一次）：\n\n` +
        `${link}\n\n如果這不是您本人的操作，請忽略這封信，您的密碼不會改變。\n\nAlphaDesk 台股AI投研`,
    });
  }

  return {
    deliver,
    async request(email: string): Promise<void> {
      if (deps.enqueue) return deps.enqueue(email);
      void deliver(email).catch(deps.onError);
    },
    consume: (token: string) => repository.consumePasswordReset(hashToken(token), now()),
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
