// «la luz subió a 90 mil», «me suben el cupo a 2 palos», «me gustaría ahorrar como 300 lucas para el
// viaje»: a price or a limit that changed, or money one wishes to put aside, is news or a plan, not
// money that moved. Read on the words said before the amount; the chat asks instead of recording.
const CHANGED_TO =
  /\b(?:subio|sube|suben|subieron|subira|bajo|baja|bajan|bajaron|aumento|aumenta|aumentaron|aumentan|subir|bajar|aumentar)\s+(?:el |la |mi )?(?:(?:precio|cupo|limite|tarifa|cuota|mensualidad|plan)\s+)?(?:(?:de|del) (?:la |el |mi )?\S+ )?a\s*\$?\s*(?:como|unos|unas)?\s*$/;
const WISH_TO_SAVE =
  /\b(?:me gustaria|quisiera|quiero|queria|ojala|ojala pudiera|planeo|pienso|voy a|tengo que|deberia)\s+(?:poder\s+)?(?:ahorrar|juntar|guardar)\b/;

/** Whether the words before the amount tell a change of price or limit, or a wish to save. */
export function figureNews(before: string): boolean {
  return CHANGED_TO.test(before) || WISH_TO_SAVE.test(before);
}
