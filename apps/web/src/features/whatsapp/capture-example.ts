import { messageAmountExample } from '@cuentas/shared/input-examples';

/**
 * The example message of every WhatsApp hint, with the amount in the user's main currency written as
 * their country writes it: «gasté 12.500 en almuerzo» in Colombia, «gasté 12,50 en almuerzo» in Spain.
 */
export function captureExample(currency: string, locale: string): string {
  return `gasté ${messageAmountExample(currency, locale)} en almuerzo`;
}
