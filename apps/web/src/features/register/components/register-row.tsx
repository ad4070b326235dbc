import { formatMoney } from '@cuentas/shared/money';
import type { RegisterRow as Row } from '@cuentas/shared/schemas/register';
import { ActionIcon, Checkbox, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconCircle, IconCircleCheckFilled, IconLock, IconPaperclip } from '@tabler/icons-react';
import { type DragEvent, memo, useState } from 'react';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { statusActionLabel, statusLabels } from '../lib/status.ts';
import classes from './register.module.css';
import { Money } from '../../../components/ui/money.tsx';
import { AttachmentMark } from '../../../components/ui/attachment-mark.tsx';

type RegisterRowProps = {
  row: Row;
  locale: string;
  categoryName: string | undefined;
  selected: boolean;
  busy: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onToggleStatus: (row: Row) => void;
  onOpen?: (row: Row) => void;
  /** Opens the movement's attachments (the paperclip). */
  onAttachments?: (row: Row) => void;
  /** Files dropped on the row, to attach to its movement. */
  onDropFiles?: (row: Row, files: File[]) => void;
};

const statusIcons = {
  uncleared: <IconCircle size={18} aria-hidden="true" />,
  cleared: <IconCircleCheckFilled size={18} aria-hidden="true" />,
  reconciled: <IconLock size={18} aria-hidden="true" />,
};
const statusColors = { uncleared: 'gray', cleared: 'teal', reconciled: 'blue' } as const;

function describe(row: Row, categoryName: string | undefined): string {
  if (row.kind === 'transfer') return 'Transferencia';
  if (row.splits.length > 0) return `Dividido en ${row.splits.length}`;
  return categoryName ?? 'Sin categoría';
}

/** One movement of the register: select, open to edit, amount, balance after it, and its status with the bank. */
export const RegisterRow = memo(function RegisterRow({
  row,
  locale,
  categoryName,
  selected,
  busy,
  onSelect,
  onToggleStatus,
  onOpen,
  onAttachments,
  onDropFiles,
}: RegisterRowProps) {
  const title = row.payee || row.original_text || row.notes || 'Sin concepto';
  const money = (minor: number) => formatMoney(minor, row.currency, locale);
  const [dropping, setDropping] = useState(false);
  // Only files are taken: text or a link dragged over the row is not an attachment.
  const carriesFiles = (event: DragEvent) => Boolean(onDropFiles) && event.dataTransfer.types.includes('Files');
  return (
    <div
      className={classes.row}
      role="row"
      data-dropping={dropping || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        onDropFiles?.(row, [...event.dataTransfer.files]);
      }}
      data-selected={selected || undefined}
      data-status={row.status}
      data-register-row={row.id}
      aria-label={`${title}, ${money(row.amount)}`}
      // Focusable, so Enter on a focused row edits it, as in a spreadsheet.
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget && onOpen) {
          event.preventDefault();
          onOpen(row);
        }
      }}
    >
      <div role="cell">
        <Checkbox
          size="sm"
          checked={selected}
          onChange={(event) => onSelect(row.id, event.currentTarget.checked)}
          aria-label={`Seleccionar «${title}»`}
        />
      </div>
      <Text role="cell" size="sm" c="dimmed" className={classes.date}>
        {formatCalendarDate(row.date, locale)}
      </Text>
      <div role="cell" style={{ minWidth: 0 }}>
        <button
          type="button"
          className={classes.payee}
          onClick={() => onOpen?.(row)}
          disabled={!onOpen}
          aria-label={`Editar «${title}»`}
        >
          <Text size="sm" fw={500} truncate="end" className={classes.title}>
            {row.origin === 'whatsapp' ? (
              <IconBrandWhatsapp size={14} aria-label="Desde WhatsApp" style={{ marginRight: 4, verticalAlign: -2 }} />
            ) : null}
            {title}
          </Text>
        </button>
        {/* Outside the button, whose name is "Editar «title»": a name should contain what the button shows. */}
        <Text size="xs" c="dimmed" truncate="end" px={4}>
          <span className={`${classes.compactBalance} ${classes.compactDate}`}>
            {formatCalendarDate(row.date, locale)}
          </span>
          <AttachmentMark count={row.attachment_count} />
          {describe(row, categoryName)}
          {row.original_text && row.original_text !== title ? ` · ${row.original_text}` : ''}
        </Text>
      </div>
      <div role="cell" className={classes.amount}>
        <Money amount={row.amount} currency={row.currency} locale={locale} tone="income" size="sm" fw={600} />
        {row.running_balance !== null ? (
          <Text size="xs" c="dimmed" className={classes.compactBalance}>
            Saldo {money(row.running_balance)}
          </Text>
        ) : null}
      </div>
      <Text
        role="cell"
        size="sm"
        className={classes.balance}
        c={row.running_balance !== null && row.running_balance < 0 ? 'red.7' : undefined}
      >
        {row.running_balance === null ? '—' : money(row.running_balance)}
      </Text>
      <div role="cell" className={classes.actions}>
        {onAttachments ? (
          <Tooltip label={row.attachment_count > 0 ? 'Ver adjuntos' : 'Adjuntar recibo o factura'} withArrow>
            <ActionIcon
              variant="subtle"
              color={row.attachment_count > 0 ? 'teal' : 'gray'}
              onClick={() => onAttachments(row)}
              aria-label={
                row.attachment_count > 0 ? `Adjuntos de «${title}» (${row.attachment_count})` : `Adjuntar a «${title}»`
              }
            >
              <IconPaperclip size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label={statusLabels[row.status]} withArrow>
          <ActionIcon
            variant="subtle"
            color={statusColors[row.status]}
            loading={busy}
            onClick={() => onToggleStatus(row)}
            aria-label={statusActionLabel(row.status, title)}
            aria-pressed={row.status !== 'uncleared'}
          >
            {statusIcons[row.status]}
          </ActionIcon>
        </Tooltip>
      </div>
    </div>
  );
});
