import { describe, expect, it } from '@jest/globals';
import { taxonomyResource } from '../resources/taxonomy';
import { usersResource } from '../resources/users';
import { contentLocales } from './content-locales';
import { defaultFormValues, defaultRequestBody } from './form-values';
import type { FieldDefinition, ResourceDefinition } from './resource-definition';

const fields: readonly FieldDefinition[] = [
  { name: 'name', label: 'fields.name', kind: 'text' },
  { name: 'password', label: 'fields.password', kind: 'password' },
  { name: 'order', label: 'fields.order', kind: 'number' },
  { name: 'disabled', label: 'fields.disabled', kind: 'boolean' },
  {
    name: 'tags',
    label: 'fields.name',
    kind: 'reference',
    reference: { endpoint: '/api/tags', labelField: 'name', multiple: true },
  },
  {
    name: 'parentId',
    label: 'fields.name',
    kind: 'reference',
    reference: { endpoint: '/api/taxonomy', labelField: 'name' },
    emptyAsNull: true,
  },
  { name: 'meta', label: 'fields.name', kind: 'json' },
  { name: 'items', label: 'fields.name', kind: 'list', fields: [{ name: 'name', label: 'fields.name', kind: 'text' }] },
  { name: 'seo.title', label: 'fields.title', kind: 'text' },
  {
    name: 'translations',
    label: 'fields.name',
    kind: 'translations',
    fields: [
      { name: 'title', label: 'fields.title', kind: 'text' },
      { name: 'published', label: 'fields.name', kind: 'boolean' },
    ],
  },
  { name: 'sys_name', label: 'fields.sysName', kind: 'text', lockedInEdit: true, emptyOmitted: true },
  { name: 'code', label: 'fields.name', kind: 'text', createOnly: true },
];

const resource = { fields } as ResourceDefinition;

describe('defaultFormValues', () => {
  it('gives a new record every field, empty in its own kind', () => {
    const values = defaultFormValues(fields, undefined);
    const emptyEntry = { title: '', published: false };
    expect(values).toEqual({
      name: '',
      password: '',
      order: '',
      disabled: false,
      tags: [],
      parentId: '',
      meta: {},
      items: [],
      seo: { title: '' },
      translations: Object.fromEntries(contentLocales.map((locale) => [locale, emptyEntry])),
      sys_name: '',
      code: '',
    });
  });

  it("shows a record's values, null as empty, and never prefills a password", () => {
    const values = defaultFormValues(fields, {
      name: 'UPS',
      password: 'stored-hash',
      order: 3,
      disabled: null,
      parentId: null,
      seo: { title: 'Track UPS' },
      translations: { de: { title: 'Sendung', published: true }, xx: { title: 'kept' } },
    });
    expect(values).toMatchObject({
      name: 'UPS',
      password: '',
      order: 3,
      disabled: false,
      parentId: '',
      seo: { title: 'Track UPS' },
    });
    const translations = values.translations as Record<string, unknown>;
    expect(translations.de).toEqual({ title: 'Sendung', published: true });
    expect(translations.en).toEqual({ title: '', published: false });
    // A locale the admin does not list is kept, so saving does not drop it.
    expect(translations.xx).toEqual({ title: 'kept', published: false });
  });
});

describe('defaultRequestBody', () => {
  const filled = {
    ...defaultFormValues(fields, undefined),
    name: 'UPS',
    order: 2,
    translations: {
      en: { title: 'Track', published: false },
      de: { title: '', published: '' },
    },
    code: 'ups',
  };

  it('sends the fields, leaving out an empty password, an empty number and an empty derived value', () => {
    const body = defaultRequestBody(resource, filled, 'new');
    expect(body).toEqual({
      name: 'UPS',
      order: 2,
      disabled: false,
      tags: [],
      parentId: null,
      meta: {},
      items: [],
      seo: { title: '' },
      translations: { en: { title: 'Track', published: false } },
      code: 'ups',
    });
    expect(defaultRequestBody(resource, { ...filled, order: '' }, 'new')).not.toHaveProperty('order');
    expect(defaultRequestBody(resource, { ...filled, order: Number.NaN }, 'new')).not.toHaveProperty('order');
    expect(defaultRequestBody(resource, { ...filled, sys_name: 'ups-1' }, 'new')).toHaveProperty('sys_name', 'ups-1');
  });

  it('sends a typed password', () => {
    expect(defaultRequestBody(resource, { ...filled, password: 'correct horse' }, 'new')).toHaveProperty(
      'password',
      'correct horse',
    );
  });

  it('leaves out, when editing, the fields locked once created and those of the create form only', () => {
    const body = defaultRequestBody(resource, { ...filled, sys_name: 'ups' }, 'edit');
    expect(body).not.toHaveProperty('sys_name');
    expect(body).not.toHaveProperty('code');
    expect(body).toHaveProperty('name', 'UPS');
  });
});

describe('resource definitions to form and body', () => {
  it('users: an edited user without a new password keeps the old one', () => {
    const record = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'admin', image: null, disabled: false };
    const values = usersResource.toForm!(record, {});
    expect(values).toEqual({
      _id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      role: 'admin',
      password: '',
      image: '',
      disabled: false,
    });
    expect(defaultRequestBody(usersResource, values, 'edit')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'admin',
      image: null,
      disabled: false,
    });
  });

  it('taxonomy: a new category without sys_name lets the API derive it; sub-categories send only what they have', () => {
    const values = {
      ...defaultFormValues(taxonomyResource.fields, undefined),
      name: 'Guides',
      order: 1,
      subCategoriesRecords: [
        { id: 4, name: 'Customs', sys_name: '', description: '', order: 0 },
        { name: 'Returns', sys_name: 'returns', description: 'How to', order: '' },
      ],
    };
    const body = taxonomyResource.toBody!(values, 'new') as Record<string, unknown>;
    expect(body).not.toHaveProperty('sys_name');
    expect(body.subCategoriesRecords).toEqual([
      { id: 4, name: 'Customs', order: 0 },
      { name: 'Returns', sys_name: 'returns', description: 'How to' },
    ]);
    expect(body).toMatchObject({ name: 'Guides', order: 1, parentId: null });
  });
});
