import type { PreloadedData } from './server-render-context';

/**
 * The page data as JSON that keeps what loaders return beyond plain JSON (a Map of carrier names, a Date), so the
 * browser starts from the same values the server rendered with.
 */
export function encodePreloadedData(data: PreloadedData): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    if (original instanceof Map) return { $map: [...(original as Map<unknown, unknown>).entries()] };
    if (original instanceof Date) return { $date: original.toISOString() };
    return value;
  });
}

export function decodePreloadedData(json: string): PreloadedData {
  return JSON.parse(json, (_key, value: unknown) => {
    if (isTagged(value, '$map')) return new Map(value.$map as [unknown, unknown][]);
    if (isTagged(value, '$date')) return new Date(value.$date as string);
    return value;
  }) as PreloadedData;
}

function isTagged<K extends string>(value: unknown, tag: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && tag in value;
}
