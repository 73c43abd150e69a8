import { CsvSyntaxError, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, and keeps line numbers', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"multi\nline",3\n4,,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, y', 'say "hi"'] },
      { line: 4, cells: ['2', 'multi\nline', '3'] },
      { line: 6, cells: ['4', '', ''] },
    ]);
  });

  it('reads a last line without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('reports an unclosed quote and a stray quote with their line', () => {
    expect(() => parseCsv('a\n"open\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\nb"c\n')).toThrow(expect.objectContaining({ line: 2 }));
  });
});
