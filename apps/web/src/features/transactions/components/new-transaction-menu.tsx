import { Button, Menu } from '@mantine/core';
import { useRef } from 'react';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconArrowsExchange,
  IconChevronDown,
  IconPlus,
  IconReceipt,
} from '@tabler/icons-react';
import type { FormKind } from './kind-switch.tsx';

type NewTransactionMenuProps = {
  onPick: (kind: FormKind) => void;
  /** When given, «Leer recibo» proposes the movement from a photo of its receipt (decision 043). */
  onReadReceipt?: () => void;
  disabled?: boolean;
};

/** "Nuevo movimiento" (its one name everywhere) opens a menu: Gasto, Ingreso, Transferencia or Leer recibo. */
export function NewTransactionMenu({ onPick, onReadReceipt, disabled }: NewTransactionMenuProps) {
  // The dialog an item opens gives the focus back, when it closes, to what had it as it opened: the
  // item, which is gone by then. The button takes the focus first, so the keyboard lands back on it.
  const button = useRef<HTMLButtonElement>(null);
  const pick = (open: () => void) => () => {
    button.current?.focus();
    open();
  };
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          ref={button}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          disabled={disabled}
        >
          Nuevo movimiento
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowUpRight size={18} color="var(--mantine-color-red-7)" aria-hidden="true" />}
          onClick={pick(() => onPick('expense'))}
        >
          Gasto
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDownLeft size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />}
          onClick={pick(() => onPick('income'))}
        >
          Ingreso
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
          onClick={pick(() => onPick('transfer'))}
        >
          Transferencia
        </Menu.Item>
        {onReadReceipt && (
          <Menu.Item leftSection={<IconReceipt size={18} aria-hidden="true" />} onClick={pick(onReadReceipt)}>
            Leer recibo
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
