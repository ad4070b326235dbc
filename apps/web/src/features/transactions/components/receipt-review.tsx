import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { ConfirmReceiptInput, Receipt } from '@cuentas/shared/schemas/receipts';
import { formatMoney, minorToInput, parseMoney } from '@cuentas/shared/money';
import { Alert, Button, Group, Image, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CategorySelect } from '../../../components/ui/category-select.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';

/** Said under a field the receipt did not give surely enough (decision 043). */
export const UNREAD = 'No lo pude leer, escríbelo';

type ReviewProps = {
  receipt: Receipt;
  /** The picked photo, shown beside the fields (a PDF shows its name). */
  preview: { url: string | null; name: string };
  accounts: readonly Account[];
  categories: readonly Category[];
  locale: string;
  saving: boolean;
  onConfirm: (body: ConfirmReceiptInput) => void;
  onDiscard: () => void;
};

type Errors = Partial<Record<'amount' | 'date' | 'account' | 'payee', string>>;

/** What was read, editable; the empty fields are marked and must be written before saving. */
export function ReceiptReview({
  receipt,
  preview,
  accounts,
  categories,
  locale,
  saving,
  onConfirm,
  onDiscard,
}: ReviewProps) {
  const read = receipt.fields;
  const [accountId, setAccountId] = useState<string | null>(read.account_id ?? accounts[0]?.id ?? null);
  const account = accounts.find((candidate) => candidate.id === accountId);
  const currency = account?.currency ?? read.currency ?? 'EUR';
  const [amount, setAmount] = useState(
    read.amount !== null ? minorToInput(read.amount, read.currency ?? currency) : '',
  );
  const [date, setDate] = useState(read.date ?? '');
  const [payee, setPayee] = useState(read.merchant ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(read.category_id);
  const [errors, setErrors] = useState<Errors>({});
  const match = receipt.match;

  const unread = (value: unknown, typed: string) => (value === null && typed.trim() === '' ? UNREAD : undefined);

  function save() {
    const parsed = parseMoney(amount, currency);
    const next: Errors = {
      amount:
        amount.trim() === ''
          ? UNREAD
          : !parsed.ok
            ? parsed.message
            : parsed.minor <= 0
              ? 'Escribe un importe mayor que cero'
              : undefined,
      date: date ? undefined : UNREAD,
      account: accountId ? undefined : 'Elige la cuenta del movimiento',
    };
    setErrors(next);
    if (next.amount || next.date || next.account || !parsed.ok) return;
    onConfirm({ account_id: accountId!, amount: parsed.minor, date, payee: payee.trim(), category_id: categoryId });
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {preview.url ? (
        <Image src={preview.url} alt="Foto del recibo" radius="sm" fit="contain" mah={420} />
      ) : (
        <Text c="dimmed">{preview.name}</Text>
      )}
      <Stack gap="sm">
        {receipt.status === 'failed' && (
          <Alert color="orange" title="No pudimos leer el recibo">
            {receipt.failure} Puedes escribir el movimiento aquí mismo.
          </Alert>
        )}
        <TextInput
          label="Importe"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount ?? unread(read.amount, amount)}
          rightSection={<Text size="sm">{currency}</Text>}
          data-autofocus={read.amount === null ? true : undefined}
        />
        <DateField label="Fecha" value={date} onChange={setDate} error={errors.date ?? unread(read.date, date)} />
        <TextInput
          label="Comercio"
          value={payee}
          onChange={(event) => setPayee(event.currentTarget.value)}
          error={unread(read.merchant, payee)}
        />
        <CategorySelect
          label="Categoría"
          categories={categories}
          value={categoryId}
          onChange={setCategoryId}
          kind="expense"
        />
        <Select
          label="Cuenta"
          data={accounts.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${candidate.currency})`,
          }))}
          value={accountId}
          onChange={setAccountId}
          error={errors.account}
          allowDeselect={false}
        />
        {match && (
          <Button
            loading={saving}
            onClick={() => onConfirm({ attach_to: match.transaction_id })}
            // The movement's name may be long: the label wraps instead of being cut.
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {`Adjuntar a: ${formatMoney(match.amount, match.currency, locale)} ${match.payee}, ${formatCalendarDate(match.date, locale)}`}
          </Button>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="red" onClick={onDiscard} disabled={saving}>
            Descartar
          </Button>
          <Button variant={match ? 'default' : 'filled'} loading={saving && !match} onClick={save}>
            {match ? 'Guardar como otro movimiento' : 'Guardar movimiento'}
          </Button>
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
