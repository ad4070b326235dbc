/**
 * Numbers that name something and are never money (decision 031): a reference a company gave
 * («el número de mi reclamo es 20931177», «ticket: 558812», «radicado 2026118842»), and an ordinal
 * («3er piso», «7mo B», «2da puerta»). Removed before asking whether a message carries an amount;
 * when nothing is left, nothing was spent.
 */

// A reference's noun, a few words, then «es», «:», «#» or «número» and five digits or more, unbroken.
const SAID_REFERENCE = String.raw`\b(?:folio|ticket|caso|queja|reclamo|reclamacion|radicado|expediente|tramite|guia|seguimiento|tracking|referencia|ref|poliza|contrato|incidencia|reporte|solicitud|afiliado|localizador|confirmacion|denuncia)\b(?: [a-z]+){0,4}?(?: es| era|:|#| n| no| nro| numero| num)\.?:? ?#? ?\d{5,}\b(?![.,]\d)`;
// Nouns that only ever name a reference may stand right before it: «folio 88120», «radicado 55102».
const BARE_REFERENCE = String.raw`\b(?:folio|radicado|expediente|localizador|tracking|ticket|nro de caso|numero de caso)\.?:? ?#? ?\d{5,}\b(?![.,]\d)`;
// «5to B», «3er piso», «2da», «1º»: an ordinal is never an amount.
const ORDINAL = String.raw`\b\d{1,2}(?:er|ro|do|da|to|ta|vo|va|mo|ma|no|na|º|°|ª)\.?(?= |$|,)(?: piso| planta| puerta| dpto| depto)?(?: [a-z]\b)?`;

const REFERENCE = new RegExp([SAID_REFERENCE, BARE_REFERENCE].join('|'), 'g');
const ORDINALS = new RegExp(ORDINAL, 'g');

/** The folded message without references and ordinals (spaces in their place). */
export function withoutReferences(folded: string): string {
  return folded.replace(REFERENCE, ' ').replace(ORDINALS, ' ');
}
