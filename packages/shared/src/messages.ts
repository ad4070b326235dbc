// The Spanish validation catalogue (docs/architecture.md §8.8), shared by the API and the forms.
// Every user-facing validation message comes from here, so the two sides never drift apart.

export const typeNames = {
  string: 'texto',
  number: 'número',
  bigint: 'número',
  boolean: 'booleano',
  date: 'fecha',
  array: 'arreglo',
  object: 'objeto',
  tuple: 'arreglo',
  record: 'objeto',
  map: 'objeto',
  set: 'arreglo',
} as const satisfies Record<string, string>;

export function translateType(type: string): string {
  return (typeNames as Record<string, string>)[type] ?? 'valor';
}

const list = (values: readonly unknown[]) => values.map(String).join(', ');
const characters = (n: number) => `${n} ${n === 1 ? 'carácter' : 'caracteres'}`;
const elements = (n: number) => `${n} ${n === 1 ? 'elemento' : 'elementos'}`;

export const messages = {
  required: 'Este campo es obligatorio',
  invalid: 'Este campo es inválido',
  wrongType: (type: string) => `El tipo de dato debe ser ${translateType(type)}`,
  email: 'Debe ser un correo electrónico válido',
  oneOf: (values: readonly unknown[]) => `Debe ser uno de los siguientes valores: ${list(values)}`,
  notOneOf: (values: readonly unknown[]) => `No debe ser uno de los siguientes valores: ${list(values)}`,
  defined: 'Este campo debe estar definido',
  stringLength: (length: number) => `Debe tener exactamente ${characters(length)}`,
  stringMin: (min: number) => `Debe tener al menos ${characters(min)}`,
  stringMax: (max: number) => `Debe tener como máximo ${characters(max)}`,
  url: 'Debe ser una URL válida',
  uuid: 'Debe ser un UUID válido',
  trimmed: 'No debe tener espacios al inicio ni al final',
  lowercase: 'Debe estar en minúsculas',
  uppercase: 'Debe estar en mayúsculas',
  numberMin: (min: number | bigint) => `Debe ser mayor o igual a ${min}`,
  numberMax: (max: number | bigint) => `Debe ser menor o igual a ${max}`,
  lessThan: (less: number | bigint) => `Debe ser menor que ${less}`,
  moreThan: (more: number | bigint) => `Debe ser mayor que ${more}`,
  positive: 'Debe ser un número positivo',
  negative: 'Debe ser un número negativo',
  integer: 'Debe ser un número entero',
  dateMin: (min: string) => `La fecha debe ser posterior a ${min}`,
  dateMax: (max: string) => `La fecha debe ser anterior a ${max}`,
  arrayLength: (length: number) => `Debe tener exactamente ${elements(length)}`,
  arrayMin: (min: number) => `Debe tener al menos ${elements(min)}`,
  arrayMax: (max: number) => `Debe tener como máximo ${elements(max)}`,
  booleanIs: (value: boolean) => `Debe ser ${value ? 'verdadero' : 'falso'}`,
  noUnknownKeys: (keys: readonly string[]) => `No se permiten claves desconocidas: ${keys.join(', ')}`,
  serverFallback: 'Error en el servidor, por favor intenta más tarde',
  controlCharacters: 'No puede contener caracteres de control ni caracteres nulos',
  lineBreaks: 'Debe ocupar una sola línea',
  visibleText: 'Debe contener texto visible',
  dateRange: 'Debe ser una fecha entre 01/01/1900 y 31/12/2199',
  monthRange: 'Debe ser un mes entre 1900-01 y 2199-12',
} as const;
