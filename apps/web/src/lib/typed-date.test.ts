import { describe, expect, it } from 'vitest';
import { readTypedDate, rejectedDateMessage } from './typed-date.ts';

describe('readTypedDate', () => {
  it('reads day first and fills in the current year', () => {
    expect(readTypedDate('5/6', 2027)).toBe('2027-06-05');
    expect(readTypedDate('05/06/2025', 2027)).toBe('2025-06-05');
  });
});

describe('rejectedDateMessage', () => {
  it('says nothing for an empty field or a date it takes', () => {
    expect(rejectedDateMessage('  ')).toBeNull();
    expect(rejectedDateMessage('05/06/2025', '2025-01-01', '2025-12-31')).toBeNull();
    expect(rejectedDateMessage('1/1/2025', '2025-01-01', '2025-01-01')).toBeNull();
  });

  it('explains text that is not a date, and how to write one', () => {
    expect(rejectedDateMessage(' 31/02/2026 ')).toBe('«31/02/2026» no es una fecha válida. Escríbela como dd/mm/aaaa.');
    expect(rejectedDateMessage('mañana')).toBe('«mañana» no es una fecha válida. Escríbela como dd/mm/aaaa.');
  });

  it('names the first or last date allowed, day first', () => {
    expect(rejectedDateMessage('04/06/2025', '2025-06-05')).toBe('Elige una fecha desde el 05/06/2025.');
    expect(rejectedDateMessage('21/06/2025', undefined, '2025-06-20')).toBe('Elige una fecha hasta el 20/06/2025.');
  });
});
