import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';
import { requiredText } from '@cuentas/shared/schemas/common';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateCategory, useUpdateCategory } from '../api/save-category.ts';
import { CategoryIcon } from '../category-icons.tsx';
import { ColorPicker, IconPicker } from './icon-color-pickers.tsx';
import { ownErrors } from '../../../lib/query-client.ts';

export type CategoryFormTarget =
  | { mode: 'create'; kind: CategoryKind; /** null creates a group. */ parentId: string | null }
  | { mode: 'edit'; category: Category };

const FormSchema = z.object({
  name: requiredText(60),
  parent_id: z.string(),
  icon: z.string().min(1),
  color: z.string(),
});
type FormValues = z.infer<typeof FormSchema>;
const fields = ['name', 'parent_id', 'icon', 'color'] as const;

type CategoryFormModalProps = { target: CategoryFormTarget | null; groups: Category[]; onClose: () => void };

function titleOf(target: CategoryFormTarget): string {
  if (target.mode === 'edit') return target.category.parent_id ? 'Editar categoría' : 'Editar grupo';
  return target.parentId === null ? 'Nuevo grupo' : 'Nueva categoría';
}

/** Create a group or a category, or rename and restyle one. */
export function CategoryFormModal({ target, groups, onClose }: CategoryFormModalProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? titleOf(target) : ''} centered size="lg">
      {target ? <CategoryForm target={target} groups={groups} onDone={onClose} /> : null}
    </Modal>
  );
}

function defaults(target: CategoryFormTarget, groups: Category[]): FormValues {
  if (target.mode === 'edit') {
    const { category } = target;
    return { name: category.name, parent_id: category.parent_id ?? '', icon: category.icon, color: category.color };
  }
  const parent = groups.find((group) => group.id === target.parentId);
  return { name: '', parent_id: target.parentId ?? '', icon: parent?.icon ?? 'tag', color: parent?.color ?? '#1c7ed6' };
}

function CategoryForm({
  target,
  groups,
  onDone,
}: {
  target: CategoryFormTarget;
  groups: Category[];
  onDone: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory(ownErrors);
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: defaults(target, groups) });
  const [name, icon, color] = useWatch({ control: form.control, name: ['name', 'icon', 'color'] });
  const { errors, isSubmitting } = form.formState;
  const isGroup = target.mode === 'edit' ? target.category.parent_id === null : target.parentId === null;
  const kind = target.mode === 'edit' ? target.category.kind : target.kind;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (target.mode === 'edit') {
        await update.mutateAsync({
          id: target.category.id,
          changes: { name: values.name, icon: values.icon, color: values.color },
        });
      } else {
        await create.mutateAsync({
          name: values.name,
          kind,
          icon: values.icon,
          color: values.color,
          parent_id: isGroup ? null : values.parent_id,
        });
      }
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess(target.mode === 'edit' ? 'Cambios guardados' : isGroup ? 'Grupo creado' : 'Categoría creada');
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" aria-hidden="true">
          <ThemeIcon size={40} radius="md" color={color} variant="filled">
            <CategoryIcon name={icon} size={22} />
          </ThemeIcon>
          <Text fw={600} lineClamp={1}>
            {name || (isGroup ? 'Nuevo grupo' : 'Nueva categoría')}
          </Text>
        </Group>
        <TextInput label="Nombre" required data-autofocus error={errors.name?.message} {...form.register('name')} />
        {!isGroup && target.mode === 'create' ? (
          <NativeSelect
            label="Grupo"
            data={groups.map((group) => ({ value: group.id, label: group.name }))}
            error={errors.parent_id?.message}
            {...form.register('parent_id')}
          />
        ) : null}
        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} color={color} />}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => <ColorPicker value={field.value} onChange={field.onChange} />}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {target.mode === 'edit' ? 'Guardar cambios' : isGroup ? 'Crear grupo' : 'Crear categoría'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
