import { expect, test } from '@playwright/test';
import { createUser, dismissToasts, shownInDateField, signInWithToken, toast } from './support/flows.ts';
import {
  api,
  createReminder,
  exportCsv,
  firstAccount,
  localDate,
  notifications,
  openReportTab,
  reminderRow,
  reportPanel,
  sameDayMonthsLater,
  seedReportData,
  shownDate,
  upcomingItem,
} from './support/reports-helpers.ts';

const accounts = [{ name: 'Nequi', opening_balance: 2_000_000 }];

test.describe('Recordatorios', () => {
  test('creates a reminder, marks it paid and moves to the next date', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    await signInWithToken(page, user.token);
    await page.goto('/reminders');
    await expect(page.getByRole('heading', { name: 'Recordatorios', level: 1 })).toBeVisible();
    await expect(page.getByText('Aún no tienes recordatorios')).toBeVisible();

    const due = localDate(2);
    await page.getByRole('button', { name: 'Nuevo recordatorio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo recordatorio' });
    // Nothing filled in: the form says what is missing.
    await dialog.getByRole('button', { name: 'Crear recordatorio' }).click();
    await expect(dialog.getByLabel('Nombre')).toHaveAccessibleDescription(/Escribe un nombre/);
    await dialog.getByLabel('Nombre').fill('Arriendo');
    await dialog.getByLabel('Importe').fill('1.200.000');
    await dialog.getByLabel('Próximo vencimiento').fill(due);
    await expect(dialog.getByLabel('Se repite')).toHaveValue('monthly_day');
    await expect(dialog.getByLabel('Día del mes')).toHaveValue(String(Number(due.slice(8))));
    await dialog.getByLabel('Se repite').selectOption({ label: 'Cada varias semanas' });
    await expect(dialog.getByLabel('Día del mes')).toBeHidden();
    await expect(dialog.getByLabel('Cada cuántas semanas')).toBeVisible();
    await dialog.getByLabel('Se repite').selectOption({ label: 'Cada mes, un día fijo' });
    await dialog.getByLabel('Avisarme (días antes)').fill('2');
    await dialog.getByLabel('WhatsApp').check();
    await dialog.getByRole('button', { name: 'Crear recordatorio' }).click();
    await expect(toast(page, 'success', 'Recordatorio creado')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = reminderRow(page, 'Arriendo');
    await expect(row).toContainText(`Cada mes, el día ${Number(due.slice(8))}`);
    await expect(row).toContainText(`Próximo: ${await shownDate(page, due)}`);
    await expect(
      row.getByRole('group', { name: /Avisos en la app, por correo y por WhatsApp. Aviso 2 días antes/ }),
    ).toBeVisible();
    const item = upcomingItem(page, 'Arriendo').first();
    await expect(item).toContainText('Vence en 2 días');
    await expect(item).toContainText('-$ 1.200.000');

    await item.getByRole('button', { name: 'Marcar como pagado' }).click();
    const pay = page.getByRole('dialog', { name: 'Marcar como pagado' });
    await expect(pay.getByLabel('Importe pagado')).toHaveValue('1.200.000');
    await expect(pay.getByLabel('Cuenta')).toHaveValue((await firstAccount(page.request, user.token)).id);
    await pay.getByLabel('Importe pagado').fill('1.250.000');
    await pay.getByRole('button', { name: 'Registrar pago' }).click();
    const next = sameDayMonthsLater(due, 1);
    const nextShown = await shownDate(page, next);
    await expect(toast(page, 'success', `Pago registrado. Próximo vencimiento: ${nextShown}`)).toBeVisible();
    await expect(row).toContainText(`Próximo: ${nextShown}`);

    const transactions = await api<{ items: { payee: string; amount: number }[] }>(
      page.request,
      user.token,
      'GET',
      '/api/transactions',
    );
    expect(transactions.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ payee: 'Arriendo', amount: -1_250_000 })]),
    );
  });

  test('lists the next 30 days with overdue first, and skips, snoozes, pauses, edits and deletes', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const account = await firstAccount(page.request, user.token);
    await createReminder(page.request, user.token, {
      title: 'Internet',
      amount: -90_000,
      next_due: localDate(-3),
      recurrence: { kind: 'monthly_day', day: Number(localDate(-3).slice(8)) },
      account_id: account.id,
    });
    await createReminder(page.request, user.token, {
      title: 'Gimnasio',
      amount: -60_000,
      next_due: localDate(5),
      recurrence: { kind: 'weekly' },
      account_id: account.id,
    });
    await createReminder(page.request, user.token, {
      title: 'Pago cliente',
      amount: 500_000,
      next_due: localDate(10),
      recurrence: { kind: 'once' },
      account_id: account.id,
    });
    await signInWithToken(page, user.token);
    await page.goto('/reminders');

    const upcoming = page.getByRole('region', { name: 'Próximos 30 días' });
    await expect(upcoming.getByRole('heading', { name: 'Vencidos' })).toBeVisible();
    const overdue = upcomingItem(page, 'Internet').first();
    await expect(overdue).toContainText('Vencido');
    await expect(overdue).toContainText('Venció hace 3 días');
    await expect(upcomingItem(page, 'Pago cliente')).toContainText('+$ 500.000');
    // A weekly reminder shows every week of the month; only the first can be acted on.
    await expect(upcomingItem(page, 'Gimnasio')).toHaveCount(4);
    await expect(upcomingItem(page, 'Gimnasio').nth(1).getByRole('button', { name: 'Omitir' })).toHaveCount(0);

    await upcomingItem(page, 'Gimnasio').first().getByRole('button', { name: 'Omitir' }).click();
    await expect(
      toast(page, 'success', `Omitido. Próximo vencimiento: ${await shownDate(page, localDate(12))}`),
    ).toBeVisible();
    await expect(upcomingItem(page, 'Gimnasio')).toHaveCount(3);

    await overdue.getByRole('button', { name: 'Posponer' }).click();
    const snooze = page.getByRole('dialog', { name: 'Posponer aviso' });
    await expect(snooze.getByLabel('Avisarme de nuevo el')).toHaveValue(shownInDateField(localDate(1)));
    await snooze.getByLabel('Avisarme de nuevo el').fill(shownInDateField(localDate(2)));
    await snooze.getByRole('button', { name: 'Posponer' }).click();
    const snoozedUntil = await shownDate(page, localDate(2));
    await expect(toast(page, 'success', `Te avisaremos de nuevo el ${snoozedUntil}`)).toBeVisible();
    await expect(snooze).toBeHidden();
    await expect(reminderRow(page, 'Internet')).toContainText(`Aviso pospuesto hasta el ${snoozedUntil}`);

    await reminderRow(page, 'Gimnasio').getByRole('switch', { name: 'Activo: Gimnasio' }).uncheck();
    await expect(toast(page, 'success', 'Pausamos «Gimnasio»: no recibirás sus avisos')).toBeVisible();
    await expect(reminderRow(page, 'Gimnasio')).toContainText('En pausa');
    await expect(upcomingItem(page, 'Gimnasio')).toHaveCount(0);

    await reminderRow(page, 'Pago cliente').getByRole('button', { name: 'Editar Pago cliente' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar recordatorio' });
    await expect(edit.getByLabel('Importe')).toHaveValue('500.000');
    await expect(edit.getByRole('radio', { name: 'Cobro' })).toBeChecked();
    await edit.getByLabel('Nombre').fill('Factura cliente ACME');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'success', 'Recordatorio actualizado')).toBeVisible();
    await expect(reminderRow(page, 'Factura cliente ACME')).toContainText('Una sola vez');

    await reminderRow(page, 'Factura cliente ACME')
      .getByRole('button', { name: 'Eliminar Factura cliente ACME' })
      .click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este recordatorio?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reminderRow(page, 'Factura cliente ACME')).toBeVisible();
    await reminderRow(page, 'Factura cliente ACME')
      .getByRole('button', { name: 'Eliminar Factura cliente ACME' })
      .click();
    await confirm.getByRole('button', { name: 'Eliminar recordatorio' }).click();
    await expect(toast(page, 'success', 'Eliminamos el recordatorio «Factura cliente ACME»')).toBeVisible();
    await expect(reminderRow(page, 'Factura cliente ACME')).toHaveCount(0);
  });
});

test.describe('Notificaciones', () => {
  test('shows an empty notification centre', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    await signInWithToken(page, user.token);
    await page.goto('/reminders');
    const bell = page.getByRole('button', { name: 'Notificaciones' });
    await expect(bell).toHaveAccessibleDescription('Sin notificaciones nuevas');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel.getByText('No tienes notificaciones')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the scheduler notifies a reminder due today; reading it clears the bell', async ({ page }) => {
    // The e2e server runs the real scheduler every 2 s (global-setup.ts).
    test.setTimeout(90_000);
    const user = await createUser(page.request, { accounts });
    // The scheduler's "today" is the user's zone, which the API learns from a request's
    // X-Time-Zone: the browser's (Europe/Madrid), so both agree on the date near midnight.
    await page.request.get('/api/me', {
      headers: { Authorization: `Bearer ${user.token}`, 'X-Time-Zone': 'Europe/Madrid' },
    });
    const account = await firstAccount(page.request, user.token);
    for (const title of ['Luz', 'Agua']) {
      await createReminder(page.request, user.token, {
        title,
        amount: -80_000,
        next_due: localDate(),
        recurrence: { kind: 'monthly_day', day: Number(localDate().slice(8)) },
        account_id: account.id,
      });
    }
    await expect
      .poll(async () => (await notifications(page.request, user.token)).unread, {
        timeout: 30_000,
        message: 'the scheduler notices',
      })
      .toBe(2);

    await signInWithToken(page, user.token);
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notificaciones' });
    await expect(bell).toHaveAccessibleDescription('2 sin leer');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel.getByRole('button', { name: 'Sin leer: Recordatorio: Luz' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sin leer: Recordatorio: Luz' })).toHaveAccessibleDescription(
      /^Luz \(.+\) vence hoy\.$/,
    );
    await expect(panel.getByText(/hace (unos segundos|un minuto|\d+ minutos)/).first()).toBeVisible();

    // Clicking one marks it read and opens its link.
    await panel.getByRole('button', { name: 'Sin leer: Recordatorio: Luz' }).click();
    await expect(page).toHaveURL(/\/reminders$/);
    await expect(bell).toHaveAccessibleDescription('1 sin leer');
    await expect
      .poll(
        async () =>
          (await notifications(page.request, user.token)).items.find((item) => item.title === 'Recordatorio: Luz')
            ?.read_at,
      )
      .not.toBeNull();

    await bell.click();
    await expect(panel.getByRole('button', { name: 'Recordatorio: Luz', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(bell).toHaveAccessibleDescription('Sin notificaciones nuevas');
    await expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    await expect.poll(async () => (await notifications(page.request, user.token)).unread).toBe(0);
  });
});

test.describe('Reportes', () => {
  const tabs = [
    {
      tab: 'Ingresos y gastos',
      panel: 'Ingresos y gastos por mes',
      file: /^ingresos-y-gastos_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
      header: 'Mes;Ingresos (COP);Gastos (COP);Ahorro neto (COP)',
    },
    {
      tab: 'Gastos por categoría',
      panel: 'Gastos por categoría',
      file: /^gastos-por-categoria_/,
      header: 'Grupo;Gasto (COP);% del total',
    },
    { tab: 'Patrimonio', panel: 'Evolución del patrimonio', file: /^patrimonio_/, header: 'Mes;Patrimonio (COP)' },
    { tab: 'Flujo de caja', panel: 'Flujo de caja', file: /^flujo-de-caja_/, header: 'Desde;Hacia;Importe (COP)' },
    {
      tab: 'Presupuesto vs real',
      panel: 'Presupuesto frente a gasto real',
      file: /^presupuesto-vs-real_/,
      header: 'Mes;Presupuestado (COP);Gastado (COP);Restante (COP)',
    },
    {
      tab: 'Proyección',
      panel: 'Proyección de tu saldo',
      file: /^proyeccion-partidas-6-meses\.csv$/,
      header: 'Fecha;Concepto;Tipo;Importe (COP);Probabilidad (%)',
    },
  ];

  test('every tab draws a chart with its table and exports it as CSV', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUser(page.request, { accounts });
    await seedReportData(page.request, user.token);
    await signInWithToken(page, user.token);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

    for (const { tab, panel: title, file, header } of tabs) {
      await openReportTab(page, tab);
      const panel = reportPanel(page, title);
      await expect(panel.locator('figure svg.recharts-surface').first()).toBeVisible();
      await expect(panel.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      await dismissToasts(page);
      const { download, text } = await exportCsv(page, panel);
      expect(download.suggestedFilename()).toMatch(file);
      expect(text.startsWith(`\ufeff${header}\n`)).toBe(true);
    }

    // Money is written as plain numbers: this month's salary in the first report.
    await openReportTab(page, 'Ingresos y gastos');
    const { text } = await exportCsv(page, reportPanel(page, 'Ingresos y gastos por mes'));
    expect(text).toMatch(/;4000000;2100000;1900000\n/);
  });

  test('drills into a spending group and links to its transactions; filters live in the URL', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    const { categories } = await seedReportData(page.request, user.token);
    await signInWithToken(page, user.token);
    await page.goto('/reports?tab=spending');
    const panel = reportPanel(page, 'Gastos por categoría');
    await expect(panel.getByRole('table')).toContainText('Alimentación');
    await panel.getByRole('button', { name: 'Ver categorías de Alimentación' }).click();
    const group = reportPanel(page, 'Gastos en Alimentación');
    await expect(group.getByRole('heading', { name: 'Gastos en Alimentación' })).toBeFocused();
    await expect(page).toHaveURL(/group=/);
    const link = group.getByRole('link', { name: 'Ver movimientos de Supermercado' });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(
        `^/transactions\\?categories=${categories.get('Supermercado')}&from=\\d{4}-\\d{2}-\\d{2}&to=${localDate()}$`,
      ),
    );
    await page.goBack();
    await expect(panel.getByRole('button', { name: 'Ver categorías de Alimentación' })).toBeVisible();

    await page.getByLabel('Periodo').selectOption({ label: 'Últimos 3 meses' });
    await expect(page).toHaveURL(/range=3m/);
    await expect(page.getByText(`al ${await shownDate(page, localDate())}`)).toBeVisible();
    await expect(page.getByText(/meses del/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Periodo')).toHaveValue('3m');
    await expect(page.getByRole('tab', { name: 'Gastos por categoría' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
    await page.getByLabel('Desde').fill(`${localDate().slice(0, 7)}-01`);
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${localDate().slice(0, 7)}-01`));
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page.getByLabel('Periodo')).toHaveValue('12m');
  });

  test('with payday on the 25th, the months run from the 25th to the 24th', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    await api(page.request, user.token, 'PATCH', '/api/configuration', { month_start_day: 25 });
    const account = await firstAccount(page.request, user.token);
    // The 24th and the 25th of last month fall in two different months of this user.
    const lastMonth = sameDayMonthsLater(`${localDate().slice(0, 7)}-01`, -1).slice(0, 7);
    for (const [day, amount] of [
      ['24', -10_000],
      ['25', -20_000],
    ] as const) {
      await api(page.request, user.token, 'POST', '/api/transactions', {
        account_id: account.id,
        date: `${lastMonth}-${day}`,
        amount,
        payee: 'Tienda',
        notes: '',
        tags: [],
      });
    }
    await signInWithToken(page, user.token);
    await page.goto('/reports');
    await expect(page.getByText(/· meses del 25 al 24, como en tu presupuesto/)).toBeVisible();
    const { text } = await exportCsv(page, reportPanel(page, 'Ingresos y gastos por mes'));
    expect(text).toMatch(/;0;10000;-10000\n/);
    expect(text).toMatch(/;0;20000;-20000\n/);
  });

  test('the forecast switches between 3, 6 and 12 months and explains itself', async ({ page }) => {
    const user = await createUser(page.request, { accounts });
    await seedReportData(page.request, user.token);
    await signInWithToken(page, user.token);
    await page.goto('/reports?tab=forecast');
    const panel = reportPanel(page, 'Proyección de tu saldo');
    const months = panel
      .getByRole('region', { name: 'Saldo proyectado por mes' })
      .getByRole('table')
      .locator('tbody tr');
    await expect(months).toHaveCount(6);
    await expect(panel.getByText('Cómo lo calculamos')).toBeVisible();
    await expect(panel.getByText(/Partimos de tu patrimonio de hoy/)).toBeVisible();
    await expect(
      panel.getByRole('region', { name: 'Recordatorios y prospectos incluidos', exact: true }),
    ).toContainText('Consultoría');

    const horizons = panel.getByRole('radiogroup', { name: 'Meses a proyectar' });
    await horizons.getByText('12 meses').click();
    await expect(months).toHaveCount(12);
    await expect(page).toHaveURL(/months=12/);
    await horizons.getByText('3 meses').click();
    await expect(months).toHaveCount(3);
    await expect(panel.locator('figure svg.recharts-surface')).toBeVisible();
    const { download } = await exportCsv(page, panel.getByRole('region', { name: 'Saldo proyectado por mes' }));
    expect(download.suggestedFilename()).toBe('proyeccion-3-meses.csv');
  });
});
