import { z } from 'zod';
import { authMessages, passwordRules } from './auth-messages.ts';
import { safeText } from './text.ts';
import { Tier } from './plans.ts';

// Kept apart from the schemas (and zod) so that a page can show them without loading zod.
export { authMessageCodes, authMessages, passwordRules } from './auth-messages.ts';

const email = safeText({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const NewPassword = safeText({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(8, authMessages.passwordTooShort)
  .max(128, '密碼長度不可超過128個字符')
  .refine(
    (value) => passwordRules.lowercase(value) && passwordRules.uppercase(value) && passwordRules.digit(value),
    {
      error: authMessages.passwordTooWeak,
    },
  );

export const RegisterRequest = z
  .strictObject({
    name: safeText({ error: authMessages.nameRequired })
      .trim()
      .min(1, authMessages.nameRequired)
      .max(50, '姓名不可超過50個字'),
    email,
    password: NewPassword,
    confirmPassword: safeText({ error: authMessages.passwordMismatch }),
    agreeToTerms: z.literal(true, { error: authMessages.termsRequired }),
    phone: safeText()
      .trim()
      .max(30, authMessages.phoneInvalid)
      .regex(/^[0-9+\-\s]*$/, authMessages.phoneInvalid)
      .optional(),
    selectedTier: Tier.optional(),
    rememberMe: z.boolean().optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: authMessages.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z.strictObject({
  email,
  password: safeText({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(128),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const ForgotPasswordRequest = z.strictObject({ email });
export const ResetPasswordRequest = z
  .strictObject({
    token: safeText().min(20, authMessages.resetLinkInvalid).max(200, authMessages.resetLinkInvalid),
    password: NewPassword,
    confirmPassword: safeText(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: authMessages.passwordMismatch,
    path: ['confirmPassword'],
  });
export const ChangePasswordRequest = z
  .strictObject({
    currentPassword: safeText().min(1, authMessages.passwordRequired).max(128),
    newPassword: NewPassword,
    confirmPassword: safeText(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: authMessages.passwordMismatch,
    path: ['confirmPassword'],
  });

/** The browser's profile fields are accepted for compatibility and ignored: only the token counts. */
export const GoogleLoginRequest = z.strictObject({
  google_token: safeText().min(20, authMessages.googleFailed).max(4096, authMessages.googleFailed),
  name: safeText().max(200).optional(),
  email: safeText().max(254).optional(),
  picture: safeText().max(2048).optional(),
});

export const UserKind = z.enum(['guest', 'member', 'staff']);
export const AuthMethod = z.enum(['email', 'google', 'guest']);

export const Usage = z.object({
  analysesUsed: z.number().int().nonnegative(),
  /** null = unlimited */
  analysisLimit: z.number().int().positive().nullable(),
  period: z.string(),
  /** When the counter starts again (start of next Taipei month); null for a guest's one-off allowance. */
  resetsAt: z.string().nullable(),
});
export type Usage = z.infer<typeof Usage>;

export const UserProfile = z.object({
  id: z.string(),
  kind: UserKind,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tier: Tier,
  authMethod: AuthMethod,
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  usage: Usage,
});
export type UserProfile = z.infer<typeof UserProfile>;

export const AuthResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
  user: UserProfile,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const GuestResponse = AuthResponse.extend({ session_id: z.string() });
export const GoogleLoginResponse = AuthResponse.extend({
  user_id: z.string(),
  is_new_user: z.boolean(),
  access_token: z.string(),
});

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export const AuthConfigResponse = z.object({ googleClientId: z.string().nullable() });
export const MeResponse = z.object({ user: UserProfile });
