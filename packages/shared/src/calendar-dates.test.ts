import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFirst, detectDateFormat, parseDate, parseTypedDate } from './calendar-dates.ts';

describe('parseTypedDate', () => {
  it.each([
    ['03/11/2026', '2026-11-03'],
    ['3/11/2026', '2026-11-03'],
    ['3-11-2026', '2026-11-03'],
    ['3.11.2026', '2026-11-03'],
    ['03/11/26', '2026-11-03'],
    ['31/12/99', '1999-12-31'],
    [' 2026-11-03 ', '2026-11-03'],
    ['29/02/2028', '2028-02-29'],
    ['3/11', '2026-11-03'],
    ['03.04', '2026-04-03'],
  ])('reads %j as %s (day first)', (typed, expected) => {
    expect(parseTypedDate(typed, 2026)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '31/02/2026',
    '29/02/2027',
    '13/13/2026',
    '0/1/2026',
    '11/3/2026 10:00',
    '2026-11-03T10:00',
    'mañana',
    '3/11/202',
    '12/31/2026',
    '1/2/3/4',
  ])('refuses %j', (typed) => {
    expect(parseTypedDate(typed, 2026)).toBeNull();
  });

  it('reads back every calendar date it writes as DD/MM/YYYY, and the same date in ISO', () => {
    const isoDates = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDates, (iso) => {
        expect(parseTypedDate(dayFirst(iso), 2026)).toBe(iso);
        expect(parseTypedDate(iso, 2026)).toBe(iso);
      }),
    );
  });
});

describe('dayFirst', () => {
  it('writes ISO dates day first', () => {
    expect(dayFirst('2026-11-03')).toBe('03/11/2026');
  });
});

describe('parseDate and detectDateFormat (bank files)', () => {
  it('reads a format as given, month first too, and refuses dates that do not exist', () => {
    expect(parseDate('11/03/2026', 'MM/DD/YYYY')).toBe('2026-11-03');
    expect(parseDate('20261103', 'YYYYMMDD')).toBe('2026-11-03');
    expect(parseDate('2026-11-03 10:15', 'YYYY-MM-DD')).toBe('2026-11-03');
    expect(parseDate('31/04/2026', 'DD/MM/YYYY')).toBeNull();
  });

  it('prefers day first when both orders read every sample, and month first only when it must', () => {
    expect(detectDateFormat(['03/04/2026', '05/06/2026'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['03/04/2026', '12/31/2026'])).toBe('MM/DD/YYYY');
    expect(detectDateFormat(['', '  '])).toBeNull();
    expect(detectDateFormat(['no es una fecha'])).toBeNull();
  });
});

describe('bank-file years', () => {
  it('honours four-digit years, reads two digits only where the format has them, and refuses years outside 1900–2199', () => {
    expect(parseDate('01/01/0000', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('01/01/1899', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('31/12/2200', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('01/01/1900', 'DD/MM/YYYY')).toBe('1900-01-01');
    expect(parseDate('31/12/2199', 'DD/MM/YYYY')).toBe('2199-12-31');
    expect(parseDate('15/01/26', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('15/01/26', 'DD/MM/YY')).toBe('2026-01-15');
    expect(parseDate('15/01/2026', 'DD/MM/YY')).toBeNull();
    expect(parseDate('260115', 'YYMMDD')).toBe('2026-01-15');
    expect(parseDate('0026-01-15', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('2026-01-15T10:30:00+01:00', 'YYYY-MM-DD')).toBe('2026-01-15');
    expect(parseDate('2026-01-15xyz', 'YYYY-MM-DD')).toBeNull();
  });

  it('detects a two-digit-year format only when the four-digit ones do not read the samples', () => {
    expect(detectDateFormat(['15/01/26', '16/01/26'])).toBe('DD/MM/YY');
    expect(detectDateFormat(['15/01/2026'])).toBe('DD/MM/YYYY');
  });
});
