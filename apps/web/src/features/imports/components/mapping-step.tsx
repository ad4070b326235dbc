import {
  encodingLabels,
  encodings,
  dateFormats,
  type CsvOptions,
  type ImportAnalysis,
  type UploadResult,
} from '@cuentas/shared/schemas/imports';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import {
  dateFormatExamples,
  delimiterLabels,
  mappingProblems,
  optionsFitColumns,
  sampleTable,
  type ColumnRole,
} from '../column-mapping.ts';
import { AnalysisSummary } from './analysis-summary.tsx';
import { ColumnMappingTable } from './column-mapping-table.tsx';

type MappingStepProps = {
  upload: UploadResult;
  format: CsvOptions;
  roles: ColumnRole[];
  onFormatChange: (format: CsvOptions) => void;
  onRoleChange: (column: number, role: ColumnRole) => void;
  analysis: { data: ImportAnalysis | undefined; fetching: boolean; error: unknown };
  locale: string;
  onBack: () => void;
  onContinue: () => void;
};

/** Step 2 (CSV and Excel): how to read the file; every change is re-analysed on the server. */
export function MappingStep({
  upload,
  format,
  roles,
  onFormatChange,
  onRoleChange,
  analysis,
  locale,
  onBack,
  onContinue,
}: MappingStepProps) {
  const problems = mappingProblems(roles);
  const savedFits = !upload.options || optionsFitColumns(upload.options, roles.length);
  const table = sampleTable(upload.headers, upload.sample, upload.options?.has_header ?? false, format.has_header);
  const set = <K extends keyof CsvOptions>(key: K, value: CsvOptions[K]) => onFormatChange({ ...format, [key]: value });
  // A workbook has cells, not a separator or a text encoding: those settings are the CSV's only.
  const excel = upload.import.format === 'xlsx';

  return (
    <Stack gap="md">
      {upload.saved_mapping && !savedFits ? (
        <Alert color="orange" variant="light" icon={<IconDeviceFloppy aria-hidden="true" />}>
          La configuración que guardaste para esta cuenta no encaja con este archivo: tiene otras columnas. Indica qué
          es cada una.
        </Alert>
      ) : upload.saved_mapping ? (
        <Alert color="cyan" variant="light" icon={<IconDeviceFloppy aria-hidden="true" />}>
          Usamos la configuración que guardaste para esta cuenta en tu última importación. Cámbiala si este archivo es
          distinto.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          Detectamos cómo está escrito el archivo. Revisa que cada columna tenga el significado correcto.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {excel ? null : (
          <>
            <TextInput label="Separador (detectado)" value={delimiterLabels[format.delimiter]} readOnly />
            <NativeSelect
              label="Codificación"
              value={format.encoding}
              data={encodings.map((value) => ({ value, label: encodingLabels[value] }))}
              onChange={(event) => set('encoding', event.currentTarget.value as CsvOptions['encoding'])}
            />
          </>
        )}
        <NativeSelect
          label="Formato de fecha"
          value={format.date_format}
          data={dateFormats.map((value) => ({ value, label: dateFormatExamples[value] }))}
          onChange={(event) => set('date_format', event.currentTarget.value as CsvOptions['date_format'])}
        />
        <NativeSelect
          label="Separador decimal"
          value={format.decimal}
          data={[
            { value: ',', label: 'Coma · 1.234,56' },
            { value: '.', label: 'Punto · 1,234.56' },
          ]}
          onChange={(event) => set('decimal', event.currentTarget.value as CsvOptions['decimal'])}
        />
        <NumberInput
          label="Filas a saltar al inicio"
          description="Líneas de título antes de los datos"
          min={0}
          max={50}
          value={format.skip_rows}
          onChange={(value) =>
            set('skip_rows', typeof value === 'number' ? Math.max(0, Math.min(50, Math.trunc(value))) : 0)
          }
        />
        <Stack gap="xs" justify="center">
          <Switch
            label="La primera fila es el encabezado"
            checked={format.has_header}
            onChange={(event) => set('has_header', event.currentTarget.checked)}
          />
          <Switch
            label="Invertir signos"
            description="Si tu banco muestra los gastos en positivo"
            checked={format.invert_sign}
            onChange={(event) => set('invert_sign', event.currentTarget.checked)}
          />
        </Stack>
      </SimpleGrid>
      <ColumnMappingTable roles={roles} headers={table.headers} rows={table.rows} onChange={onRoleChange} />
      {problems.length > 0 ? (
        <Alert color="orange" variant="light" title="Falta indicar columnas">
          {problems.join(' ')}
        </Alert>
      ) : analysis.error ? (
        <Alert color="red" variant="light" title="No pudimos analizar el archivo">
          {allErrorMessages(analysis.error).join(' ')}
        </Alert>
      ) : (
        <AnalysisSummary analysis={analysis.data} fetching={analysis.fetching} locale={locale} compact />
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          Elegir otro archivo
        </Button>
        <Button
          onClick={onContinue}
          disabled={problems.length > 0 || analysis.fetching || !analysis.data || Boolean(analysis.error)}
        >
          Revisar movimientos
        </Button>
      </Group>
    </Stack>
  );
}
