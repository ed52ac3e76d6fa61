import type { FormRule } from 'antd';

/** What a contract (zod) schema offers; typed here so the page does not depend on zod itself. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd Form rule from a contract schema: the field passes when the schema accepts it and shows
 * the schema's own message (the spec's zh-TW wording) when not. An empty (or blank) optional field passes.
 */
export function schemaRule(schema: Schema, options: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
      if (options.optional && blank) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
    },
  };
}
