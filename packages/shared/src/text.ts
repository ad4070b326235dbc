/**
 * Text compared as people type it: with or without accents (and the tilde of ñ), in any case.
 * "Gasté", "gaste" and "GASTE" fold to one word (docs/architecture.md §4.11).
 */

/** The letters without their accents, case kept: "Peña Núñez" → "Pena Nunez". */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Without accents and in lower case: "Configuración" → "configuracion". */
export function foldAccents(text: string): string {
  return stripAccents(text).toLowerCase();
}
