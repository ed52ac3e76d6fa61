/**
 * The building blocks of the error catalogue. This file and the catalogue import nothing (not even
 * zod), so a page that only needs to show an error message does not pull the schemas into its
 * bundle.
 */

/** The languages every message exists in. zh-TW is the product's first language and the default. */
export const errorLocales = ['zh-TW', 'zh-CN', 'en-US'] as const;
export type ErrorLocale = (typeof errorLocales)[number];
export const defaultErrorLocale: ErrorLocale = 'zh-TW';

/** Values a message may interpolate; they travel in the error body's `params`. */
export type ErrorParamValue = string | number;
export type ErrorParamValues = Record<string, ErrorParamValue>;

export interface FixedError {
  readonly status: number;
  readonly params: readonly [];
  readonly messages: Readonly<Record<ErrorLocale, string>>;
}

export interface TemplatedError<P extends ErrorParamValues> {
  readonly status: number;
  /** The names of the params, so a client can check an error body before rendering from it. */
  readonly params: readonly (keyof P & string)[];
  readonly messages: Readonly<Record<ErrorLocale, (params: P) => string>>;
}

export type ErrorDefinition = FixedError | TemplatedError<never>;

/** An error whose message is the same text every time. */
export function fixed(status: number, messages: Record<ErrorLocale, string>): FixedError {
  return { status, params: [], messages };
}

/**
 * An error whose message names something (a plan, a number of seconds…). The params' type is
 * written once; each language's template must accept exactly it.
 */
export function templated<P extends ErrorParamValues>(
  status: number,
  params: readonly (keyof P & string)[],
  messages: Record<ErrorLocale, (params: P) => string>,
): TemplatedError<P> {
  return { status, params, messages };
}

/** Plan names as each language writes them in messages. */
export const planNames = {
  'zh-TW': { free: '免費會員', gold: '黃金會員', diamond: '鑽石會員' },
  'zh-CN': { free: '免费会员', gold: '黄金会员', diamond: '钻石会员' },
  'en-US': { free: 'Free', gold: 'Gold', diamond: 'Diamond' },
} as const satisfies Record<ErrorLocale, Record<'free' | 'gold' | 'diamond', string>>;
export type PlanTier = keyof (typeof planNames)['zh-TW'];
