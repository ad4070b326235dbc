import { Checkbox, Group, Text } from '@mantine/core';
import classes from './transaction-row.module.css';
import headerClasses from './list-header.module.css';

type ListHeaderProps = {
  compact: boolean;
  loadedCount: number;
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
};

/** Column titles (wide screens) and the "select everything loaded" box above the list. */
export function ListHeader({ compact, loadedCount, selectedCount, onSelectAll, onClear }: ListHeaderProps) {
  const all = loadedCount > 0 && selectedCount === loadedCount;
  const some = selectedCount > 0 && !all;
  const checkbox = (
    <Checkbox
      aria-label="Seleccionar todo lo cargado"
      checked={all}
      indeterminate={some}
      disabled={loadedCount === 0}
      onChange={() => (all || some ? onClear() : onSelectAll())}
      className={classes.check}
    />
  );
  return (
    <Group className={headerClasses.header} gap="xs" wrap="nowrap">
      {checkbox}
      {compact ? (
        <Text size="sm" c="dimmed" px={4}>
          {selectedCount > 0
            ? `${selectedCount} de ${loadedCount} seleccionados`
            : `Seleccionar todo lo cargado (${loadedCount})`}
        </Text>
      ) : (
        <Group wrap="nowrap" gap="md" className={headerClasses.columns} aria-hidden="true">
          <Text className={classes.payee} size="xs" fw={700} c="dimmed" tt="uppercase">
            Beneficiario
          </Text>
          <Text className={classes.category} size="xs" fw={700} c="dimmed" tt="uppercase">
            Categoría
          </Text>
          <Text className={classes.account} size="xs" fw={700} c="dimmed" tt="uppercase">
            Cuenta
          </Text>
          <Text className={classes.tagColumn} size="xs" fw={700} c="dimmed" tt="uppercase">
            Etiquetas
          </Text>
          <Text className={classes.amountColumn} size="xs" fw={700} c="dimmed" tt="uppercase">
            Importe
          </Text>
        </Group>
      )}
    </Group>
  );
}
