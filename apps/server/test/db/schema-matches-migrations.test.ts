import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

// The tables are written twice: in the SQL migrations (decision 0002) and in Drizzle's schema,
// which the queries are typed by. This test migrates a fresh database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set, so CI checks both) and compares it with the Drizzle tables.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A column type as both sides can write it: "varchar(254)", "timestamp with time zone", "integer". */
function canonicalType(type: string): string {
  return type
    .replace(/^character varying/, 'varchar')
    .replace(/^character\b/, 'char')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^timestamptz$/, 'timestamp with time zone');
}

const drizzleTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

function describeColumn(column: PgColumn): string {
  return `${column.name} ${canonicalType(column.getSQLType())}${column.notNull ? ' not null' : ''}`;
}

/** "users(email) unique": an index or constraint by its table, columns in order, and uniqueness. */
function drizzleIndexes(): string[] {
  return drizzleTables.flatMap((table) => [
    ...table.columns.filter((column) => column.primary).map((column) => `${table.name}(${column.name}) primary`),
    ...table.primaryKeys.map((key) => `${table.name}(${key.columns.map((column) => column.name).join(',')}) primary`),
    ...table.columns.filter((column) => column.isUnique).map((column) => `${table.name}(${column.name}) unique`),
    ...table.uniqueConstraints.map((constraint) => `${table.name}(${constraint.columns.map((column) => column.name).join(',')}) unique`),
    ...table.indexes.map(
      (index) =>
        `${table.name}(${index.config.columns.map((column) => ('name' in column ? column.name : '?')).join(',')})${index.config.unique ? ' unique' : ''}`,
    ),
  ]);
}

describe('the Drizzle schema and the migrated database', () => {
  it('have the same tables, columns, types and nullability', async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      character_maximum_length: number | null;
      is_nullable: string;
    }>(sql`
      select table_name, column_name, data_type, udt_name, character_maximum_length, is_nullable
      from information_schema.columns where table_schema = current_schema() and table_name <> 'schema_migrations'
      order by table_name, ordinal_position`);
    const inDatabase = columns.map((column) => {
      // An array is ARRAY in data_type and "_text" in udt_name; Drizzle writes "text[]".
      const base =
        column.data_type === 'USER-DEFINED'
          ? column.udt_name
          : column.data_type === 'ARRAY'
            ? `${column.udt_name.replace(/^_/, '')}[]`
            : column.data_type;
      const type = column.character_maximum_length ? `${canonicalType(base)}(${column.character_maximum_length})` : canonicalType(base);
      return `${column.table_name}.${column.column_name} ${type}${column.is_nullable === 'NO' ? ' not null' : ''}`;
    });
    const inDrizzle = drizzleTables.flatMap((table) => table.columns.map((column) => `${table.name}.${describeColumn(column)}`));
    expect(inDrizzle.sort()).toEqual(inDatabase.sort());
  });

  it('have the same primary keys, unique constraints and indexes', async () => {
    const indexes = await rows<{ table_name: string; columns: string; is_unique: boolean; is_primary: boolean }>(sql`
      select t.relname as table_name, i.indisunique as is_unique, i.indisprimary as is_primary,
        (select string_agg(a.attname, ',' order by k.ordinality)
           from unnest(i.indkey) with ordinality as k(attnum, ordinality)
           join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
      from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname <> 'schema_migrations'`);
    const inDatabase = indexes.map(
      (index) => `${index.table_name}(${index.columns})${index.is_primary ? ' primary' : index.is_unique ? ' unique' : ''}`,
    );
    expect(drizzleIndexes().sort()).toEqual(inDatabase.sort());
  });
});
