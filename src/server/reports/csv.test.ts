import { describe, expect, it } from 'vitest';
import { csvField, csvRow, minorToDecimal } from './csv';

describe('csv', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Jollof Rice')).toBe('Jollof Rice');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Rice, beans')).toBe('"Rice, beans"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+234 803')).toBe("'+234 803");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=cmd')).toBe("'\t=cmd");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends every row with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('writes minor units as exact decimals', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(125050)).toBe('1250.50');
    expect(minorToDecimal(-1999)).toBe('-19.99');
    expect(minorToDecimal(2_147_483_647)).toBe('21474836.47');
  });
});
