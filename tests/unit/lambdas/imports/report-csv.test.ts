import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../../lambdas/domain/csv-cell';
import { reportCsv } from '../../../../lambdas/domain/imports/report-csv';

describe('the import report CSV', () => {
  it('has a header and one line per row, with the outcome and the reason', () => {
    expect(
      reportCsv([
        { row: 3, email: 'not-an-address', reason: 'invalidEmail', detail: 'Not a valid email address' },
        { row: 7, email: 'info@example.com', reason: 'roleAddress', detail: '' },
      ]),
    ).toBe(
      'Row,Email,Outcome,Reason\r\n' +
        '3,not-an-address,Skipped,Not a valid email address\r\n' +
        '7,info@example.com,Imported with a warning,"Role address (such as info@): imported, but these often bounce or complain"\r\n',
    );
  });

  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('defuses formulas written with full-width and other compatibility forms (issue 30)', () => {
    expect(csvCell('＝HYPERLINK("http://evil.test")')).toBe(`"'＝HYPERLINK(""http://evil.test"")"`);
    for (const sign of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−'])
      expect(csvCell(`${sign}1+1`), sign).toBe(`'${sign}1+1`);
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
    expect(csvCell('Ｆｕｌｌ width')).toBe('Ｆｕｌｌ width');
  });
});
