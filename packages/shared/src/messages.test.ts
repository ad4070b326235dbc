import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, translateType } from './messages.ts';
import { ConfirmOtpSchema, LoginSchema, OTP_CODE_MESSAGE, RegisterSchema } from './schemas/auth.ts';
import { CreateAccountSchema } from './schemas/accounts.ts';
import { PHONE_MESSAGE, phoneField } from './schemas/common.ts';
import { SaveConfigurationSchema } from './schemas/configuration.ts';
import { installSpanishErrors } from './zod-es.ts';

beforeAll(() => installSpanishErrors());

/** The messages of a failed parse, as [path, message] pairs. */
function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}
const messageOf = (schema: z.ZodType, value: unknown) => issuesOf(schema, value)[0]![1];

describe('the core messages of the Spanish catalogue', () => {
  const form = z.object({ name: z.string().min(1), email: z.email() });

  it('calls a missing, null or empty field required', () => {
    expect(issuesOf(form, {})).toEqual([
      ['name', 'Este campo es obligatorio'],
      ['email', 'Este campo es obligatorio'],
    ]);
    expect(issuesOf(form, { name: '', email: 'ana@example.com' })).toEqual([['name', 'Este campo es obligatorio']]);
    expect(issuesOf(form, { name: null, email: 'ana@example.com' })).toEqual([['name', 'Este campo es obligatorio']]);
  });

  it('calls a missing choice required, not a wrong choice', () => {
    const choices = z.object({ type: z.enum(['cash', 'savings']), accepted: z.literal(true) });
    expect(issuesOf(choices, {})).toEqual([
      ['type', 'Este campo es obligatorio'],
      ['accepted', 'Este campo es obligatorio'],
    ]);
  });

  it('names the expected type in Spanish', () => {
    expect(messageOf(z.string(), 5)).toBe('El tipo de dato debe ser texto');
    expect(messageOf(z.number(), '5')).toBe('El tipo de dato debe ser número');
    expect(messageOf(z.number(), Number.NaN)).toBe('El tipo de dato debe ser número');
    expect(messageOf(z.bigint(), '5')).toBe('El tipo de dato debe ser número');
    expect(messageOf(z.boolean(), 'true')).toBe('El tipo de dato debe ser booleano');
    expect(messageOf(z.array(z.string()), 'a')).toBe('El tipo de dato debe ser arreglo');
    expect(messageOf(z.object({}), 'a')).toBe('El tipo de dato debe ser objeto');
    expect(messageOf(z.date(), 'a')).toBe('El tipo de dato debe ser fecha');
    expect(messageOf(z.symbol(), 'a')).toBe('El tipo de dato debe ser valor');
  });

  it('uses the generic invalid message for rules without a message of their own', () => {
    expect(messageOf(z.string().regex(/^a+$/), 'b')).toBe('Este campo es inválido');
    expect(
      messageOf(
        z.string().refine((value) => value !== 'x'),
        'x',
      ),
    ).toBe('Este campo es inválido');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Este campo es inválido');
    expect(messageOf(z.iso.date(), '2024-13-01')).toBe('Este campo es inválido');
  });

  it('asks for a valid email', () => {
    expect(messageOf(z.email(), 'no-es-correo')).toBe('Debe ser un correo electrónico válido');
    expect(messageOf(z.string().email(), 'ana@')).toBe('Debe ser un correo electrónico válido');
  });

  it('keeps a message given by the schema itself', () => {
    expect(messageOf(z.string().min(3, 'A medida'), 'a')).toBe('A medida');
  });
});

describe('every rule kind of the Spanish catalogue', () => {
  it('one of a set of values', () => {
    expect(messageOf(z.enum(['cash', 'savings']), 'loan')).toBe(
      'Debe ser uno de los siguientes valores: cash, savings',
    );
    expect(messageOf(z.literal('ok'), 'ko')).toBe('Debe ser uno de los siguientes valores: ok');
  });

  it('string exact, minimum and maximum length', () => {
    expect(messageOf(z.string().length(3), 'ab')).toBe('Debe tener exactamente 3 caracteres');
    expect(messageOf(z.string().length(3), 'abcd')).toBe('Debe tener exactamente 3 caracteres');
    expect(messageOf(z.string().min(8), 'corta')).toBe('Debe tener al menos 8 caracteres');
    expect(messageOf(z.string().max(3), 'larga')).toBe('Debe tener como máximo 3 caracteres');
  });

  it('valid URL and UUID', () => {
    expect(messageOf(z.url(), 'no es url')).toBe('Debe ser una URL válida');
    expect(messageOf(z.uuid(), '1234')).toBe('Debe ser un UUID válido');
  });

  it('lowercase and uppercase', () => {
    expect(messageOf(z.string().lowercase(), 'Hola')).toBe('Debe estar en minúsculas');
    expect(messageOf(z.string().uppercase(), 'eur')).toBe('Debe estar en mayúsculas');
  });

  it('number minimum, maximum, less than and more than', () => {
    expect(messageOf(z.number().min(5), 4)).toBe('Debe ser mayor o igual a 5');
    expect(messageOf(z.number().max(5), 6)).toBe('Debe ser menor o igual a 5');
    expect(messageOf(z.number().lt(5), 5)).toBe('Debe ser menor que 5');
    expect(messageOf(z.number().gt(5), 5)).toBe('Debe ser mayor que 5');
    expect(messageOf(z.number().min(0), -1)).toBe('Debe ser mayor o igual a 0');
    expect(messageOf(z.number().max(0), 1)).toBe('Debe ser menor o igual a 0');
  });

  it('positive, negative and integer', () => {
    expect(messageOf(z.number().positive(), 0)).toBe('Debe ser un número positivo');
    expect(messageOf(z.number().negative(), 0)).toBe('Debe ser un número negativo');
    expect(messageOf(z.number().int(), 1.5)).toBe('Debe ser un número entero');
    expect(messageOf(z.int(), 2.5)).toBe('Debe ser un número entero');
    expect(messageOf(z.number().multipleOf(1), 2.5)).toBe('Debe ser un número entero');
  });

  it('date after a minimum or before a maximum', () => {
    const min = new Date('2024-01-01T00:00:00Z');
    expect(messageOf(z.date().min(min), new Date('2023-12-31T00:00:00Z'))).toBe(
      'La fecha debe ser posterior a 2024-01-01',
    );
    expect(messageOf(z.date().max(min), new Date('2024-01-02T00:00:00Z'))).toBe(
      'La fecha debe ser anterior a 2024-01-01',
    );
  });

  it('array exact, minimum and maximum length', () => {
    expect(messageOf(z.array(z.number()).length(2), [1])).toBe('Debe tener exactamente 2 elementos');
    expect(messageOf(z.array(z.number()).length(2), [1, 2, 3])).toBe('Debe tener exactamente 2 elementos');
    expect(messageOf(z.array(z.number()).min(2), [1])).toBe('Debe tener al menos 2 elementos');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('Debe tener como máximo 2 elementos');
  });

  it('speaks of one element or character in the singular', () => {
    expect(messageOf(z.array(z.number()).min(1), [])).not.toMatch(/\b1 elementos\b/);
    expect(messageOf(z.string().max(1), 'ab')).not.toMatch(/\b1 caracteres\b/);
  });

  it('boolean must equal a value', () => {
    expect(messageOf(z.literal(true), false)).toBe('Debe ser verdadero');
    expect(messageOf(z.literal(false), true)).toBe('Debe ser falso');
  });

  it('object disallows unknown keys', () => {
    expect(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual([
      ['', 'No se permiten claves desconocidas: b, c'],
    ]);
  });

  it('keeps the path of nested fields', () => {
    const schema = z.object({ lines: z.array(z.object({ amount: z.number() })) });
    expect(issuesOf(schema, { lines: [{ amount: 1 }, { amount: 'x' }] })).toEqual([
      ['lines.1.amount', 'El tipo de dato debe ser número'],
    ]);
  });
});

describe('the catalogue helpers', () => {
  it('translates type names, falling back to "valor"', () => {
    expect(translateType('string')).toBe('texto');
    expect(translateType('array')).toBe('arreglo');
    expect(translateType('symbol')).toBe('valor');
    expect(messages.wrongType('object')).toBe('El tipo de dato debe ser objeto');
    expect(messages.serverFallback).toBe('Error en el servidor, por favor intenta más tarde');
  });
});

describe('the shared schemas speak the catalogue', () => {
  it('login: required fields and a valid email', () => {
    expect(issuesOf(LoginSchema, {})).toEqual([
      ['email', 'Este campo es obligatorio'],
      ['password', 'Este campo es obligatorio'],
    ]);
    expect(issuesOf(LoginSchema, { email: '   ', password: 'x' })).toEqual([['email', 'Este campo es obligatorio']]);
    expect(issuesOf(LoginSchema, { email: 'ana', password: 'x' })).toEqual([
      ['email', 'Debe ser un correo electrónico válido'],
    ]);
  });

  it('login normalises the email to trimmed lower case', () => {
    expect(LoginSchema.parse({ email: '  Ana@Example.COM ', password: 'x' }).email).toBe('ana@example.com');
  });

  it('register: blank name is required, short password has a minimum', () => {
    const base = { otp_id: '0190a000-0000-7000-8000-000000000000', email: 'ana@example.com' };
    expect(issuesOf(RegisterSchema, { ...base, name: '   ', password: 'corta' })).toEqual([
      ['name', 'Este campo es obligatorio'],
      ['password', 'Debe tener al menos 8 caracteres'],
    ]);
  });

  it('confirm-otp: the code has six digits and the otp_id is a UUID', () => {
    expect(issuesOf(ConfirmOtpSchema, { otp_id: 'x', code: '12ab' })).toEqual([
      ['otp_id', 'Debe ser un UUID válido'],
      ['code', OTP_CODE_MESSAGE],
    ]);
    expect(OTP_CODE_MESSAGE).toBe('El código debe tener 6 dígitos');
  });

  it('phone: E.164 after removing spaces, dots, dashes and brackets', () => {
    expect(phoneField.parse(' +57 (300) 123-45.67 ')).toBe('+573001234567');
    expect(messageOf(phoneField, '3001234567')).toBe(PHONE_MESSAGE);
    expect(messageOf(phoneField, '+0123456789')).toBe(PHONE_MESSAGE);
  });

  it('configuration: country from the list, day of month between 1 and 31', () => {
    const issues = issuesOf(SaveConfigurationSchema, { country: 'XX', base_currency: 'EURO', month_start_day: 0 });
    expect(issues[0]).toEqual([
      'country',
      expect.stringMatching(/^Debe ser uno de los siguientes valores: AR, BO, CL, CO, /),
    ]);
    expect(issues.slice(1)).toEqual([
      ['base_currency', 'Debe ser un código de moneda ISO 4217, por ejemplo EUR'],
      ['month_start_day', 'Debe ser mayor o igual a 1'],
    ]);
  });

  it('accounts: opening balance in integer minor units', () => {
    expect(
      issuesOf(CreateAccountSchema, { name: 'Caja', type: 'cash', currency: 'EUR', opening_balance: 12.5 }),
    ).toEqual([['opening_balance', 'Debe ser un número entero']]);
    expect(CreateAccountSchema.parse({ name: ' Caja ', type: 'cash', currency: 'eur' })).toMatchObject({
      name: 'Caja',
      currency: 'EUR',
      opening_balance: 0,
    });
  });
});
