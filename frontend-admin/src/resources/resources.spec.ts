import { describe, expect, it } from '@jest/globals';
import en from '../i18n/locales/en.json';
import ru from '../i18n/locales/ru.json';
import type { FieldDefinition } from '../engine/resource-definition';
import { resourceAt, resources } from './index';
import { validationMessages } from './validation-messages';

function hasKey(strings: unknown, key: string): boolean {
  let current = strings;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return typeof current === 'string';
}

function fieldKeys(fields: readonly FieldDefinition[]): string[] {
  return fields.flatMap((field) => [
    field.label,
    ...(field.helperText ? [field.helperText] : []),
    ...(field.itemLabel ? [field.itemLabel] : []),
    ...(field.options ?? []).map((option) => option.label),
    ...fieldKeys(field.fields ?? []),
  ]);
}

describe('the resource registry', () => {
  it('has one resource per name and per path, each found at its path', () => {
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length);
    expect(new Set(resources.map((resource) => resource.path)).size).toBe(resources.length);
    for (const resource of resources) {
      expect(resourceAt(resource.path)).toBe(resource);
      expect(resourceAt(`${resource.path}/`)).toBe(resource);
    }
    expect(resourceAt('no-such-resource')).toBeUndefined();
  });

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: its tabs name its own fields, each field on one tab at most',
    (_name, resource) => {
      const names = resource.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      const placed = (resource.tabs ?? []).flatMap((tab) => tab.fields);
      expect(names).toEqual(expect.arrayContaining(placed));
      expect(new Set(placed).size).toBe(placed.length);
    },
  );

  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: a list screen has columns, sortable ones unique, and every kind of field has what it needs',
    (_name, resource) => {
      if (!resource.singleton) expect(resource.columns.length).toBeGreaterThan(0);
      const columns = resource.columns.map((column) => column.field);
      expect(new Set(columns).size).toBe(columns.length);
      for (const field of [...resource.fields, ...(resource.filters ?? [])]) {
        if (field.kind === 'select') expect(field.options?.length).toBeGreaterThan(0);
        if (field.kind === 'reference') expect(field.reference?.endpoint).toMatch(/^\/api\//);
        if (field.kind === 'custom') expect(field.Component).toBeDefined();
        if (field.kind === 'translations' || field.kind === 'list') expect(field.fields?.length).toBeGreaterThan(0);
      }
      expect(resource.endpoint).toMatch(/^\/api\//);
    },
  );

  it.each([
    ['en', en],
    ['ru', ru],
  ])('every label, title, tab and option of every resource is translated in %s', (_language, strings) => {
    const keys = resources.flatMap((resource) => [
      resource.title,
      ...resource.columns.map((column) => column.label),
      ...(resource.tabs ?? []).map((tab) => tab.label),
      ...fieldKeys(resource.fields),
      ...fieldKeys(resource.filters ?? []),
    ]);
    expect([...new Set(keys)].filter((key) => !hasKey(strings, key))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['ru', ru],
  ])("every message of the forms' own rules is translated in %s", (_language, strings) => {
    const keys = [...Object.values(validationMessages), 'validation.invalidJson'];
    expect(keys.filter((key) => !hasKey(strings, key))).toEqual([]);
  });
});
