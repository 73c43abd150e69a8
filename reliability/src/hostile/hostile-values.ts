import fc from 'fast-check';

/** Classic SQL injection payloads, PostgreSQL flavoured (stacked queries, pg_sleep, dollar quoting, casts). */
export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR 1=1 --',
  "'; DROP TABLE users; --",
  '1; DROP TABLE tracking_codes; --',
  "' UNION SELECT email, password_hash FROM users --",
  "1' AND (SELECT 1 FROM pg_sleep(3)) IS NOT NULL --",
  "'||pg_sleep(3)||'",
  '$$; DROP TABLE users; $$',
  "admin'--",
  "%' OR '1'='1' --",
  '1::int; SELECT version(); --',
  "\\'; TRUNCATE contact_messages; --",
  "'); DELETE FROM users WHERE ('1'='1",
];

/** Path traversal, as typed, doubly encoded, with backslashes and NUL bytes. */
export const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '..%252f..%252f..%252fetc%252fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '....//....//....//etc/passwd',
  '..\\..\\..\\..\\etc\\passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  '../../backend/package.json',
  '../../../.env',
  'logo.png\u0000.txt',
  '..',
  '.',
];

const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
];

const ODD = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\uDC00x',
  '\u202Eevil',
  '💥'.repeat(50),
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '{}',
  '[]',
  'null',
  'undefined',
  'true',
  '%',
  '%zz',
  '%E0%A4%A',
  'a'.repeat(5000),
  '\r\nX-Injected: 1',
];

/** Strings an attacker or a broken client sends: payload lists, random text of every alphabet, huge and empty. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_INJECTIONS, ...TRAVERSALS, ...MARKUP, ...ODD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Z0-9]{4,34}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9 -]{1,70}$/) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** JSON values of every type, with hostile strings and keys that reach for the prototype. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5, 1e308, -1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/** Field names the API's lists filter and sort on, and a few that reach for the prototype or nested paths. */
const KNOWN_FIELDS = [
  'title',
  'name',
  'code',
  'seo_url',
  'sys_name',
  'published',
  'showOnFront',
  'contentType',
  'contentTypeId',
  'taxonomy',
  'tags',
  'customFields.summary',
  'customFields.__proto__',
  'translations.en.title',
  'createdAt',
  'updatedAt',
  'order',
  'country',
  'status',
  '_id',
  '__proto__',
  'constructor',
];

const trackingNumber = fc.stringMatching(/^[A-Z0-9]{8,24}$/);

/**
 * Values that look right for a parameter or body field of that name (a list filter that is JSON of known fields, a
 * sort that matches the pattern, page numbers, e-mail addresses, tracking numbers), so that a good share of the cases
 * gets past validation and reaches the queries and services behind it, with hostile values inside.
 */
export function plausibleValue(name: string): fc.Arbitrary<unknown> {
  if (name === 'page' || name === 'limit') {
    return fc.oneof(fc.integer({ min: -2, max: 150 }), fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e21)).map(String);
  }
  if (name === 'sortBy') {
    return fc
      .tuple(
        fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.stringMatching(/^[A-Za-z_][\w.-]{0,30}$/)),
        fc.constantFrom('asc', 'desc'),
      )
      .map(([field, direction]) => `${field}:${direction}`);
  }
  if (name === 'filter') {
    return fc
      .dictionary(
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KNOWN_FIELDS) }, { weight: 1, arbitrary: hostileString }),
        fc.oneof(hostileString, fc.integer(), fc.boolean(), hostileJson),
        { maxKeys: 2 },
      )
      .map((filter) => JSON.stringify(filter));
  }
  // Never a staff account's address: five failed sign-ins lock it out (per address and IP) for the later cases.
  if (/email/i.test(name)) return fc.emailAddress();
  if (name === 'codes') return fc.array(fc.oneof(trackingNumber, hostileString), { minLength: 1, maxLength: 5 });
  return fc.oneof(trackingNumber, fc.string({ minLength: 1, maxLength: 60 }));
}

/** Bodies for a route whose documented fields are `fields`: its own fields with hostile values, or anything at all. */
export function hostileBody(fields: string[]): fc.Arbitrary<unknown> {
  const shaped =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((name) => [name, fc.oneof(hostileJson, plausibleValue(name))])), {
          requiredKeys: [],
        })
      : fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: hostileJson },
    {
      weight: 1,
      arbitrary: fc.tuple(shaped, fc.dictionary(hostileString, hostileJson, { maxKeys: 3 })).map(([known, extra]) => ({
        ...extra,
        ...known,
      })),
    },
  );
}

/** Percent-encodes every byte outside the unreserved set, so any string travels as one path segment or value. */
export function encodeStrictly(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Path segments sent exactly as written: malformed escapes, dot segments, encoded slashes and NULs. */
export const rawSegment: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%2F',
  '%5C..%5C..%5Cetc%5Cpasswd',
  ';',
  '%25',
  '%C0%AE%C0%AE%2F',
);

/** One path segment: either a hostile string, encoded, or one of the raw segments above. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map(encodeStrictly) },
  { weight: 1, arbitrary: rawSegment },
);
