import { type SQL, and, sql } from 'drizzle-orm';
import { accounts, attachments, transactions } from '../../db/schema/index.ts';

/**
 * The transaction list is the hottest endpoint. Its whole response body — `{"data":{"items":
 * [...],"next_cursor":...}}`, in exactly the TransactionPageSchema shape — is built by the
 * database as one JSON text, so neither the driver nor the API parses and re-serialises 50 rows.
 * On the embedded PGlite that row-by-row parsing cost more than the query itself
 * (docs/decisions/005-transaction-page-json-in-sql.md). API tests check the shape against the schema.
 * The statement answers one row with one text value; queries.ts runs it (prepared or not).
 * `hiddenIds` are the accounts hidden from the viewer (decision 049, bound values or ids): a
 * transfer's other leg in one of them says only `"private":true`, never the account or movement.
 */
/** The other leg as JSON text; with nothing hidden, exactly the text the list always wrote. */
function counterpartLeg(hiddenIds: readonly unknown[]): SQL {
  const leg = sql`concat('{"id":"', o.id, '","account_id":"', o.account_id, '","amount":', o.amount, '}')`;
  if (hiddenIds.length === 0) return leg;
  const hidden = sql.join(
    hiddenIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`case when o.account_id in (${hidden})
    then concat('{"id":null,"account_id":null,"amount":', o.amount, ',"private":true}') else ${leg} end`;
}

export function transactionPageSql(where: SQL, limit: number, hiddenIds: readonly unknown[] = []): SQL {
  // The page size is written into the text (a validated integer), not bound: a generic plan for
  // "limit $n" is costed as 10 % of the rows and would never replace the custom one.
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  const size = sql.raw(String(limit));
  const sizePlusOne = sql.raw(String(limit + 1));
  return sql`
    with page as (
      select ${transactions.id} as id, ${transactions.accountId} as account_id, ${transactions.date} as date,
             ${transactions.amount} as amount, ${accounts.currency} as currency, ${transactions.payee} as payee,
             ${transactions.notes} as notes, ${transactions.categoryId} as category_id, ${transactions.tags} as tags,
             ${transactions.transferId} as transfer_id, ${transactions.isSplit} as is_split, ${transactions.createdAt} as created_at,
             ${transactions.createdBy} as created_by,
             ${transactions.status} as status, ${transactions.origin} as origin, ${transactions.originalText} as original_text,
             row_number() over (order by ${transactions.date} desc, ${transactions.id} desc) as n
        from ${transactions}
        join ${accounts} on ${accounts.id} = ${transactions.accountId}
       where ${and(where)}
       order by ${transactions.date} desc, ${transactions.id} desc
       limit ${sizePlusOne}
    )
    -- Each item is written with one concat() of its fields, in TransactionSchema's key order and
    -- with no spaces: 40 % more pages per second than row_to_json per item on PostgreSQL, which
    -- builds a record and looks up every column's type to do the same (bench/RESULTS.md). Only the
    -- free texts need escaping (to_json); ids, dates, amounts and currency codes cannot hold a quote.
    -- Dates are written with DateStyle ISO, which both drivers use (db/client.ts).
    select '{"data":{"items":[' || coalesce((
        select string_agg(concat(
          '{"id":"', p.id, '","account_id":"', p.account_id, '","date":"', p.date, '","amount":', p.amount,
          ',"currency":"', p.currency, '","payee":', to_json(p.payee), ',"notes":', to_json(p.notes),
          ',"category_id":', coalesce('"' || p.category_id || '"', 'null'), ',"tags":', to_json(p.tags),
          ',"kind":"', case when p.transfer_id is not null then 'transfer' when p.amount > 0 then 'income' else 'expense' end,
          '","transfer_id":', coalesce('"' || p.transfer_id || '"', 'null'),
          ',"counterpart":', case when p.transfer_id is null then 'null' else coalesce((
            select ${counterpartLeg(hiddenIds)}
              from transactions o where o.transfer_id = p.transfer_id and o.id <> p.id limit 1), 'null') end,
          ',"splits":', case when p.is_split then coalesce((
            select '[' || string_agg(concat(
                '{"id":"', s.id, '","category_id":', coalesce('"' || s.category_id || '"', 'null'),
                ',"amount":', s.amount, ',"notes":', to_json(s.notes), '}'), ',' order by s.position) || ']'
              from transaction_splits s where s.transaction_id = p.id), '[]') else '[]' end,
          ',"status":"', p.status, '","origin":"', p.origin, '","original_text":', to_json(p.original_text),
          ',"created_at":"', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          '","created_by":', coalesce('"' || p.created_by || '"', 'null'),
          ',"attachment_count":', (select count(*) from ${attachments} f where f.transaction_id = p.id), '}'), ',' order by p.n)
          from page p where p.n <= ${size}), '') || '],"next_cursor":' || coalesce((
        select to_json(translate(encode(convert_to(p.date::text || '|' || p.id::text, 'UTF8'), 'base64'), E'+/=\\n', '-_'))::text
          from page p where p.n = ${size} and exists (select 1 from page q where q.n = ${sizePlusOne})), 'null') || '}}' as body`;
}
