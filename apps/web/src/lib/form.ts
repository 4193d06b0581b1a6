import type { ResponseSchema } from './api-client';

type Issue = { path: PropertyKey[]; message: string };
type IssueSchema = {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
};

/**
 * Turns a contracts (zod) schema into a @mantine/form validator: the first message of each
 * field, keyed by its dotted path, so the error shows next to that field.
 */
export function schemaValidator<V>(schema: IssueSchema) {
  return (values: V): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

export type { ResponseSchema };
