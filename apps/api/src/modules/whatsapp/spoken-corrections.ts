/**
 * Ways of speaking around a correction of the last capture that say nothing of what changes, and
 * that the correction readers (intent.ts, corrections.ts) would otherwise take for part of it.
 * Each is removed, and the plain correction left is read again; a message that is not a
 * correction once plain stays a capture (intent.ts only keeps a correction from the reading).
 *
 * - The focus «fue» of Colombian and Venezuelan speech: «lo pagué fue con la tarjeta», «la compré
 *   fue el martes» say «lo pagué con la tarjeta», «la compré el martes».
 * - An order to fix with nothing after it but a pause, then the fix: «corríjalo por favor, eso fue
 *   el lunes», «arréglalo: fue con nequi».
 * - A demonstrative for the movement before «fue»/«era»: «ese fue el martes», «esa era de la
 *   visa» say what «eso fue…» says.
 * - What it was not, said after what it was: «fue la luz, no el internet», «era el martes, no
 *   el lunes». What it was not names the capture's old value, which is already saved.
 */

// A past verb with its object pronoun, then the focus «fue»: the «fue» adds no meaning.
const FOCUS_FUE =
  /^((?:(?:eso|esto) )?(?:(?:se )?(?:lo|la|los|las|me lo|me la) )?(?:pague|pagamos|compre|compramos|gaste|gastamos|hice|hicimos|pedi|pedimos|cargue|use|usamos|saque|tome|tomamos))\s+fue\s+(?=(?:con|en|por|desde|de|del|el|la|ayer|anteayer|antier|anoche|hoy|el)\b)/;

// An order to fix the last capture that names no value, then a pause: the fix follows it.
// «señorita corríjalo…», «jefe, arréglelo…», «mija cámbialo…»: a title or a term of address
// before the order speaks to the assistant, and says nothing of what changes.
const ADDRESS =
  'senorita|senora|senor|seno|seño|joven|jefe|jefa|jefecito|mija|mijo|mi amor|amor|bro|compa|don|dona|doc|doctora?|reina|carino|corazon|hermano|hermana|manito|parce|parcero|che|wey|guey|amigo|amiga|profe|oiga|oigame|disculpe|disculpa|hola|buenas|buenos dias|buenas tardes';

const FIX_ORDER = new RegExp(
  `^(?:(?:no|oye|mira|porfa|por favor|perdon|${ADDRESS})[,.!]?\\s+)*` +
    /(?:corrigelo|corrigela|corrijalo|corrijala|corregilo|corregila|corrigeme|corrijame|corrigemelo|corregimelo|arreglalo|arreglala|arreglelo|arreglela|arreglamelo|arreglemelo|corrijamelo|cambiamelo|cambiemelo|corrige|corrija|corregi|arregla|arregle|cambialo|cambielo|corrige eso|corrija eso|arregla eso|arregle eso|cambia eso|cambie eso)(?:\s+(?:por favor|por fa|porfa|porfis|porfi|plis|pls|xfa|x fa|rapido|ya))?\s*[,.:;!]+\s*/
      .source,
);

// «no espera, fue el gas», «momento, era con nequi»: a pause to take back what was saved.
const WAIT =
  /^(?:no+[,.!]*\s+)?(?:(?:espera|espere|esperate|pera|momento|un momento)[,.!]*\s+)+(?=(?:fue|era|eran|fueron|es|son|eso|esto|lo|la|con|en|desde)\b)/;

// «ese fue», «esa era», «este gasto fue»: the movement named by a demonstrative of either gender.
const DEMONSTRATIVE =
  /^(?:ese|esa|este|esta|aquel|aquella)(?: (?:gasto|pago|movimiento|ingreso|cobro))? (?=(?:fue|era|es)\b)/;

// «…, no el agua», «…, no en efectivo», «… y no el lunes»: what it was not, at the end. Not «…, no
// era por nequi sino por daviplata»: after «sino» comes what it was.
const NOT_THAT_END =
  /(?:\s*,\s*|\s+y\s+)no\s+(?:(?:era|fue|es)\s+)?(?:(?:el|la|los|las|lo de|en|con|de|del|por|un|una)\s+)?(?![a-z ]*\bsino\b)[a-z ]+$/;

/** The correction without the words around it that change nothing, or the text as it was. */
export function plainCorrection(folded: string): string {
  const plain = folded
    .replace(FIX_ORDER, '')
    .replace(WAIT, '')
    .replace(FOCUS_FUE, '$1 ')
    // «eso lo pagué con la master»: «eso» before the pronoun names the same movement twice.
    .replace(/^(?:eso|esto) (?=(?:lo|la|los|las) )/, '')
    .replace(DEMONSTRATIVE, 'eso ')
    .replace(/\s+/g, ' ')
    .trim();
  // Only after a value is said: «no, no el agua» alone says nothing of what it was.
  const unsaid = plain.replace(NOT_THAT_END, '').trim();
  return /[a-z]{2,}/.test(unsaid.replace(/^(?:no|espera|pera|oye|perdon|ay|uy)\b[,.!]?\s*/g, '')) ? unsaid : plain;
}
