import { z } from 'zod';
import { safeText } from './text.ts';

/** Member preferences (spec §3) with the defaults of spec §9. */
export const Preferences = z.strictObject({
  notifications: z.strictObject({
    email: z.boolean(),
    browser: z.boolean(),
    sms: z.boolean(),
    priceAlerts: z.boolean(),
    newsAlerts: z.boolean(),
    analysisComplete: z.boolean(),
  }),
  display: z.strictObject({
    theme: z.enum(['light', 'dark', 'auto']),
    language: z.enum(['zh-TW', 'zh-CN', 'en-US']),
    currency: z.enum(['TWD', 'USD', 'CNY']),
    timezone: safeText().min(1).max(64),
    /** Taiwan convention: red = up. Off swaps the colours. */
    redUpGreenDown: z.boolean(),
  }),
  trading: z.strictObject({
    defaultAnalysisType: z.enum(['comprehensive', 'technical', 'fundamental']),
    riskTolerance: z.enum(['conservative', 'moderate', 'aggressive']),
    autoAnalysis: z.boolean(),
    favoriteAnalysts: z.array(safeText().min(1).max(40)).max(20),
  }),
  privacy: z.strictObject({
    profileVisibility: z.enum(['private', 'public']),
    shareAnalytics: z.boolean(),
    marketingEmails: z.boolean(),
  }),
});
export type Preferences = z.infer<typeof Preferences>;

export const defaultPreferences: Preferences = {
  notifications: {
    email: true,
    browser: true,
    sms: false,
    priceAlerts: true,
    newsAlerts: true,
    analysisComplete: true,
  },
  display: {
    theme: 'auto',
    language: 'zh-TW',
    currency: 'TWD',
    timezone: 'Asia/Taipei',
    redUpGreenDown: true,
  },
  trading: {
    defaultAnalysisType: 'comprehensive',
    riskTolerance: 'moderate',
    autoAnalysis: false,
    favoriteAnalysts: [],
  },
  privacy: { profileVisibility: 'private', shareAnalytics: true, marketingEmails: false },
};

export const PreferencesResponse = z.object({ success: z.literal(true), preferences: Preferences });
export const UpdatePreferencesRequest = z.strictObject({ preferences: Preferences });

/** Analyst preferences (spec §2 analyst selection modal, §7). */
export const AnalystPreferences = z.strictObject({
  analysisStyle: z.enum(['conservative', 'balanced', 'aggressive']),
  riskTolerance: z.enum(['low', 'medium', 'high']),
  investmentHorizon: z.enum(['short', 'medium', 'long']),
  autoAnalysis: z.boolean(),
  collaborativeMode: z.boolean(),
  preferredAnalysts: z.array(safeText().min(1).max(40)).max(20),
});
export type AnalystPreferences = z.infer<typeof AnalystPreferences>;

export const defaultAnalystPreferences: AnalystPreferences = {
  analysisStyle: 'balanced',
  riskTolerance: 'medium',
  investmentHorizon: 'medium',
  autoAnalysis: false,
  collaborativeMode: false,
  preferredAnalysts: [],
};

export const AnalystPreferencesResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  preferences: AnalystPreferences,
});
export const UpdateAnalystPreferencesRequest = z.strictObject({ preferences: AnalystPreferences });
