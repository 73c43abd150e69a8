/**
 * Reference data is kept as JSON files beside the module that seeds it (carriers, services, shops, content and their
 * `*.translations.json`), and every file goes through this one loader: a zod schema checks it when the module loads,
 * so a bad file stops the start with the file, the record and the field at fault rather than seeding a wrong row.
 * The files are imported (`with { type: 'json' }`), which is also what puts them into the build output.
 */

import { z } from 'zod';

/** A code, slug or system name: lowercase letters, digits and single hyphens (`usps-priority-mail`). */
export const seedSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug (lowercase letters, digits and single hyphens)');
/** A text the seed writes: never empty or only spaces. */
export const seedText = z.string().trim().min(1, 'an empty text');

/** Where an issue sits: the record (its position and, where it has one, its key) and the field inside it. */
function describe(data: unknown, path: readonly PropertyKey[], keyField: string | undefined): string {
  if (path.length === 0) return 'the file';
  const [first, ...rest] = path;
  let record = `record ${String(first)}`;
  if (typeof first === 'number' && Array.isArray(data) && keyField) {
    const key = (data[first] as Record<string, unknown> | undefined)?.[keyField];
    if (typeof key === 'string') record = `record ${first} (${key})`;
  }
  const field = rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  return field === '' ? record : `${record}, field ${field.replace(/^\./, '')}`;
}

/**
 * `data` (the contents of `file`) parsed by `schema`, or an error listing each problem as `file: record, field:
 * message`. For a list, `keyField` names the field that identifies a record: errors name it, and it must be unique.
 */
export function loadSeedData<T extends z.ZodType>(
  file: string,
  data: unknown,
  schema: T,
  keyField?: string,
): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${file}: ${describe(data, issue.path, keyField)}: ${issue.message}`,
    );
    throw new Error(problems.join('\n'));
  }
  if (keyField && Array.isArray(parsed.data)) {
    const seen = new Set<unknown>();
    for (const [index, record] of (parsed.data as Array<Record<string, unknown>>).entries()) {
      const key = record[keyField];
      if (seen.has(key)) throw new Error(`${file}: record ${index} (${String(key)}): ${keyField} used twice`);
      seen.add(key);
    }
  }
  return parsed.data;
}
