import fc from 'fast-check';

/*
 * Building blocks of the generated bad-input suite (bad-input.test.ts): a valid body from a route's
 * OpenAPI schema, the bad values fast-check draws from, and the checks every refusal must pass.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Operation = {
  method: string;
  path: string;
  parameters: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }>;
  body: JsonSchema | null;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

export function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** Ids of a user's rows, by what they are (account, category…), for path parameters and id fields. */
export type IdBook = Record<string, string>;

/** Which kind of row a path's `{id}` names: `/api/savings-goals/{id}/contributions/{contributionId}`. */
export function idKindFor(path: string, parameter: string): string {
  if (parameter !== 'id') return parameter.replace(/Id$/, '');
  const segment = path.split('/{id}')[0]!.split('/').filter(Boolean).slice(1).join('/');
  return segment;
}

/** Which kind of row a body or query field names: account_id, from_account_id, category_ids… */
export function idKindForField(name: string): string | null {
  if (/account_ids?$/.test(name)) return 'accounts';
  if (/category_ids?$/.test(name)) return 'categories';
  if (/^ids$|transaction_id/.test(name)) return 'transactions';
  if (/rule_id/.test(name)) return 'rules';
  if (/goal_id/.test(name)) return 'savings-goals';
  if (/otp_id/.test(name)) return 'otp';
  return null;
}

const pick = (schema: JsonSchema): JsonSchema => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.find((option) => option.type !== 'null') ?? options[0]!;
  if (schema.allOf?.[0]) return { ...schema.allOf[0], ...schema };
  return schema;
};

/** A value the schema accepts, as far as a field's name and schema tell: the base that one bad field is put into. */
export function validValue(schema: JsonSchema, name: string, ids: IdBook): unknown {
  const s = pick(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((value) => value !== null);
  if (s.default !== undefined && s.type !== 'object') return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || /^(amount|date|payee|name|title|category_id|account_id)$/.test(key))
          out[key] = validValue(property, key, ids);
      }
      return out;
    }
    case 'array': {
      const kind = idKindForField(name);
      if (kind && ids[kind]) return [ids[kind]];
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items ?? {}, name, ids));
    }
    case 'integer':
    case 'number': {
      if (/probability/.test(name)) return 50;
      const low =
        typeof s.minimum === 'number' && s.minimum > -1e6
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      const value = Math.max(low, 1);
      return typeof s.maximum === 'number' ? Math.min(value, s.maximum) : value;
    }
    case 'boolean':
      return false;
    case 'string':
      return validString(s, name, ids);
    default:
      return null;
  }
}

function validString(s: JsonSchema, name: string, ids: IdBook): string {
  const kind = idKindForField(name);
  if (s.format === 'uuid') return (kind && ids[kind]) ?? ids.accounts ?? '0190a000-0000-7000-8000-000000000000';
  if (s.format === 'date' || /date|^from$|^to$|^until$/.test(name)) return '2026-01-15';
  if (s.format === 'email' || name === 'email') return 'probe@example.com';
  if (name === 'phone') return '+573001234567';
  if (/currency/.test(name)) return name.startsWith('to_') ? 'USD' : 'EUR';
  if (/color/.test(name)) return '#336699';
  if (name === 'rate') return '1.5';
  if (name === 'code') return '123456';
  if (name === 'month' || s.pattern?.includes('(0[1-9]|1[0-2])$')) return '2026-01';
  if (/password/.test(name)) return 'Una-Clave-Larga-1';
  return 'prueba'.padEnd(s.minLength ?? 1, 'x');
}

/** Nested arrays `depth` deep, as JSON text (building the value itself would cost the test's stack). */
export const deepJson = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

const HUGE = 'x'.repeat(100_000);

/** Values no field should take without a clean 400 (or be ignored): drawn per field by fast-check. */
export function badValue(otherUserId: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1.5,
      -0,
      1e308,
      -1e308,
      2 ** 53 + 2,
      -(2 ** 53 + 2),
      2 ** 63,
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      'línea\u0007',
      '\u001b[2J',
      '\u202e\u200b',
      HUGE,
      '0000-01-01',
      '0001-01-01',
      '2026-02-30',
      '9999-12-31',
      '1899-12-31',
      '2200-01-01',
      '0000-01',
      '9999-12',
      '1e3',
      'NaN',
      'Infinity',
      '-0',
      '__proto__',
      "'; drop table users; --",
      '../../etc/passwd',
      '<script>alert(1)</script>',
      '=HYPERLINK("http://x")',
      otherUserId,
      '00000000-0000-0000-0000-000000000000',
      {},
      [],
      { __proto__: { admin: true } },
      JSON.parse('{"__proto__":{"admin":true}}'),
      { constructor: { prototype: { admin: true } } },
      Array.from({ length: 10_000 }, (_, index) => index),
      Array.from({ length: 5_000 }, () => otherUserId),
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 10,
    }),
    fc.double(),
    fc.bigInt().map((value) => Number(value)),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 5 }),
  );
}

/** Raw values for a query parameter or a path segment (already URL-encoded where needed). */
export function badRawValue(otherUserId: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      '%00',
      'a%00b',
      '%07',
      '%1B%5B2J',
      '%E2%80%AE%E2%80%8B',
      'x'.repeat(100_000),
      'a'.repeat(150),
      '0000-01-01',
      '2026-02-30',
      '9999-12-31',
      '0000-01',
      '9999-12',
      '1e309',
      '-9999999999999999999999',
      'NaN',
      '-1',
      '0x10',
      'null',
      'true',
      '%',
      '%E0%A4%A',
      '..%2F..%2Fetc',
      otherUserId,
      `${otherUserId},${otherUserId}`,
      Array.from({ length: 2_000 }, () => otherUserId).join(','),
      'eyJ0IjoiMjAyNi0wMS0wMSIsImlkIjoiJyBvciAxPTEgLS0ifQ',
      'W3siYSI6MX1d',
      '!!!',
      '%F0%9F%92%A5',
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map(encodeURIComponent),
    fc
      .string({ unit: 'binary', maxLength: 20 })
      .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, 'x'))),
  );
}

const ENGLISH =
  /\b(the|is|must|should|expected|received|invalid input|not found|bad request|internal|too many requests|required property|unsupported|exceed|error:)\b/i;

/** Why an answer is not a proper refusal (`null` when it is): JSON `{"errors":[{message, field?}]}` in Spanish. */
export function envelopeProblem(contentType: string | undefined, body: string): string | null {
  if (!contentType?.includes('application/json')) return `content-type ${contentType ?? 'none'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  const errors = (parsed as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return `no errors array: ${body.slice(0, 120)}`;
  for (const item of errors as Array<{ message?: unknown; field?: unknown }>) {
    if (typeof item.message !== 'string' || item.message.trim() === '')
      return `error without a message: ${body.slice(0, 120)}`;
    if (item.field !== undefined && typeof item.field !== 'string') return `field is not text: ${body.slice(0, 120)}`;
    if (ENGLISH.test(item.message)) return `message not in Spanish: ${item.message.slice(0, 120)}`;
  }
  return null;
}
