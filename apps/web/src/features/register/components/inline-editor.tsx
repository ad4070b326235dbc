import { dayFirst } from '@cuentas/shared/calendar-dates';
import { DATE_HINT } from '@cuentas/shared/input-examples';
import { formatTypedAmount, parseMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { RegisterRow } from '@cuentas/shared/schemas/register';
import type { UpdateTransactionInput } from '@cuentas/shared/schemas/transactions';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CategorySelect } from '../../../components/ui/category-select.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { readTypedDate } from '../../../lib/typed-date.ts';
import type { MovementSave } from '../api/save-movement.ts';
import classes from './register.module.css';

type Draft = { date: string; payee: string; categoryId: string | null; outflow: string; inflow: string };
type FieldErrors = Partial<Record<'date' | 'amount', string>>;

type InlineEditorProps = {
  account: Account;
  locale: string;
  today: string;
  categories: readonly Category[];
  /** The movement edited in place; null adds a new one. */
  row: RegisterRow | null;
  saving: boolean;
  onSave: (save: MovementSave) => Promise<unknown>;
  /** After a save or a cancel; `saved` tells which. */
  onClose: (saved: boolean) => void;
  /** The full editor (notes, tags, splits) for this movement. */
  onMore?: () => void;
};

function draftOf(row: RegisterRow | null, today: string, currency: string, locale: string): Draft {
  if (!row) return { date: dayFirst(today), payee: '', categoryId: null, outflow: '', inflow: '' };
  const typed = formatTypedAmount(Math.abs(row.amount), currency, locale);
  return {
    date: dayFirst(row.date),
    payee: row.payee,
    categoryId: row.category_id,
    outflow: row.amount < 0 ? typed : '',
    inflow: row.amount > 0 ? typed : '',
  };
}

function read(draft: Draft, currency: string): { errors: FieldErrors; date?: string; amount?: number } {
  const errors: FieldErrors = {};
  const date = readTypedDate(draft.date) ?? undefined;
  if (!date) errors.date = `Escribe la fecha como ${DATE_HINT}`;
  const out = draft.outflow.trim();
  const into = draft.inflow.trim();
  let amount: number | undefined;
  if (out && into) errors.amount = 'Escribe el gasto o el ingreso, no los dos';
  else if (!out && !into) errors.amount = 'Escribe cuánto salió o entró';
  else {
    const parsed = parseMoney(out || into, currency);
    if (!parsed.ok) errors.amount = parsed.message;
    else if (parsed.minor === 0) errors.amount = 'El importe no puede ser cero';
    else amount = out ? -Math.abs(parsed.minor) : Math.abs(parsed.minor);
  }
  return { errors, date, amount };
}

/**
 * One register row turned into fields, to add or edit a movement without leaving the list:
 * Tab moves between the cells, Enter saves, Escape cancels (asking first when something was typed).
 * Transfers and splits are not edited here: the full editor handles them (docs/decisions/039).
 */
export function InlineEditor({
  account,
  locale,
  today,
  categories,
  row,
  saving,
  onSave,
  onClose,
  onMore,
}: InlineEditorProps) {
  const initial = useRef(draftOf(row, today, account.currency, locale));
  const [draft, setDraft] = useState<Draft>(initial.current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial.current);
  const name = row ? `Editar «${row.payee || row.original_text || 'Sin concepto'}»` : 'Nuevo movimiento';

  useEffect(() => first.current?.focus(), []);

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  async function save() {
    if (saving) return;
    const { errors: found, date, amount } = read(draft, account.currency);
    setErrors(found);
    if (date === undefined || amount === undefined) return;
    let save: MovementSave;
    if (row === null) {
      save = {
        id: null,
        input: {
          account_id: account.id,
          date,
          amount,
          payee: draft.payee.trim(),
          // Left empty, the user's rules decide, as for imported rows.
          ...(draft.categoryId ? { category_id: draft.categoryId } : {}),
        },
      };
    } else {
      const changes: UpdateTransactionInput = {};
      if (date !== row.date) changes.date = date;
      if (amount !== row.amount) changes.amount = amount;
      if (draft.payee.trim() !== row.payee) changes.payee = draft.payee.trim();
      if (draft.categoryId !== row.category_id) changes.category_id = draft.categoryId;
      if (Object.keys(changes).length === 0) {
        onClose(false);
        return;
      }
      save = { id: row.id, input: changes };
    }
    try {
      await onSave(save);
      setServerError(null);
      onClose(true);
    } catch (failure) {
      setServerError(allErrorMessages(failure).join(' ') || 'No pudimos guardar el movimiento');
    }
  }

  function cancel() {
    if (dirty) setAsking(true);
    else onClose(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // An open category list uses Enter to pick and Escape to close; buttons use Enter themselves.
    if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true' || target.tagName === 'BUTTON')
      return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  }

  return (
    <div
      className={classes.editor}
      role="row"
      aria-label={name}
      data-testid={row ? 'register-edit-row' : 'register-new-row'}
    >
      <div role="cell" className={classes.editorCells} onKeyDown={onKeyDown}>
        <TextInput
          ref={first}
          size="xs"
          label="Fecha"
          placeholder={DATE_HINT}
          autoComplete="off"
          value={draft.date}
          onChange={(event) => set({ date: event.currentTarget.value })}
          error={errors.date}
          className={classes.editorDate}
        />
        <TextInput
          size="xs"
          label="Concepto"
          placeholder="Quién o qué"
          autoComplete="off"
          value={draft.payee}
          onChange={(event) => set({ payee: event.currentTarget.value })}
          className={classes.editorPayee}
        />
        <CategorySelect
          size="xs"
          label="Categoría"
          categories={categories}
          value={draft.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          className={classes.editorCategory}
        />
        <TextInput
          size="xs"
          label={`Gasto (${account.currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={draft.outflow}
          onChange={(event) => set({ outflow: event.currentTarget.value })}
          error={errors.amount}
          styles={{ input: { textAlign: 'right' } }}
          className={classes.editorAmount}
        />
        <TextInput
          size="xs"
          label={`Ingreso (${account.currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={draft.inflow}
          onChange={(event) => set({ inflow: event.currentTarget.value })}
          aria-invalid={errors.amount ? true : undefined}
          styles={{ input: { textAlign: 'right' } }}
          className={classes.editorAmount}
        />
        <Group gap="xs" className={classes.editorActions}>
          <Button size="xs" onClick={() => void save()} loading={saving}>
            Guardar
          </Button>
          <Button size="xs" variant="default" onClick={cancel}>
            Cancelar
          </Button>
          {onMore ? (
            <Button size="xs" variant="subtle" onClick={onMore}>
              Más detalles
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" className={classes.editorHint}>
          Enter guarda · Esc cancela
        </Text>
        {serverError ? (
          <Text size="sm" c="red.8" role="alert" className={classes.editorHint}>
            {serverError}
          </Text>
        ) : null}
      </div>
      <ConfirmModal
        opened={asking}
        title="¿Descartar lo que escribiste?"
        confirmLabel="Descartar"
        onConfirm={() => {
          setAsking(false);
          onClose(false);
        }}
        onClose={() => setAsking(false)}
      >
        {row ? 'Los cambios de este movimiento no se guardarán.' : 'El nuevo movimiento no se guardará.'}
      </ConfirmModal>
    </div>
  );
}
