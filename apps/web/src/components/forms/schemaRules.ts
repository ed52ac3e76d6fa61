import type { FormRule } from 'antd';

/** What a contract schema gives back from `safeParse`: enough to read each field's first issue. */
interface Parseable {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The antd rule of one field, derived from the contract schema that checks the whole request: the
 * schema parses the form's values (with `extra`, fields the form does not show) and the field's
 * first issue is its error, put in the reader's language by `localise`. The form and the server
 * therefore refuse the same input with the same words. A nested field is named by its path, as antd
 * names it (`['display', 'timezone']`).
 */
export function schemaRule(
  schema: Parseable,
  field: string | readonly PropertyKey[],
  localise: (message: string) => string,
  extra: Record<string, unknown> = {},
): FormRule {
  const path = typeof field === 'string' ? [field] : field;
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse({ ...getFieldsValue(true), ...extra });
      if (result.success) return;
      const issue = result.error.issues.find((item) =>
        path.every((key, index) => String(item.path[index] ?? '') === String(key)),
      );
      if (issue) throw new Error(localise(issue.message));
    },
  });
}

/**
 * The antd rule of a field checked on its own by a contract schema of that one value: it passes when
 * the schema accepts the value and shows the schema's message (the spec's zh-TW wording) when not.
 * An empty (or blank) optional field passes.
 */
export function valueRule(schema: Parseable, options: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
      if (options.optional && blank) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
    },
  };
}

/**
 * A confirmation field equals `other`. The contracts check this only once every other field is
 * valid; the form says so at once (with the contract's message) so every problem shows in one go.
 */
export function matchesRule(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if ((value ?? '') !== (getFieldValue(other) ?? '')) throw new Error(message);
    },
  });
}
