import { Button, Group, TagsInput } from '@mantine/core';

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

type FormActionsProps = { onDelete?: () => void; onCancel: () => void; submitting: boolean; disabled?: boolean };

/** Eliminar on the left (when editing); Cancelar and Guardar on the right. */
export function FormActions({ onDelete, onCancel, submitting, disabled }: FormActionsProps) {
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
