import { z } from 'zod';
import { messages } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

function formatDate(value: unknown): string {
  const date = value instanceof Date ? value : new Date(Number(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum as number;
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return messages.stringLength(min);
      return min === 1 ? messages.required : messages.stringMin(min);
    case 'array':
    case 'set':
      return issue.exact ? messages.arrayLength(min) : messages.arrayMin(min);
    case 'date':
      return messages.dateMin(formatDate(issue.minimum));
    default:
      if (min === 0 && !issue.inclusive) return messages.positive;
      return issue.inclusive ? messages.numberMin(issue.minimum as number) : messages.moreThan(issue.minimum as number);
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum as number;
  switch (issue.origin) {
    case 'string':
      return issue.exact ? messages.stringLength(max) : messages.stringMax(max);
    case 'array':
    case 'set':
      return issue.exact ? messages.arrayLength(max) : messages.arrayMax(max);
    case 'date':
      return messages.dateMax(formatDate(issue.maximum));
    default:
      if (max === 0 && !issue.inclusive) return messages.negative;
      return issue.inclusive ? messages.numberMax(issue.maximum as number) : messages.lessThan(issue.maximum as number);
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return messages.email;
    case 'url':
      return messages.url;
    case 'uuid':
    case 'guid':
      return messages.uuid;
    case 'lowercase':
      return messages.lowercase;
    case 'uppercase':
      return messages.uppercase;
    default:
      return messages.invalid;
  }
}

/** Zod error map that speaks the Spanish catalogue (docs/architecture.md §8.8). */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return messages.required;
      if (issue.expected === 'int') return messages.integer;
      return messages.wrongType(issue.expected);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      if (issue.input === undefined || issue.input === null) return messages.required;
      return issue.values.length === 1 && typeof issue.values[0] === 'boolean'
        ? messages.booleanIs(issue.values[0])
        : messages.oneOf(issue.values);
    case 'unrecognized_keys':
      return messages.noUnknownKeys(issue.keys);
    case 'not_multiple_of':
      return issue.divisor === 1 ? messages.integer : messages.invalid;
    default:
      return messages.invalid;
  }
}

let installed = false;
/** Installs the Spanish messages as zod's global error map (idempotent). */
export function installSpanishErrors(): void {
  if (installed) return;
  z.config({ customError: (issue) => spanishIssueMessage(issue) });
  installed = true;
}
