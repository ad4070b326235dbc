import { fold } from './text.ts';

/**
 * A message sent soon after a capture that reads like a correction of it («no era bbva, era la
 * nu», «uy no, fueron 30 nada más», «lo cargué con la cuenta rut») but that no correction rule
 * understood. Saving it as a new movement would count one purchase twice and say so with a
 * success reply, so it is asked about instead (decision 031, «a correction not understood»).
 */

/** How long after a capture a message that reads like a fix is taken to be about it. */
export const FIX_WINDOW_MS = 30 * 60_000;

// «no, …», «perdón …», «me equivoqué …», «en realidad …», «mejor dicho …», «uy no …»: a message
// that opens by taking back what was said.
const OPENS_AS_FIX =
  /^(?:(?:oye|ey|ay|uy|ups|uf|jaja\w*|pucha|chuta|ay no|uy no|no no)[,.!\s]+)*(?:no+[,.!]|nop\b|nel\b|perdon\b|perdona\b|disculpa\b|sorry\b|me equivoque\b|me confundi\b|me enrede\b|me lie\b|le erre\b|la embarre\b|en realidad\b|realmente\b|mejor dicho\b|corrijo\b|correccion\b|error\b|fe de erratas\b|era broma\b|al reves\b|digo\b)/;

// «no era …», «no fue …», «no eran …» anywhere: the last capture's amount, account, day or kind denied.
const DENIES = /\bno (?:era|eran|fue|fueron)\b/;

// «lo cargué …», «eso fue …», «la pagué …»: a pronoun pointing back at the movement just saved.
const POINTS_BACK =
  /^(?:(?:y|pero|ah|oh)\s+)?(?:lo|la|los|las|eso|esa|ese|esto)\s+(?:(?:le|les|me|se)\s+)?(?:cargue|pague|pagaste|hice|compre|saque|mande|pase|meti|puse|tenia|era|eran|fue|fueron|hizo|pago|dio|di)\b/;

// «corríjalo», «arréglalo», «cámbialo», «corrige eso» anywhere, after a title or a greeting too:
// an order to fix what was saved.
const ORDERS_FIX =
  /\b(?:corrigelo|corrigela|corrijalo|corrijala|corregilo|corregila|corrigeme|corrijame|corrigemelo|corrijamelo|corregimelo|arreglalo|arreglala|arreglelo|arreglela|arreglamelo|arreglemelo|cambialo|cambiala|cambielo|cambiela|cambiamelo|cambiemelo|(?:corrige|corrija|corregi|arregla|arregle|cambia|cambie) (?:eso|esto|el monto|la cuenta|la fecha|la categoria|lo anterior|lo ultimo))\b/;

// «se me olvidó anotar …», «también …», «otro …»: one more movement, told as such.
const ONE_MORE = /^otr[oa]s?\b|\b(?:olvide|olvidaba|se me olvido|se me paso|me falto|tambien|ademas)\b/;

/** Whether the message reads like a correction of the movement just saved. */
export function readsLikeFix(text: string): boolean {
  const folded = fold(text);
  if (ONE_MORE.test(folded)) return false;
  return OPENS_AS_FIX.test(folded) || DENIES.test(folded) || POINTS_BACK.test(folded) || ORDERS_FIX.test(folded);
}

/**
 * The question sent instead of saving: what it may correct, and how to say either reading, with
 * one of the person's own accounts as the example.
 */
export function fixNotUnderstood(movement: string, otherAccount: string | undefined): string {
  const account = otherAccount ? `«fue con ${otherAccount.toLowerCase()}», ` : '';
  return (
    `No anoté este mensaje ni cambié nada: parece que corriges ${movement}, y no entendí qué cambiar. ` +
    `Dímelo así: «eran 25», ${account}«fue ayer», «era comida», «era un ingreso» o «bórralo». ` +
    'Si es un movimiento nuevo, escríbelo empezando por «otro», por ejemplo «otro taxi 25».'
  );
}
