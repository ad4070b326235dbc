import type { TransferProposal } from '@cuentas/shared/schemas/transfer-proposals';
import { formatMoney } from '@cuentas/shared/money';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useDecideTransferProposal, useTransferProposals } from '../api/transfer-proposals.ts';

const REASONS: Record<string, string> = {
  names_account: 'el texto nombra esa cuenta',
  names_you: 'lleva tu nombre',
  transfer_words: 'dice transferencia, traspaso o recarga',
  card_payment: 'es un pago de tarjeta',
  cash: 'es un retiro o un depósito de efectivo',
  several_candidates: 'hay más de un movimiento que podría ser la otra parte',
  amount_and_date: 'solo coinciden el importe y la fecha',
};

function explain(proposal: TransferProposal): string {
  const reasons = proposal.reasons.map((reason) => REASONS[reason]).filter(Boolean);
  return reasons.length ? `Por qué: ${reasons.join('; ')}.` : 'Por qué: coinciden el importe y la fecha.';
}

type Props = { importIds: string[]; currency: string; locale: string };

/**
 * After an import: the own transfers the matcher was not sure of (decision 032), each with
 * «Es una transferencia» and «No lo es». Plain buttons, so the keyboard reaches every choice.
 */
export function TransferProposals({ importIds, currency, locale }: Props) {
  const { data } = useTransferProposals(importIds.length > 0);
  const mine = (data ?? []).filter((proposal) => proposal.import_id !== null && importIds.includes(proposal.import_id));
  if (mine.length === 0) return null;
  return (
    <Stack w="100%" ta="left" gap="sm" component="section" aria-labelledby="transfer-proposals-title">
      <Title order={4} id="transfer-proposals-title">
        ¿Son transferencias entre tus cuentas?
      </Title>
      <ProposalCards proposals={mine} currencyOf={() => currency} locale={locale} />
    </Stack>
  );
}

type CardsProps = { proposals: TransferProposal[]; currencyOf: (accountId: string) => string; locale: string };

/** The proposals with their reasons and the two answers, in the wizard and outside it (decision 039). */
export function ProposalCards({ proposals, currencyOf, locale }: CardsProps) {
  const decide = useDecideTransferProposal();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Una transferencia entre tus cuentas no cuenta como ingreso ni como gasto. Confirma las que lo son; las demás
        quedan como movimientos normales.
      </Text>
      {decide.isError ? (
        <Alert color="red" variant="light">
          No pudimos guardar tu respuesta. Inténtalo de nuevo.
        </Alert>
      ) : null}
      {proposals.map((proposal) => {
        const leg = proposal.transaction;
        const money = (minor: number) => formatMoney(minor, currencyOf(leg.account_id), locale);
        const other = (minor: number) =>
          formatMoney(minor, currencyOf(proposal.counterpart?.account_id ?? leg.account_id), locale);
        const out = leg.amount < 0;
        const where = proposal.counterpart
          ? `${out ? 'Llegó' : 'Salió'} ${other(Math.abs(proposal.counterpart.amount))} ${out ? 'a' : 'de'} ${proposal.account_name} el ${proposal.counterpart.date} («${proposal.counterpart.text}»).`
          : `${out ? 'Hacia' : 'Desde'} ${proposal.account_name}: crearemos el movimiento en esa cuenta.`;
        return (
          <Paper
            key={proposal.id}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={`${leg.text}, ${money(leg.amount)}`}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconArrowsLeftRight size={18} aria-hidden="true" />
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600}>
                  {leg.date} · {leg.text} · {money(leg.amount)}
                </Text>
                <Text size="sm">{where}</Text>
                <Text size="sm" c="dimmed">
                  {explain(proposal)}
                </Text>
              </Stack>
            </Group>
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button
                size="xs"
                variant="default"
                loading={decide.isPending && decide.variables?.id === proposal.id && !decide.variables.confirm}
                onClick={() => decide.mutate({ id: proposal.id, confirm: false })}
              >
                No lo es
              </Button>
              <Button
                size="xs"
                loading={decide.isPending && decide.variables?.id === proposal.id && decide.variables.confirm}
                onClick={() => decide.mutate({ id: proposal.id, confirm: true })}
              >
                Es una transferencia
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
