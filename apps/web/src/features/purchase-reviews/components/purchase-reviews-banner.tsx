import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { IconCopyCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { usePurchaseReviews } from '../api/purchase-reviews.ts';
import { ReviewCards } from './review-cards.tsx';

type Props = {
  locale: string;
  /** Only this account's questions (the register); all of them without it. */
  accountId?: string;
  /** Open the list at once: the notice's link (`?revisar=1`) asks for it. */
  openOnLoad?: boolean;
};

/**
 * «¿Es el mismo movimiento?» (decision 048): what the bank feed or an alert brought that may be a
 * movement already there waits here for the user's answer. Nothing shows when nothing waits.
 */
export function PurchaseReviewsBanner({ locale, accountId, openOnLoad = false }: Props) {
  const { data } = usePurchaseReviews();
  const waiting = (data ?? []).filter((review) => accountId === undefined || review.account_id === accountId);
  const [reviewing, setReviewing] = useState(false);
  // The notice's link opens the list once; closing it leaves the banner.
  const [closed, setClosed] = useState(false);
  const some = waiting.length > 0;
  const opened = some && (reviewing || (openOnLoad && !closed));
  const title =
    waiting.length === 1
      ? '1 movimiento por revisar: ¿es el mismo que ya tenías?'
      : `${waiting.length} movimientos por revisar: ¿son los mismos que ya tenías?`;
  return (
    <>
      {some ? (
        <Paper withBorder radius="md" p="sm" role="region" aria-label="Movimientos por revisar">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconCopyCheck size={18} aria-hidden="true" />
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
        opened={opened}
        onClose={() => {
          setReviewing(false);
          setClosed(true);
        }}
        title="¿Es el mismo movimiento?"
        size="lg"
      >
        <ReviewCards reviews={waiting} locale={locale} />
      </Modal>
    </>
  );
}
