import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Observers } from '../lib/observers';

// Every statement the app sends, on either driver, through one set of observers (decision 074):
// the metrics time them, the traces give each a span. The drivers are wrapped where the app's
// queries pass: PGlite's query and exec (and a transaction's), node-postgres's pool.query and the
// query of a client checked out of the pool (Drizzle's transactions).

/** A statement's first word, so a histogram tells reads from writes without one series a text. */
export const STATEMENT_KINDS = [
  'select',
  'insert',
  'update',
  'delete',
  'transaction',
  'other',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface Statement {
  kind: StatementKind;
  /** The SQL text (placeholders, never values). */
  text: string;
}

const TRANSACTION_WORDS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);

export function statementOf(query: unknown): Statement {
  const text =
    typeof query === 'string'
      ? query
      : typeof (query as { text?: unknown })?.text === 'string'
        ? (query as { text: string }).text
        : '';
  const first = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  // A WITH is a read unless one of its parts writes.
  const word =
    first === 'with'
      ? (/\b(insert|update|delete)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'select')
      : first;
  const kind: StatementKind =
    word === 'select' || word === 'insert' || word === 'update' || word === 'delete'
      ? word
      : TRANSACTION_WORDS.has(word)
        ? 'transaction'
        : 'other';
  return { kind, text };
}

type QueryFunction = (...args: never[]) => unknown;

/** The same function, its promise-returning calls run through the observers. */
function observed<F extends QueryFunction>(observers: Observers<Statement>, query: F): F {
  return ((...args: Parameters<F>) => {
    // node-postgres's callback form is pool.query's own call of its client (timed already by
    // pool.query), and a Submittable (a cursor) is no promise: both pass as they are.
    if (observers.empty || typeof args.at(-1) === 'function') return query(...args);
    return observers.run(statementOf(args[0]), () => query(...args) as Promise<unknown>);
  }) as F;
}

/** PGlite: its own query and exec, and those of the transactions it hands out. */
export function observePglite(client: PGlite, observers: Observers<Statement>): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = observed(observers, query);
  client.exec = observed(observers, exec);
  client.transaction = <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => work(observedTransaction(tx, observers)));
}

function observedTransaction(tx: PgliteTransaction, observers: Observers<Statement>) {
  const query = observed(observers, tx.query.bind(tx));
  const exec = observed(observers, tx.exec.bind(tx));
  return new Proxy(tx, {
    get: (target, property, receiver) =>
      property === 'query'
        ? query
        : property === 'exec'
          ? exec
          : (Reflect.get(target, property, receiver) as unknown),
  });
}

/** node-postgres: the pool's query, and every client's as the pool connects it. */
export function observePool(pool: Pool, observers: Observers<Statement>): void {
  pool.query = observed(observers, pool.query.bind(pool) as QueryFunction) as Pool['query'];
  pool.on('connect', (client: PoolClient) => {
    client.query = observed(
      observers,
      client.query.bind(client) as QueryFunction,
    ) as PoolClient['query'];
  });
}
