/**
 * The arithmetic of shared expenses (decision 044), pure so a property test can drive it: how an
 * amount is split among members, and what each owes once expenses and settlements are counted.
 * Amounts are integer minor units; nothing is ever rounded away.
 */

export type SplitMethod = 'equal' | 'shares' | 'amounts' | 'income';

/**
 * Splits `total` by integer weights (equal: all 1). Largest remainder: each gets the floor of
 * their exact part, and the minor units left go one each to the largest remainders (ties by the
 * order given), so the parts always add up to the total.
 */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0) throw new RangeError('weights must add up to more than zero');
  const exact = weights.map((weight) => (BigInt(total) * BigInt(weight)) / BigInt(sum));
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (BigInt(total) * BigInt(weight)) % BigInt(sum),
  }));
  let left = total - Number(exact.reduce((a, b) => a + b, 0n));
  const parts = exact.map(Number);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export type SharedExpense = { paidBy: string; amount: number; currency: string; shares: ReadonlyMap<string, number> };
export type Settlement = { from: string; to: string; amount: number; currency: string };

/**
 * Each member's net position per currency: what they paid for others minus what others paid for
 * them. Positive: the others owe them. The positions of a currency always add up to zero.
 */
export function netPositions(
  expenses: readonly SharedExpense[],
  settlements: readonly Settlement[],
): Map<string, Map<string, number>> {
  const byCurrency = new Map<string, Map<string, number>>();
  const add = (currency: string, member: string, amount: number) => {
    const members = byCurrency.get(currency) ?? new Map<string, number>();
    members.set(member, (members.get(member) ?? 0) + amount);
    byCurrency.set(currency, members);
  };
  for (const expense of expenses) {
    add(expense.currency, expense.paidBy, expense.amount);
    for (const [member, share] of expense.shares) add(expense.currency, member, -share);
  }
  for (const settlement of settlements) {
    add(settlement.currency, settlement.from, settlement.amount);
    add(settlement.currency, settlement.to, -settlement.amount);
  }
  return byCurrency;
}

export type Debt = { from: string; to: string; amount: number };

/**
 * Who pays whom to settle one currency, in as few payments as the greedy match gives: the largest
 * debtor pays the largest creditor, and so on. Members in a stable order for ties.
 */
export function debtsOf(positions: ReadonlyMap<string, number>): Debt[] {
  const debtors = [...positions].filter(([, net]) => net < 0).map(([member, net]) => ({ member, left: -net }));
  const creditors = [...positions].filter(([, net]) => net > 0).map(([member, net]) => ({ member, left: net }));
  const order = (a: { member: string; left: number }, b: { member: string; left: number }) =>
    b.left - a.left || a.member.localeCompare(b.member);
  debtors.sort(order);
  creditors.sort(order);
  const debts: Debt[] = [];
  for (const debtor of debtors) {
    for (const creditor of creditors) {
      if (debtor.left === 0) break;
      if (creditor.left === 0) continue;
      const amount = Math.min(debtor.left, creditor.left);
      debts.push({ from: debtor.member, to: creditor.member, amount });
      debtor.left -= amount;
      creditor.left -= amount;
    }
  }
  return debts;
}
