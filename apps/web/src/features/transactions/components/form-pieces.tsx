import { Button, Group, TagsInput, Text } from '@mantine/core';
import { useActiveHousehold } from '../../../api/households.ts';

/** Tags as the API stores them: trimmed, lower case, no repeats. */
export function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

type TagsFieldProps = { value: string[]; onChange: (tags: string[]) => void; data: string[]; error?: string };

/** "Etiquetas" in the transaction and transfer forms. */
export function TagsField({ value, onChange, data, error }: TagsFieldProps) {
  return (
    <TagsInput
      label="Etiquetas"
      placeholder="Escribe y pulsa Enter"
      data={data}
      value={value}
      onChange={(tags) => onChange(normalizeTags(tags))}
      maxTags={20}
      clearable
      error={error}
    />
  );
}

type FormActionsProps = {
  onDelete?: () => void;
  onCancel: () => void;
  submitting: boolean;
  disabled?: boolean;
  /** Why this movement is read-only even for a member who may write (a transfer half hidden from them). */
  lockedNote?: string;
};

/** Eliminar on the left (when editing); Cancelar and Guardar on the right. */
export function FormActions({ onDelete, onCancel, submitting, disabled, lockedNote }: FormActionsProps) {
  const { canWrite } = useActiveHousehold();
  if (!canWrite || lockedNote) {
    // A read-only member reads the movement; nothing here would be saved (the API answers 403).
    return (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {lockedNote ?? 'Solo lectura: no puedes cambiar movimientos en este hogar.'}
        </Text>
        <Button variant="default" onClick={onCancel}>
          Cerrar
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      {onDelete ? (
        <Button variant="subtle" color="red" onClick={onDelete}>
          Eliminar
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={submitting} disabled={disabled}>
          Guardar
        </Button>
      </Group>
    </Group>
  );
}
