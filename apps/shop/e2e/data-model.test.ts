import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../api/src/db/schema';
import { RELATIONS, TABLES } from '../src/components/dataModel';

// Not a browser journey: it keeps the about page's diagram true to the database it describes.
// The schema also holds a sequence (catalogue_version), which is no table.
const tables = (Object.values(schema) as unknown[]).filter((item): item is PgTable => is(item, PgTable)).map((table) => getTableConfig(table));

describe('the data-model diagram on the about page', () => {
  it('draws every table of the schema with exactly its columns', () => {
    const drawn = Object.fromEntries(TABLES.map((t) => [t.name, t.columns.map((c) => c.split(' ')[0]).sort()]));
    const real = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
    expect(drawn).toEqual(real);
  });

  it('draws every foreign key', () => {
    const real = tables.flatMap((t) => t.foreignKeys.map((fk) => `${t.name} -> ${getTableConfig(fk.reference().foreignTable).name}`));
    expect(RELATIONS.map(([from, to]) => `${from} -> ${to}`).sort()).toEqual(real.sort());
  });
});
