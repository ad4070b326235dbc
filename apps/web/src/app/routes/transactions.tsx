import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfiguration } from '../../api/configuration.ts';
import { useActiveHousehold } from '../../api/households.ts';
import { ImportButton } from '../../features/imports/components/import-button.tsx';
import { RuleModal, type RuleEditorState } from '../../features/rules/components/rule-modal.tsx';
import { RulesDrawer } from '../../features/rules/components/rules-drawer.tsx';
import { draftFromTransaction } from '../../features/rules/lib/rule-values.ts';
import { useAccounts } from '../../api/accounts.ts';
import { useCategories } from '../../api/categories.ts';
import { refreshAfterTransactionChange } from '../../features/transactions/api/query-keys.ts';
import { TransactionsScreen } from '../../features/transactions/components/transactions-screen.tsx';
import { localeForCountry } from '../../lib/locale.ts';

const noAccounts: Account[] = [];
const noCategories: Category[] = [];

/**
 * /transactions: the transactions feature, with the rules and imports features wired in beside it
 * (features do not import each other, so this route connects "Crear regla" to the rule editor and
 * puts the import wizard's button in the header).
 */
export function TransactionsPage() {
  const { data: configuration } = useConfiguration();
  const locale = localeForCountry(configuration?.country);
  const baseCurrency = configuration?.base_currency ?? 'EUR';
  const queryClient = useQueryClient();
  const accounts = useAccounts().data ?? noAccounts;
  const categories = useCategories().data ?? noCategories;
  const [ruleEditor, setRuleEditor] = useState<RuleEditorState | null>(null);
  const [rulesOpened, rulesDrawer] = useDisclosure(false);
  const refresh = () => void refreshAfterTransactionChange(queryClient);
  const { canWrite } = useActiveHousehold();

  return (
    <>
      <TransactionsScreen
        locale={locale}
        baseCurrency={baseCurrency}
        headerActions={
          canWrite ? (
            <>
              <ImportButton locale={locale} label="Importar" variant="default" />
              <Button
                variant="default"
                leftSection={<IconSparkles size={18} aria-hidden="true" />}
                onClick={rulesDrawer.open}
              >
                Reglas
              </Button>
            </>
          ) : null
        }
        onCreateRule={
          canWrite ? (transaction) => setRuleEditor({ draft: draftFromTransaction(transaction) }) : undefined
        }
      />
      <RulesDrawer
        opened={rulesOpened}
        categories={categories}
        accounts={accounts}
        baseCurrency={baseCurrency}
        locale={locale}
        onClose={rulesDrawer.close}
        onCreate={() => setRuleEditor({ draft: {} })}
        onEdit={(rule) => setRuleEditor({ rule })}
        onApplied={refresh}
      />
      <RuleModal
        state={ruleEditor}
        categories={categories}
        accounts={accounts}
        baseCurrency={baseCurrency}
        locale={locale}
        onClose={() => setRuleEditor(null)}
        onApplied={refresh}
      />
    </>
  );
}
