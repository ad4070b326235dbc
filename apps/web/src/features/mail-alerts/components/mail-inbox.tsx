import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { parseMoney } from '@cuentas/shared/money';
import type { MailAlert } from '@cuentas/shared/schemas/mail-alerts';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { settle } from '../../../lib/query-client.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDismissMailAlert, useNoteMailAlert } from '../api/answer-mail-alert.ts';
import { useMailInbox } from '../api/get-mail-inbox.ts';

export type InboxAccount = { id: string; name: string; currency: string };

const STATUS_LABELS: Record<string, string> = {
  pending: 'Leyendo…',
  unreadable: 'No la entendimos',
  unmatched: 'Sin cuenta',
  ask: 'Por decidir',
};

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The alerts the app could not record on its own, with their text: «Anotar a mano» or «Descartar». */
export function MailInbox({ accounts, locale }: { accounts: InboxAccount[]; locale: string }) {
  const inbox = useMailInbox();
  const dismiss = useDismissMailAlert();
  const [noting, setNoting] = useState<MailAlert | null>(null);
  const items = inbox.data?.items ?? [];

  async function discard(alert: MailAlert) {
    if (await settle(dismiss.mutateAsync(alert.id))) toastSuccess('Alerta descartada');
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-inbox-title">
      <Text fw={600} id="mail-inbox-title">
        Alertas por revisar {items.length > 0 ? `(${inbox.data?.waiting ?? items.length})` : ''}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ninguna: todas las alertas recibidas quedaron anotadas.
        </Text>
      ) : (
        items.map((alert) => (
          <Paper key={alert.id} withBorder p="sm" radius="md" data-testid="mail-inbox-item">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" fw={600}>
                  {alert.subject || '(sin asunto)'}
                </Text>
                <Badge variant="light" color={alert.status === 'unreadable' ? 'gray' : 'orange'}>
                  {STATUS_LABELS[alert.status] ?? alert.status}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                De {alert.from || 'remitente desconocido'} · {when(alert.sent_at ?? alert.received_at, locale)}
              </Text>
              {alert.reason ? <Text size="sm">{alert.reason}</Text> : null}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto' }}>
                {alert.body.slice(0, 1500)}
              </Text>
              {alert.status !== 'pending' ? (
                <Group gap="xs">
                  <Button size="xs" onClick={() => setNoting(alert)}>
                    Anotar a mano
                  </Button>
                  <Button size="xs" variant="default" loading={dismiss.isPending} onClick={() => void discard(alert)}>
                    Descartar
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        ))
      )}
      <Modal opened={noting !== null} onClose={() => setNoting(null)} title="Anotar la alerta a mano" centered>
        {noting ? <NoteForm alert={noting} accounts={accounts} onDone={() => setNoting(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function NoteForm({ alert, accounts, onDone }: { alert: MailAlert; accounts: InboxAccount[]; onDone: () => void }) {
  const note = useNoteMailAlert();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [kind, setKind] = useState<'expense' | 'income'>('expense');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState((alert.sent_at ?? alert.received_at).slice(0, 10));
  const [payee, setPayee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const currency = accounts.find((account) => account.id === accountId)?.currency ?? 'EUR';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(amount, currency);
    if (!parsed.ok || parsed.minor === 0) {
      setError(parsed.ok ? 'El importe no puede ser cero' : parsed.message);
      return;
    }
    const minor = Math.abs(parsed.minor);
    const body = { account_id: accountId, date, amount: kind === 'expense' ? -minor : minor, payee };
    if (await settle(note.mutateAsync({ id: alert.id, body }))) {
      toastSuccess('Movimiento anotado');
      onDone();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'expense' | 'income')}
          data={[
            { value: 'expense', label: 'Gasto' },
            { value: 'income', label: 'Ingreso' },
          ]}
        />
        <NativeSelect
          label="Cuenta"
          value={accountId}
          onChange={(event) => setAccountId(event.currentTarget.value)}
          data={accounts.map((account) => ({ value: account.id, label: account.name }))}
        />
        <TextInput
          label="Importe"
          required
          value={amount}
          error={error}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setError(null);
          }}
        />
        <DateField label="Fecha" value={date} onChange={setDate} />
        <TextInput
          label="Comercio o concepto"
          value={payee}
          onChange={(event) => setPayee(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={note.isPending}>
            Anotar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
