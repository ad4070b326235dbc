export type ForecastItem = { month: string; amount: number; probability: number };
export type ForecastPoint = { month: string; expected: number; low: number; high: number };

/** Mean and (sample) standard deviation of the monthly net flows seen. */
export function flowStats(monthlyNet: number[]): { mean: number; stdDev: number } {
  if (monthlyNet.length === 0) return { mean: 0, stdDev: 0 };
  const mean = monthlyNet.reduce((acc, value) => acc + value, 0) / monthlyNet.length;
  if (monthlyNet.length < 2) return { mean, stdDev: 0 };
  const variance = monthlyNet.reduce((acc, value) => acc + (value - mean) ** 2, 0) / (monthlyNet.length - 1);
  return { mean, stdDev: Math.sqrt(variance) };
}

/**
 * Balance month by month: start + k × the usual monthly net + the known items (one-off bills and
 * prospects weighted by probability) up to that month. The band widens with the month-to-month
 * variation (σ√k) and with each prospect's own uncertainty (amount² · p · (1 − p)), at ±1σ.
 */
export function projectBalance(
  start: number,
  months: string[],
  monthlyMean: number,
  monthlyStdDev: number,
  items: ForecastItem[],
): ForecastPoint[] {
  let knownExpected = 0;
  let knownVariance = 0;
  return months.map((month, index) => {
    for (const item of items.filter((candidate) => candidate.month === month)) {
      knownExpected += item.amount * item.probability;
      knownVariance += item.amount ** 2 * item.probability * (1 - item.probability);
    }
    const k = index + 1;
    const expected = start + k * monthlyMean + knownExpected;
    const spread = Math.sqrt(k * monthlyStdDev ** 2 + knownVariance);
    return {
      month,
      expected: Math.round(expected),
      low: Math.round(expected - spread),
      high: Math.round(expected + spread),
    };
  });
}
