import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts.ts';
import { useTransferProposals } from '../api/transfer-proposals.ts';
import { ProposalCards } from './transfer-proposals.tsx';

type Props = {
  locale: string;
  /** Only the proposals that touch this account (the register); all of them without it. */
  accountId?: string;
};

/**
 * Own transfers an import proposed and the user has not answered yet, outside the wizard
 * (decision 039): «N posibles transferencias entre tus cuentas» and a review with the same two
 * answers. Nothing shows when none is pending.
 */
export function PendingTransfersBanner({ locale, accountId }: Props) {
  const { data } = useTransferProposals();
  const accounts = useAccounts().data;
  const [reviewing, setReviewing] = useState(false);
  const pending = (data ?? []).filter(
    (proposal) =>
      accountId === undefined ||
      proposal.account_id === accountId ||
      proposal.transaction.account_id === accountId ||
      proposal.counterpart?.account_id === accountId,
  );
  const currencyOf = (id: string) => accounts?.find((account) => account.id === id)?.currency ?? 'EUR';
  const title =
    pending.length === 1
      ? '1 posible transferencia entre tus cuentas'
      : `${pending.length} posibles transferencias entre tus cuentas`;
  return (
    <>
      {pending.length > 0 ? (
        <Paper withBorder radius="md" p="sm" role="region" aria-label={title}>
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconArrowsLeftRight size={18} aria-hidden="true" />
              <Text size="sm" fw={600}>
                {title}
              </Text>
            </Group>
            <Button size="xs" variant="light" onClick={() => setReviewing(true)}>
              Revisar
            </Button>
          </Group>
        </Paper>
      ) : null}
      <Modal
        opened={reviewing && pending.length > 0}
        onClose={() => setReviewing(false)}
        title="¿Son transferencias entre tus cuentas?"
        size="lg"
      >
        <ProposalCards proposals={pending} currencyOf={currencyOf} locale={locale} />
      </Modal>
    </>
  );
}
