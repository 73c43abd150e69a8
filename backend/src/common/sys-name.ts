import { toSysName } from '@parcelpilot/contracts';
import { InvalidInputError } from './errors/domain.error.js';

export const SYS_NAME_REQUIRED = 'sys_name cannot be empty';
export const SYS_NAME_TAKEN = 'This sys_name is already used';

/**
 * The sys_name to store: the one given (normalised the same way, by the toSysName the admin's forms share) or, when
 * none is given, the one derived from the name. An empty result is refused with the spec's message on `field`.
 */
export function resolveSysName(
  given: string | undefined | null,
  name: string,
  field = 'sys_name',
  emptyMessage = SYS_NAME_REQUIRED,
): string {
  const sysName = toSysName(given ?? name);
  if (!sysName) throw new InvalidInputError('Validation failed', { [field]: emptyMessage });
  return sysName;
}

/**
 * Ids for records kept inside a JSON list (content type fields, subcategories): kept when given, otherwise the
 * highest existing id plus one, in list order. `floor` reserves lower ids (the default fields of a content type).
 */
export function assignSequentialIds<T extends { id?: number }>(
  items: readonly T[],
  field: string,
  floor = 0,
): Array<T & { id: number }> {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (seen.has(item.id) || item.id <= floor) {
      throw new InvalidInputError('Validation failed', { [`${field}.${index}.id`]: 'This id is already used' });
    }
    seen.add(item.id);
  });
  let highest = Math.max(floor, ...seen);
  return items.map((item) => ({ ...item, id: item.id ?? ++highest }));
}
