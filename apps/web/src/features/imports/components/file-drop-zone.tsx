import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, ACCEPTED_FORMATS, formatBytes } from '../file-checks.ts';

type FileDropZoneProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/**
 * A real file input labelled "Archivo" (keyboard, screen readers and tests reach it) inside a
 * zone that also takes a dropped file.
 */
export function FileDropZone({ file, onChange, error, disabled }: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  }

  const border = error
    ? 'var(--mantine-color-red-6)'
    : dragging
      ? 'var(--mantine-color-cyan-6)'
      : 'var(--mantine-color-gray-4)';
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} fw={500} size="sm">
        Archivo
      </Text>
      <Box
        onClick={() => input.current?.click()}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        style={{
          position: 'relative',
          outline: focused ? '2px solid var(--mantine-color-cyan-6)' : undefined,
          outlineOffset: 2,
          border: `2px dashed ${border}`,
          borderRadius: 'var(--mantine-radius-md)',
          padding: 'var(--mantine-spacing-lg)',
          background: dragging ? 'var(--mantine-color-cyan-0)' : 'var(--mantine-color-gray-0)',
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <Group gap="md" wrap="nowrap" justify="center">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            {file ? <IconFileSpreadsheet size={24} /> : <IconUpload size={24} />}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            {file ? (
              <>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size)} · Haz clic para elegir otro
                </Text>
              </>
            ) : (
              <>
                <Text fw={600}>Arrastra aquí el extracto o haz clic para elegirlo</Text>
                <Text size="xs" c="dimmed">
                  {ACCEPTED_FORMATS}, hasta 25 MB
                </Text>
              </>
            )}
          </Stack>
        </Group>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          onClick={(event) => event.stopPropagation()}
          // Chromium opens a file input with Space only; a button-like control opens with Enter too.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || disabled) return;
            event.preventDefault();
            input.current?.click();
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          style={{ position: 'absolute', inset: 0, width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </Box>
      {error ? (
        <Text size="sm" c="red.7" id={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
