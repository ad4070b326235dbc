import type { Account } from '@cuentas/shared/schemas/accounts';
import type { CsvOptions, QifDateOrder, RowChoice, UploadResult } from '@cuentas/shared/schemas/imports';
import { Box, Button, Modal, Stepper, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCategories } from '../../../api/categories.ts';
import { DirtyContext, useReportDirty } from '../../../components/ui/dirty-context.ts';
import { useDiscardGuard } from '../../../components/ui/discard-guard.tsx';
import { analyzeImport, type ImportChoices, useImportAnalysis } from '../api/analyze-import.ts';
import { useCommitImport, useImportProgress } from '../api/commit-import.ts';
import { deleteImport } from '../api/delete-import.ts';
import { useImportAccounts } from '../api/get-import-accounts.ts';
import { assignRole, columnCount, optionsWithRoles, rolesFromOptions, type ColumnRole } from '../column-mapping.ts';
import { CommitStep } from './commit-step.tsx';
import { DateOrderSelect } from './date-order-select.tsx';
import { FileStep } from './file-step.tsx';
import { MappingStep } from './mapping-step.tsx';
import type { RowEdit } from './preview-table.tsx';
import { ReviewStep } from './review-step.tsx';
import { type StatementChoice, StatementAccounts } from './statement-accounts.tsx';
import { SwitchApp } from './switch-app.tsx';

const steps = ['file', 'mapping', 'review', 'commit'] as const;
type Step = (typeof steps)[number];
const stepLabels = {
  file: 'Archivo',
  mapping: 'Columnas',
  review: 'Revisión',
  commit: 'Importación',
} as const satisfies Record<Step, string>;

type ImportWizardProps = { opened: boolean; onClose: () => void; accountId?: string; locale?: string };

/** The import wizard: file → columns (CSV only) → review → import, in a modal (full screen on a phone). */
export function ImportWizard({ opened, onClose, accountId, locale = 'es-ES' }: ImportWizardProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  // Escape or the close button ask before a file read and reviewed is thrown away.
  const guard = useDiscardGuard(onClose, {
    title: '¿Descartar la importación?',
    body: 'Si cierras ahora, no se importará nada y perderás lo que elegiste en la revisión.',
  });
  return (
    <Modal
      opened={opened}
      onClose={guard.requestClose}
      title="Importar movimientos"
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {guard.confirmation}
      <DirtyContext.Provider value={guard.report}>
        {opened ? <WizardBody accountId={accountId} locale={locale} onClose={onClose} /> : null}
      </DirtyContext.Provider>
    </Modal>
  );
}

type Uploaded = { result: UploadResult; account: Account };

function WizardBody({ accountId, locale, onClose }: { accountId?: string; locale: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>('file');
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [format, setFormat] = useState<CsvOptions | null>(null);
  const [roles, setRoles] = useState<ColumnRole[]>([]);
  const [included, setIncluded] = useState<Set<number>>(() => new Set());
  const [skipErrors, setSkipErrors] = useState(false);
  // What the user changed on single rows in the review: a category, or leaving the row out.
  const [edits, setEdits] = useState<Map<number, RowEdit>>(() => new Map());
  // A Norma 43 with several accounts: the account each statement goes to. A QIF: its date order.
  const [statementChoices, setStatementChoices] = useState<StatementChoice[]>([]);
  const [dateOrder, setDateOrder] = useState<QifDateOrder | null>(null);
  // «Traer desde otra app»: a whole app's export instead of one bank file (decision 047).
  const [switching, setSwitching] = useState(false);
  const accounts = useImportAccounts(step === 'file');
  const commit = useCommitImport();
  const categories = useCategories();
  // An uploaded file that is never imported is discarded when the wizard closes or starts over.
  const pendingImport = useRef<string | null>(null);
  useEffect(() => () => discard(pendingImport), []);

  const importId = uploaded?.result.import.id ?? null;
  // Formats that say what each field is (Norma 43, camt, OFX, QIF) come without options: no mapping step.
  const isOfx = uploaded !== null && uploaded.result.options === null;
  const effective = useMemo(() => (format ? optionsWithRoles(format, roles) : null), [format, roles]);
  const [debounced] = useDebouncedValue(effective, 350);
  const statements = uploaded?.result.statements ?? [];
  const choices = useMemo<ImportChoices>(
    () => ({
      statementAccounts:
        statements.length > 1
          ? statementChoices.flatMap((choice, statement) =>
              choice === undefined ? [] : [{ statement, account_id: choice }],
            )
          : [],
      dateOrder,
    }),
    [statements.length, statementChoices, dateOrder],
  );
  const unchosen =
    statements.length > 1 && statements.some((statement) => statementChoices[statement.index] === undefined);
  const analysis = useImportAnalysis(
    importId,
    isOfx ? null : debounced,
    (step === 'mapping' || step === 'review') && (isOfx || debounced !== null),
    choices,
  );
  const analysisFetching = analysis.isFetching || (!isOfx && debounced !== effective);
  const progress = useImportProgress(importId, commit.isPending);
  // A file read and not yet imported is work the user would lose by closing.
  useReportDirty(uploaded !== null && step !== 'commit');
  // Each step takes the focus to its heading, so the keyboard and a screen reader start there
  // instead of on <body> (the previous step's buttons are gone).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  function received(result: UploadResult, account: Account) {
    pendingImport.current = result.import.id;
    setUploaded({ result, account });
    setIncluded(new Set());
    setEdits(new Map());
    setSkipErrors(false);
    setDateOrder(null);
    // The first statement goes to the account the file was uploaded for; the others wait for the user.
    setStatementChoices(
      result.statements.map((statement) =>
        statement.index === 0 && (statement.currency ?? account.currency) === account.currency ? account.id : undefined,
      ),
    );
    if (result.options) {
      setFormat(result.options);
      setRoles(rolesFromOptions(result.options, columnCount(result.headers, result.sample)));
      setStep('mapping');
    } else {
      setFormat(null);
      setStep('review');
    }
  }

  function startOver() {
    discard(pendingImport);
    setUploaded(null);
    commit.reset();
    setStep('file');
  }

  function startCommit() {
    if (!importId) return;
    setStep('commit');
    pendingImport.current = null;
    commit.mutate(
      {
        id: importId,
        options: isOfx ? null : effective,
        includeDuplicateRows: [...included],
        skipErrorRows: skipErrors,
        choices,
        rowChoices: rowChoices(edits),
      },
      {
        onError: () => {
          pendingImport.current = importId;
        },
      },
    );
  }

  if (switching) {
    return (
      <SwitchApp accounts={accounts.data ?? []} locale={locale} onBack={() => setSwitching(false)} onClose={onClose} />
    );
  }

  const active = steps.indexOf(step);
  return (
    <Box>
      <Text component="h3" ref={stepHeading} tabIndex={-1} size="sm" c="dimmed" fw={600} mb="xs" mt={0}>
        Paso {active + 1} de {steps.length} · {stepLabels[step]}
        {uploaded ? ` · ${uploaded.result.import.file_name} → ${uploaded.account.name}` : ''}
      </Text>
      <Box aria-hidden="true" mb="lg" visibleFrom="xs">
        <Stepper active={active} size="sm" iconSize={30}>
          {steps.map((item) => (
            <Stepper.Step
              key={item}
              label={stepLabels[item]}
              description={item === 'mapping' && isOfx ? 'No hace falta' : undefined}
            />
          ))}
        </Stepper>
      </Box>
      {step === 'file' ? (
        <Button
          variant="light"
          color="grape"
          fullWidth
          mb="md"
          leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
          onClick={() => setSwitching(true)}
        >
          Traer desde otra app: YNAB, Actual, Firefly III, Fintonic o Wallet
        </Button>
      ) : null}
      {step === 'file' ? (
        <FileStep
          accounts={accounts.data}
          loadingAccounts={accounts.isPending}
          defaultAccountId={uploaded?.account.id ?? accountId}
          onUploaded={received}
          onCancel={onClose}
        />
      ) : null}
      {step === 'mapping' && uploaded && format ? (
        <MappingStep
          upload={uploaded.result}
          format={format}
          roles={roles}
          onFormatChange={(next) => {
            setFormat(next);
            setIncluded(new Set());
            setEdits(new Map());
          }}
          onRoleChange={(column, role) => {
            setRoles((current) => assignRole(current, column, role));
            setIncluded(new Set());
            setEdits(new Map());
          }}
          analysis={{ data: analysis.data, fetching: analysisFetching, error: analysis.error }}
          locale={locale}
          onBack={startOver}
          onContinue={() => setStep('review')}
        />
      ) : null}
      {step === 'review' ? (
        <ReviewStep
          analysis={analysis.isError ? undefined : analysis.data}
          fetching={analysisFetching}
          error={analysis.error}
          locale={locale}
          included={included}
          onIncludedChange={setIncluded}
          skipErrors={skipErrors}
          onSkipErrorsChange={setSkipErrors}
          backLabel={isOfx ? 'Elegir otro archivo' : 'Volver a las columnas'}
          onBack={isOfx ? startOver : () => setStep('mapping')}
          onCommit={startCommit}
          waitingFor={unchosen ? 'Elige la cuenta de cada extracto' : null}
          categories={categories.data}
          edits={edits}
          onEditsChange={setEdits}
          loadMoreRows={
            importId ? (from) => analyzeImport(importId, isOfx ? null : debounced, choices, from) : undefined
          }
          choices={
            statements.length > 1 ? (
              <StatementAccounts
                statements={statements}
                accounts={accounts.data ?? []}
                choices={statementChoices}
                onChange={(next) => {
                  setStatementChoices(next);
                  setIncluded(new Set());
                  setEdits(new Map());
                }}
                analysis={analysis.data}
                locale={locale}
              />
            ) : uploaded?.result.import.format === 'qif' ? (
              <DateOrderSelect value={dateOrder} onChange={setDateOrder} />
            ) : null
          }
        />
      ) : null}
      {step === 'commit' ? (
        <CommitStep
          pending={commit.isPending}
          progress={progress.data}
          summary={commit.data}
          currency={uploaded?.account.currency ?? 'EUR'}
          locale={locale}
          keptDuplicates={included.size}
          error={commit.error}
          onBack={() => {
            commit.reset();
            setStep('review');
          }}
          onClose={onClose}
        />
      ) : null}
    </Box>
  );
}

/** The review's edits as the commit takes them: a left-out row, or a row's chosen category. */
function rowChoices(edits: ReadonlyMap<number, RowEdit>): RowChoice[] {
  return [...edits].flatMap(([row, edit]): RowChoice[] =>
    edit.skip ? [{ row, skip: true }] : edit.category_id !== undefined ? [{ row, category_id: edit.category_id }] : [],
  );
}

function discard(pending: { current: string | null }) {
  const id = pending.current;
  pending.current = null;
  if (id) void deleteImport(id).catch(() => undefined);
}
