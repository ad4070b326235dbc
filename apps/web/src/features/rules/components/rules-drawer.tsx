import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Rule } from '@cuentas/shared/schemas/transactions';
import { ActionIcon, Badge, Button, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useApplyRules } from '../api/apply-rules.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { describeAmounts } from '../lib/rule-values.ts';
import { appliedMessage } from './apply-rules-step.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type RulesDrawerProps = {
  opened: boolean;
  categories: readonly Category[];
  accounts: readonly Account[];
  baseCurrency: string;
  locale: string;
  onClose: () => void;
  onCreate: () => void;
  onEdit: (rule: Rule) => void;
  onApplied: (updated: number) => void;
};

function RuleCard({
  rule,
  props,
  confirming,
  onConfirm,
  onAskDelete,
  deleting,
}: {
  rule: Rule;
  props: RulesDrawerProps;
  confirming: boolean;
  deleting: boolean;
  onConfirm: (confirm: boolean) => void;
  onAskDelete: () => void;
}) {
  const category = props.categories.find((item) => item.id === rule.category_id);
  const account = props.accounts.find((item) => item.id === rule.account_id);
  const amounts = describeAmounts(rule, account?.currency ?? props.baseCurrency, props.locale);
  const label = `regla «${rule.payee_contains}»`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Text size="sm">
            Si el beneficiario contiene <strong>«{rule.payee_contains}»</strong>
          </Text>
          {account || amounts ? (
            <Text size="xs" c="dimmed">
              {[account ? `en ${account.name}` : '', amounts].filter(Boolean).join(', ')}
            </Text>
          ) : null}
          <Group gap={6}>
            <Text size="sm">→</Text>
            <Badge variant="dot" color={category?.color ?? 'gray'} tt="none" radius="sm">
              {category?.name ?? 'Categoría eliminada'}
            </Badge>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={`Editar ${label}`} onClick={() => props.onEdit(rule)}>
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${label}`} onClick={onAskDelete}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      {confirming ? (
        <Group justify="flex-end" gap="xs" mt="xs" role="alert">
          <Text size="sm">¿Eliminar esta regla?</Text>
          <Button size="compact-sm" variant="default" onClick={() => onConfirm(false)}>
            Cancelar
          </Button>
          <Button size="compact-sm" color="red" loading={deleting} onClick={() => onConfirm(true)}>
            Eliminar
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** The user's rules in the order they are tried, with edit, delete and "apply now". */
export function RulesDrawer(props: RulesDrawerProps) {
  const rules = useRules({ enabled: props.opened });
  const deleteRule = useDeleteRule();
  const apply = useApplyRules(props.onApplied);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const list = rules.data ?? [];

  function confirmDelete(rule: Rule, confirm: boolean) {
    if (!confirm) return setConfirmingId(null);
    deleteRule.mutate(rule.id, {
      onSuccess: () => {
        toastSuccess('Regla eliminada');
        setConfirmingId(null);
      },
    });
  }

  return (
    <Drawer opened={props.opened} onClose={props.onClose} title="Reglas" position="right" size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Las reglas ponen la categoría a los movimientos nuevos sin categoría, según el beneficiario. Se prueban en
          orden y gana la primera que coincide.
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={props.onCreate}>
            Nueva regla
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            disabled={list.length === 0}
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(
                { only_uncategorized: true },
                { onSuccess: ({ updated }) => toastSuccess(appliedMessage(updated)) },
              )
            }
          >
            Aplicar a los que no tienen categoría
          </Button>
        </Group>
        {rules.isPending ? <Skeleton h={88} radius="md" /> : null}
        {rules.isError ? (
          <LoadError title="No pudimos cargar tus reglas" error={rules.error} onRetry={() => void rules.refetch()} />
        ) : null}
        {rules.isSuccess && list.length === 0 ? (
          <Text c="dimmed" size="sm">
            Aún no tienes reglas. Crea una aquí o desde el menú de un movimiento, con «Crear regla».
          </Text>
        ) : null}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus reglas">
          {list.map((rule) => (
            <RuleCard
              key={rule.id}
              rule={rule}
              props={props}
              confirming={confirmingId === rule.id}
              deleting={deleteRule.isPending && deleteRule.variables === rule.id}
              onAskDelete={() => setConfirmingId(rule.id)}
              onConfirm={(confirm) => confirmDelete(rule, confirm)}
            />
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
