import type { Forecast } from '@cuentas/shared/schemas/reports';

/**
 * The words under the forecast, true to what was computed (decision 008): a new user's recurring
 * reminders count one by one (no mean holds them yet), and the band is described by what widens
 * it. It once said recurring bills were in a mean that did not exist and claimed a typical
 * deviation of «$ 0» beside a wide band drawn from the prospects alone.
 */
export function forecastNotes(
  report: Pick<Forecast, 'assumptions' | 'months'>,
  money: (minor: number) => string,
): { history: string; band: string; items: string; none: string } {
  const { assumptions, months } = report;
  const net = assumptions.average_income + assumptions.average_expense;
  const widest = months.reduce((acc, month) => Math.max(acc, month.high - month.expected), 0);
  const uncertain = months.some((month) => month.items.some((item) => item.probability > 0 && item.probability < 1));
  const period = assumptions.months_used === 1 ? 'mes completo' : `${assumptions.months_used} meses completos`;
  const history = assumptions.recurring_reminders_included
    ? assumptions.months_used === 0
      ? 'Aún no tienes un mes completo de movimientos, así que no proyectamos ingresos ni gastos habituales: contamos uno a uno tus recordatorios, también los recurrentes, como el alquiler.'
      : `Con solo un ${period} de movimientos aún no proyectamos una media: contamos uno a uno tus recordatorios, también los recurrentes, como el alquiler.`
    : `En tus últimos ${period} ingresaste de media ${money(assumptions.average_income)} y gastaste ${money(
        Math.abs(assumptions.average_expense),
      )} al mes: ${
        net >= 0 ? `ahorras unos ${money(net)}` : `gastas unos ${money(-net)} más de lo que ingresas`
      } cada mes. Tus pagos recurrentes ya están en esa media.`;
  const band =
    assumptions.monthly_std_dev > 0
      ? `La banda sombreada es el rango probable: un mes normal se aparta unos ${money(
          assumptions.monthly_std_dev,
        )} de la media, y la incertidumbre crece con cada mes${uncertain ? ' y con cada prospecto que puede no llegar' : ''}.`
      : widest > 0
        ? `Aún no sabemos cuánto varía un mes normal: la banda sombreada (hasta ±${money(
            widest,
          )}) es solo la incertidumbre de tus prospectos, que pueden llegar o no.`
        : 'Sin historia para medir cuánto varía un mes ni prospectos inciertos, no hay banda: la línea es lo que ya sabes.';
  const items = assumptions.recurring_reminders_included
    ? 'Sumamos todos tus recordatorios (de una sola vez y recurrentes) y tus prospectos abiertos, ponderados por su probabilidad.'
    : 'Sumamos tus recordatorios de una sola vez y tus prospectos abiertos, ponderados por su probabilidad.';
  const none = assumptions.recurring_reminders_included
    ? 'No hay recordatorios ni prospectos abiertos en este horizonte.'
    : 'No hay recordatorios de una sola vez ni prospectos abiertos en este horizonte.';
  return { history, band, items, none };
}
