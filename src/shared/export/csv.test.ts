import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes rows with CRLF after a byte order mark', async () => {
    expect(
      toCsv([
        ['名称', 'n'],
        ['气象模拟_A', 3],
      ]),
    ).toBe('\uFEFF名称,n\r\n气象模拟_A,3\r\n');
    const blob = csvBlob([['a']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // The byte order mark is in the file (text() decodes it away).
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a]);
  });
});
