import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Rule } from '@cuentas/shared/schemas/transactions';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { initialRuleValues, type RuleDraft } from '../lib/rule-values.ts';
import { ApplyRulesStep } from './apply-rules-step.tsx';
import { RuleForm } from './rule-form.tsx';

/** Which rule the modal shows: a new one (from a draft) or an existing one. */
export type RuleEditorState = { draft: RuleDraft } | { rule: Rule };

type RuleModalProps = {
  state: RuleEditorState | null;
  categories: readonly Category[];
  accounts: readonly Account[];
  baseCurrency: string;
  locale: string;
  onClose: () => void;
  /** After past transactions were re-categorised: the caller refreshes what depends on them. */
  onApplied: (updated: number) => void;
};

/** Create or edit a rule, then offer to run the rules over past transactions. */
export function RuleModal({ state: current, ...props }: RuleModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const state = useLastDefined(current);
  return (
    <Modal
      opened={current !== null}
      onClose={props.onClose}
      title={state && 'rule' in state ? 'Editar regla' : 'Nueva regla'}
      fullScreen={phone}
      centered
    >
      {state ? <RuleModalBody key={'rule' in state ? state.rule.id : 'new'} state={state} {...props} /> : null}
    </Modal>
  );
}

function RuleModalBody({
  state,
  categories,
  accounts,
  baseCurrency,
  locale,
  onClose,
  onApplied,
}: RuleModalProps & { state: RuleEditorState }) {
  const [saved, setSaved] = useState<Rule | null>(null);
  if (saved) return <ApplyRulesStep onDone={onClose} onApplied={onApplied} />;
  const rule = 'rule' in state ? state.rule : undefined;
  const currency = accounts.find((account) => account.id === rule?.account_id)?.currency ?? baseCurrency;
  const initial = rule
    ? initialRuleValues({ rule, currency, locale })
    : initialRuleValues({ draft: 'draft' in state ? state.draft : {} });
  return (
    <RuleForm
      initial={initial}
      rule={rule}
      categories={categories}
      accounts={accounts}
      baseCurrency={baseCurrency}
      locale={locale}
      onSaved={setSaved}
      onCancel={onClose}
    />
  );
}
