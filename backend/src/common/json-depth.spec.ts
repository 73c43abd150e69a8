import { jsonDepth, MAX_JSON_DEPTH, refuseDeepJson } from './json-depth.js';

const bytes = (text: string) => Buffer.from(text);

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepth(bytes('"x"'))).toBe(0);
    expect(jsonDepth(bytes('{"a":[1,{"b":2}]}'))).toBe(3);
    expect(jsonDepth(bytes('{"a":"[[[[{{{{","b":"\\"[["}'))).toBe(1);
  });

  // Issue 18, finding 6: 3,000 levels reached the validation pipe's recursion and answered 500.
  it('refuses a body nested deeper than the limit before it is parsed, and takes one at the limit', () => {
    const nested = (levels: number) => bytes(`${'['.repeat(levels)}${']'.repeat(levels)}`);
    expect(() => refuseDeepJson({} as never, undefined, nested(3000))).toThrow(
      `nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
    expect(() => refuseDeepJson({} as never, undefined, nested(MAX_JSON_DEPTH))).not.toThrow();
  });
});
