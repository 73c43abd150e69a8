import { describe, expect, it } from '@jest/globals';
import {
  batchTrackingPath,
  codesFromBatchParam,
  isShopifyOrderNumber,
  normalizeTrackingCode,
  splitTrackingInput,
  trackingInputProblem,
} from './tracking-code';

describe('normalizeTrackingCode', () => {
  it('uppercases, drops spaces and dots, and makes every dash a hyphen', () => {
    expect(normalizeTrackingCode(' 1z 5r89.3903 ')).toBe('1Z5R893903');
    expect(normalizeTrackingCode('111\u2013222\u2212333-444')).toBe('111-222-333-444');
  });
});

describe('trackingInputProblem', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1'.repeat(65), 'tooLong'],
    ['AB12$', 'characters'],
    ['#1001', 'characters'],
    ['--. .', 'characters'],
    ['1'.repeat(64), null],
    ['1Z 5R89.3903\u2013X', null],
  ])('%j → %s', (code, problem) => {
    expect(trackingInputProblem(code)).toBe(problem);
  });
});

describe('isShopifyOrderNumber', () => {
  it.each([
    ['#1001', true],
    [' #SH1001X ', true],
    ['#12', false],
    ['1001', false],
    ['#1001-2', false],
  ])('%s → %s', (code, expected) => {
    expect(isShopifyOrderNumber(code)).toBe(expected);
  });
});

describe('splitTrackingInput', () => {
  it('splits at lines, commas and semicolons, drops empty parts and duplicates', () => {
    expect(splitTrackingInput('aa1\r\nbb2, aa1;;cc3\n\n')).toEqual(['AA1', 'BB2', 'CC3']);
  });

  it('splits a line at spaces only when every part could be a number of its own', () => {
    expect(splitTrackingInput('1Z 5R89 3903 5756 7127')).toEqual(['1Z5R89390357567127']);
    expect(splitTrackingInput('1Z5R89390357567127 LZ473829165CN')).toEqual(['1Z5R89390357567127', 'LZ473829165CN']);
  });

  it('reads back a batch link', () => {
    const codes = ['1Z5R89390357567127', 'LZ473829165CN'];
    const param = new URLSearchParams(batchTrackingPath(codes).split('?')[1]).get('codes');
    expect(codesFromBatchParam(param)).toEqual(codes);
    expect(codesFromBatchParam(null)).toEqual([]);
  });
});
