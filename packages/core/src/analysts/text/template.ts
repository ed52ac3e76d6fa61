/**
 * Report templates: one function per message key and locale, given the point's arguments already
 * formatted (numbers from their evidence, names localised). Templates never compute a number.
 */
export type Locale = 'zh-TW' | 'zh-CN' | 'en-US';

/** Placeholder → formatted text; a placeholder a point does not cite is undefined. */
export type Args = Readonly<Record<string, string | undefined>>;

export type Template = (a: Args) => string;

/**
 * A signed spread in words: "溢價 11.39%" above the reference, "折價 11.39%" below it (the
 * magnitude without its sign, since the word already says the direction).
 */
export function spread(value: string | undefined, above: string, below: string): string {
  if (value === undefined) return above;
  return value.startsWith('-') ? `${below} ${value.slice(1)}` : `${above} ${value}`;
}
