import { describe, expect, it } from '@jest/globals';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { taxonomyResource } from '../resources/taxonomy';
import { usersResource } from '../resources/users';
import { validationMessages } from '../resources/validation-messages';
import { UnparsedJson } from './fields/JsonInput';
import type { FieldDefinition } from './resource-definition';
import { recordResolver, zodResolver } from './zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

async function check(resolver: ReturnType<typeof recordResolver>, values: Record<string, unknown>) {
  return resolver(values, undefined, options);
}

describe('zodResolver', () => {
  it("passes the form's own values on, fields the schema does not name included", async () => {
    const resolver = zodResolver(z.object({ name: z.string().trim().min(1) }));
    const values = { name: ' UPS ', extra: 1 };
    expect(await check(resolver, values)).toEqual({ values, errors: {} });
  });

  it('puts each message on its field, nested paths as nested errors', async () => {
    const result = await check(zodResolver(taxonomyResource.validation!), {
      name: '  ',
      subCategoriesRecords: [{ name: 'Customs' }, { name: '' }],
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: validationMessages.nameRequired },
      subCategoriesRecords: { 1: { name: { type: 'too_small', message: validationMessages.fieldRequired } } },
    });
  });
});

describe("the users resource's rules", () => {
  const resolver = recordResolver(usersResource.fields, usersResource.validation);
  const valid = { name: 'Ada', email: 'ada@example.com', role: 'admin', password: 'long enough!', image: '' };

  it('accepts a complete new user', async () => {
    expect((await check(resolver, valid)).errors).toEqual({});
  });

  it('asks for a name, an e-mail address and a password of 10 characters for a new user', async () => {
    const { errors } = await check(resolver, { ...valid, name: '', email: 'ada', password: 'short' });
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))).toEqual({
      name: 'validation.fillInTheField',
      email: 'validation.emailFormat',
      password: 'validation.passwordLength',
    });
  });

  it('lets an existing user keep the password (empty), but not a new user', async () => {
    expect((await check(resolver, { ...valid, _id: 'u1', password: '' })).errors).toEqual({});
    expect((await check(resolver, { ...valid, password: '' })).errors).toHaveProperty('password');
  });
});

describe('recordResolver', () => {
  const fields: readonly FieldDefinition[] = [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'settings.extra', label: 'fields.name', kind: 'json' },
  ];

  it('refuses JSON text that does not parse, with or without a schema', async () => {
    const values = { name: 'x', settings: { extra: new UnparsedJson('{"a":') } };
    for (const schema of [undefined, z.looseObject({ name: z.string() })]) {
      const result = await check(recordResolver(fields, schema), values);
      expect(result.values).toEqual({});
      expect(result.errors).toEqual({ settings: { extra: { type: 'json', message: 'validation.invalidJson' } } });
    }
  });

  it('keeps both the schema errors and the JSON error', async () => {
    const schema = z.looseObject({ name: z.string().min(1, validationMessages.nameRequired) });
    const result = await check(recordResolver(fields, schema), {
      name: '',
      settings: { extra: new UnparsedJson('[') },
    });
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'settings']);
  });

  it('passes parsed JSON', async () => {
    const values = { name: 'x', settings: { extra: { a: 1 } } };
    expect(await check(recordResolver(fields, undefined), values)).toEqual({ values, errors: {} });
  });
});
