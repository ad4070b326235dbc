import { createHash } from 'node:crypto';
import { type PGlite, protocol } from '@electric-sql/pglite';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Every value of every row as the text PostgreSQL sent (null stays null); nothing is parsed. */
export type TextRows = (string | null)[][];

type Param = string | number | boolean | null;

/** A statement ready to send: its name on the connection, its text and its values. */
export type Statement = { name: string; text: string; params: Param[] };

/** Runs a hot read as a named prepared statement: parsed and planned once per connection. */
export type PreparedQuery = (query: SQL | Statement) => Promise<TextRows>;

/**
 * The one value of a one-row, one-column statement (a body the database wrote as JSON text), as
 * the UTF-8 bytes that go out on the wire: on PGlite they are never decoded into a string.
 */
export type PreparedText = (statement: Statement) => Promise<Buffer>;

const dialect = new PgDialect();
// Each distinct statement text stays prepared for the connection's life; past this many (an
// unusual mix of filters) the rest run unnamed, so a connection never hoards thousands of plans.
const MAX_NAMED = 256;

const isParam = (param: unknown): param is Param =>
  param === null || ['string', 'number', 'boolean'].includes(typeof param);
const nameOf = (text: string) => `cc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

function toStatement(query: SQL | Statement): Statement {
  if (!('getSQL' in query)) return query;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (!params.every(isParam)) throw new TypeError('Prepared statements take only text, number and boolean parameters');
  return { name: nameOf(text), text, params };
}

/**
 * A statement whose text is written once: `build` gets placeholders for its values, and each call
 * only binds new values. The hottest reads are built this way, so a request does not pay for
 * composing ~3 kB of SQL with drizzle and hashing it into a name (~50 µs of a ~1 ms page).
 */
export function statementTemplate<Name extends string>(build: (value: (name: Name) => Placeholder<Name>) => SQL) {
  const { sql: text, params } = dialect.sqlToQuery(build((name) => new Placeholder(name)));
  const name = nameOf(text);
  return (values: Record<Name, Param>): Statement => ({
    name,
    text,
    params: params.map((param) => {
      const value = param instanceof Placeholder ? values[param.name as Name] : param;
      if (!isParam(value))
        throw new TypeError(
          `No text, number or boolean value for ${String(param instanceof Placeholder ? param.name : param)}`,
        );
      return value;
    }),
  });
}

const asText = (param: Param) =>
  param === null ? null : typeof param === 'boolean' ? (param ? 't' : 'f') : String(param);

/** The two ways a hot read is answered: as rows of text, or as the bytes of its one value. */
export type Prepared = { rows: PreparedQuery; text: PreparedText };

/**
 * PostgreSQL through `pg`: its named statements are parsed once per pooled connection. Planning
 * the list page (a CTE building JSON) cost more than running it: 1.5 ms against 1.1 ms.
 */
export function preparedForPool(pool: pg.Pool): Prepared {
  const named = new Set<string>();
  const rawText = { getTypeParser: () => (value: string) => value };
  const rows: PreparedQuery = async (query) => {
    const { name, text, params } = toStatement(query);
    if (!named.has(name) && named.size < MAX_NAMED) named.add(name);
    const result = await pool.query<(string | null)[]>({
      ...(named.has(name) ? { name } : {}),
      text,
      values: params.map(asText),
      rowMode: 'array',
      types: rawText,
    });
    return result.rows;
  };
  return { rows, text: async (statement) => Buffer.from(onlyValue(await rows(statement))) };
}

const onlyValue = (rows: TextRows): string => {
  const value = rows[0]?.[0];
  if (value === undefined || value === null) throw new Error('The statement answered no value');
  return value;
};

/**
 * PGlite: `query()` costs five trips into WebAssembly (parse, describe, bind, describe, execute)
 * and plans every time. Here a statement is parsed once, then each call sends bind + execute +
 * sync as one message, under the same locks that `query()` takes.
 */
export function preparedForPglite(client: PGlite): Prepared {
  const parsed = new Set<string>();
  const run = async <T>(query: SQL | Statement, send: (message: Uint8Array) => Promise<T>): Promise<T> => {
    const { name: wanted, text, params } = toStatement(query);
    const name = parsed.has(wanted) || parsed.size < MAX_NAMED ? wanted : '';
    await client.waitReady;
    // The same two locks as query(): never inside another caller's open transaction (it would
    // see, and a cache would keep, rows that may yet roll back), and in turn with every query.
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const parts: Uint8Array[] = [];
        if (name === '' || !parsed.has(name)) parts.push(protocol.serialize.parse({ name, text }));
        parts.push(
          protocol.serialize.bind({ statement: name, values: params.map(asText) }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
        try {
          const answer = await send(concat(parts));
          if (name) parsed.add(name);
          return answer;
        } catch (err) {
          // The parse may have succeeded before bind failed: forget the name on both sides.
          if (name && !parsed.has(name))
            await client.execProtocol(
              concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
              { syncToFs: false, throwOnError: false },
            );
          throw err;
        }
      }),
    );
  };
  return {
    rows: (query) =>
      run(query, async (message) => {
        const { messages } = await client.execProtocol(message, { syncToFs: false });
        return messages.flatMap((message) =>
          message instanceof protocol.messages.DataRowMessage ? [message.fields] : [],
        );
      }),
    // A 20 kB page went through PGlite's protocol parser, a UTF-8 decode into a string and an
    // encode back into bytes for the socket. Read raw, its bytes are sliced out of the reply.
    // The raw path skips PGlite's notice and LISTEN/NOTIFY handling: fine for a read, and the
    // app listens to nothing.
    text: (statement) =>
      run(statement, async (message) => {
        const chunks: Buffer[] = [];
        // The chunks are views of WebAssembly memory, reused by the next query: copied at once.
        await client.execProtocolRawStream(message, {
          syncToFs: false,
          onRawData: (bytes) => void chunks.push(Buffer.from(bytes)),
        });
        return firstValue(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      }),
  };
}

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * The first column of the first row in a raw backend reply (each message: a type byte, an int32
 * length that counts itself, the body; a DataRow's body: int16 columns, then int32 length + bytes
 * per column). An ErrorResponse is thrown as the same DatabaseError that PGlite's query() throws.
 */
export function firstValue(reply: Buffer): Buffer {
  let value: Buffer | null | undefined;
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    const type = reply[at];
    if (type === ERROR_RESPONSE) throw databaseError(reply.subarray(at, at + 1 + reply.readInt32BE(at + 1)));
    if (type === DATA_ROW && value === undefined) {
      const size = reply.readInt32BE(at + 7);
      value = size < 0 ? null : reply.subarray(at + 11, at + 11 + size);
    }
  }
  if (!value) throw new Error('The statement answered no value');
  return value;
}

function databaseError(message: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error('PostgreSQL answered with an error');
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
