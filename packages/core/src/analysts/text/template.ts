/**
 * Report templates: one function per message key and locale, given the point's arguments already
 * formatted (numbers from their evidence, names localised). Templates never compute a number.
 */
export type Locale = 'zh-TW' | 'zh-CN' | 'en-US';

/** Placeholder → formatted text; a placeholder a point does not cite is undefined. */
export type Args = Readonly<Record<string, string | undefined>>;

export type Template = (a: Args) => string;
