import { describe, expect, it } from 'vitest';
import { describeChannels, describeLeadTime, describeRecurrence } from './recurrence-text.ts';

describe('describeRecurrence', () => {
  it('says each kind in Spanish', () => {
    expect(describeRecurrence({ kind: 'monthly_day', day: 5 }, '2026-03-05')).toBe('Cada mes, el día 5');
    expect(describeRecurrence({ kind: 'monthly_day', day: 5, interval: 2 }, '2026-03-05')).toBe(
      'Cada 2 meses, el día 5',
    );
    expect(describeRecurrence({ kind: 'monthly_day', day: 5, interval: 3 }, null)).toBe('Cada 3 meses, el día 5');
    expect(describeRecurrence({ kind: 'every_n_weeks', interval: 2 }, '2026-03-05')).toBe('Cada 2 semanas');
    expect(describeRecurrence({ kind: 'every_n_weeks', interval: 1 })).toBe('Cada semana');
    expect(describeRecurrence({ kind: 'monthly_last' }, '2026-03-31')).toBe('El último día de cada mes');
    expect(describeRecurrence({ kind: 'once' }, '2026-03-05')).toBe('Una sola vez');
  });

  it('names the weekday of a weekly reminder and the day of a yearly one', () => {
    expect(describeRecurrence({ kind: 'weekly' }, '2026-03-02')).toBe('Cada semana, los lunes');
    expect(describeRecurrence({ kind: 'weekly' }, '2026-03-04')).toBe('Cada semana, los miércoles');
    expect(describeRecurrence({ kind: 'yearly' }, '2026-09-15')).toBe('Cada año, el 15 de septiembre');
  });

  it('falls back when the date is unknown', () => {
    expect(describeRecurrence({ kind: 'weekly' }, null)).toBe('Cada semana');
    expect(describeRecurrence({ kind: 'monthly_day', day: null }, null)).toBe('Cada mes');
    expect(describeRecurrence({ kind: 'monthly_day', day: null }, '2026-03-12')).toBe('Cada mes, el día 12');
    expect(describeRecurrence({ kind: 'yearly' }, 'bad')).toBe('Cada año');
  });
});

describe('describeChannels and describeLeadTime', () => {
  it('lists the channels as a sentence', () => {
    expect(describeChannels({ notify_in_app: true, notify_email: true, notify_whatsapp: true })).toBe(
      'Avisos en la app, por correo y por WhatsApp',
    );
    expect(describeChannels({ notify_in_app: false, notify_email: true, notify_whatsapp: false })).toBe(
      'Avisos por correo',
    );
    expect(describeChannels({ notify_in_app: false, notify_email: false, notify_whatsapp: false })).toBe('Sin avisos');
  });

  it('words the lead time', () => {
    expect(describeLeadTime(0)).toBe('Aviso el mismo día');
    expect(describeLeadTime(1)).toBe('Aviso 1 día antes');
    expect(describeLeadTime(7)).toBe('Aviso 7 días antes');
  });
});
