import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Box, Text } from '@mantine/core';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDocumentTop } from '../hooks/use-document-top.ts';
import type { CategoryInfo } from '../lib/categories.ts';
import { activeHeaderIndex, buildRows, formatDateHeader, todayIso } from '../lib/rows.ts';
import classes from './transaction-list.module.css';
import { TransactionRow, type RowAction } from './transaction-row.tsx';

export const ROW_HEIGHT = { regular: 60, compact: 68, header: 34 } as const;
/** Start loading the next page this many rows before the end. */
const PREFETCH_ROWS = 40;

type TransactionListProps = {
  transactions: Transaction[];
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, CategoryInfo>;
  locale: string;
  compact: boolean;
  selected: ReadonlySet<string>;
  canCreateRule: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onToggle: (id: string, on: boolean) => void;
  onAction: (action: RowAction, transaction: Transaction) => void;
};

/**
 * Window-scrolled virtual list: only the rows in view (plus overscan) are in the DOM, whatever
 * was loaded. Date headers stick under the app header while their day scrolls by.
 */
export function TransactionList(props: TransactionListProps) {
  const {
    transactions,
    accountNames,
    categories,
    locale,
    compact,
    selected,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  } = props;
  const { rows, headerIndexes } = useMemo(() => buildRows(transactions), [transactions]);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const today = todayIso();
  const rowHeight = compact ? ROW_HEIGHT.compact : ROW_HEIGHT.regular;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const sticky = activeHeaderIndex(headerIndexes, range.startIndex);
      const indexes = defaultRangeExtractor(range);
      if (sticky === undefined || indexes.includes(sticky)) return indexes;
      return [sticky, ...indexes];
    },
    [headerIndexes],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.type === 'date' ? ROW_HEIGHT.header : rowHeight),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    scrollMargin,
    rangeExtractor,
  });

  // Row heights change with the layout (compact on phones): forget the old measurements.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, onLoadMore]);

  const stickyIndex = activeHeaderIndex(headerIndexes, virtualizer.range?.startIndex ?? 0);

  return (
    <Box
      ref={listRef}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label="Movimientos"
      aria-busy={isFetchingNextPage}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        // The active header is in normal flow with position: sticky (it is always the first child).
        const isSticky = row.type === 'date' && item.index === stickyIndex;
        const style = isSticky
          ? { height: item.size }
          : { height: item.size, transform: `translateY(${item.start - scrollMargin}px)` };
        if (row.type === 'date') {
          return (
            <div
              key={item.key}
              data-index={item.index}
              className={isSticky ? classes.stickyHeader : classes.header}
              style={style}
              // A list holds only list items: the date's heading is one too, before that day's rows.
              role="listitem"
            >
              <Text size="sm" fw={700} c="gray.7" component="h2" m={0}>
                {formatDateHeader(row.date, today)}
              </Text>
            </div>
          );
        }
        const { transaction } = row;
        return (
          <div
            key={item.key}
            data-index={item.index}
            data-row="transaction"
            className={classes.item}
            style={style}
            role="listitem"
          >
            <TransactionRow
              transaction={transaction}
              accountName={accountNames.get(transaction.account_id) ?? ''}
              counterpartAccountName={
                transaction.counterpart?.account_id
                  ? (accountNames.get(transaction.counterpart.account_id) ?? null)
                  : transaction.counterpart?.private
                    ? 'cuenta privada'
                    : null
              }
              categories={categories}
              locale={locale}
              selected={selected.has(transaction.id)}
              compact={compact}
              canCreateRule={props.canCreateRule}
              onToggle={props.onToggle}
              onAction={props.onAction}
            />
          </div>
        );
      })}
    </Box>
  );
}
