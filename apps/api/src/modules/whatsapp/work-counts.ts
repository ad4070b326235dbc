import { findAmounts } from './amounts.ts';

/**
 * A count of the day's work, not money: «hoy hice 12 carreras», «llevo 8 entregas», «completé 15
 * pedidos». A driver or courier counts rides and deliveries; the number is how many, and with no
 * other amount in the message nothing is recorded (what they earned is told apart, «gané 180»).
 */
const WORK_COUNT =
  /\b(?:hice|hicimos|he hecho|hemos hecho|llevo|llevamos|complete|completamos|tuve|tuvimos|van|saque|sacamos)\s+(?:unas?\s+|como\s+)?\d{1,3}\s+(?:carreras|viajes|entregas|pedidos|servicios|domicilios|deliverys?|envios|fletes|rutas|vueltas|turnos|clientes|cortes|mandados|repartos)\b/;

export function isWorkCount(folded: string): boolean {
  const count = WORK_COUNT.exec(folded);
  if (!count) return false;
  const rest = folded.slice(0, count.index) + ' ' + folded.slice(count.index + count[0].length);
  return findAmounts(rest).length === 0;
}
