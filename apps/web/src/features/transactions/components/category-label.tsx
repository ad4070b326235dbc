import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Badge, Tooltip } from '@mantine/core';
import type { CategoryInfo } from '../lib/categories.ts';

type CategoryLabelProps = {
  transaction: Transaction;
  categories: ReadonlyMap<string, CategoryInfo>;
  counterpartAccountName: string | null;
};

const badgeProps = { tt: 'none', radius: 'sm', size: 'md', maw: '100%' } as const;

/** What a row says in the category column: the category, "Dividida", a transfer's other account, or "Sin categoría". */
export function CategoryLabel({ transaction, categories, counterpartAccountName }: CategoryLabelProps) {
  if (transaction.kind === 'transfer') {
    const other = counterpartAccountName ?? 'otra cuenta';
    const text = transaction.amount < 0 ? `Transferencia → ${other}` : `Transferencia ← ${other}`;
    return (
      <Badge {...badgeProps} variant="light" color="gray" title={text}>
        {text}
      </Badge>
    );
  }
  if (transaction.splits.length > 0) {
    const parts = transaction.splits.map(
      (line) => (line.category_id ? categories.get(line.category_id)?.name : null) ?? 'Sin categoría',
    );
    return (
      <Tooltip label={parts.join(' · ')} withArrow multiline maw={280}>
        <Badge {...badgeProps} variant="light" color="violet">
          Dividida ({transaction.splits.length})
        </Badge>
      </Tooltip>
    );
  }
  const category = transaction.category_id ? categories.get(transaction.category_id) : undefined;
  if (!category) {
    return (
      <Badge {...badgeProps} variant="outline" color="gray">
        Sin categoría
      </Badge>
    );
  }
  return (
    <Badge
      {...badgeProps}
      variant="dot"
      color={category.color}
      title={category.groupName ? `${category.groupName} › ${category.name}` : category.name}
    >
      {category.name}
    </Badge>
  );
}
