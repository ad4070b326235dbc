import type { PlanPrice } from '@cuentas/shared/schemas/subscription';
import type { AppConfig } from '../../config.ts';

const parsed = new WeakMap<AppConfig, Map<string, PlanPrice>>();

/** PREMIUM_PRICES (`CUR:monthly:yearly,…`, minor units) as a map by currency; bad entries stop nothing, they are skipped. */
export function premiumPrices(config: AppConfig): Map<string, PlanPrice> {
  let prices = parsed.get(config);
  if (!prices) {
    prices = new Map();
    for (const entry of config.PREMIUM_PRICES.split(',')) {
      const match = /^\s*([A-Z]{3}):(\d+):(\d+)\s*$/.exec(entry);
      if (match) prices.set(match[1]!, { currency: match[1]!, monthly: Number(match[2]), yearly: Number(match[3]) });
    }
    parsed.set(config, prices);
  }
  return prices;
}

/** Premium's price in `currency` when it is offered, else in EUR (the price list's reference). */
export function priceFor(config: AppConfig, currency: string | null | undefined): PlanPrice | null {
  const prices = premiumPrices(config);
  return (currency ? prices.get(currency) : undefined) ?? prices.get('EUR') ?? prices.values().next().value ?? null;
}
