import { Group, Input, NumberInput, Slider, Text } from '@mantine/core';
import { clampProbability } from '../prospect-input.ts';
import { probabilityColor, probabilityWords } from '../prospect-view.ts';

type ProbabilityFieldProps = { value: number; onChange: (value: number) => void; error?: string };

/** 0–100 % with a slider (arrow keys move it by 1, Page keys by 10) and a number box for exact values. */
export function ProbabilityField({ value, onChange, error }: ProbabilityFieldProps) {
  return (
    <Input.Wrapper
      label="Probabilidad"
      description="¿Qué tan seguro es? Lo usamos para ponderar tus totales."
      error={error}
    >
      <Group gap="md" wrap="nowrap" align="center" mt={6}>
        <Slider
          value={value}
          onChange={(next) => onChange(clampProbability(next))}
          min={0}
          max={100}
          step={5}
          color={probabilityColor(value)}
          thumbLabel="Probabilidad"
          label={(next) => `${next} %`}
          marks={[{ value: 25 }, { value: 50 }, { value: 75 }]}
          style={{ flex: 1 }}
        />
        <NumberInput
          aria-label="Probabilidad en %"
          value={value}
          onChange={(next) => onChange(clampProbability(next))}
          min={0}
          max={100}
          clampBehavior="strict"
          allowDecimal={false}
          suffix=" %"
          w={92}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {probabilityWords(value)}
      </Text>
    </Input.Wrapper>
  );
}
