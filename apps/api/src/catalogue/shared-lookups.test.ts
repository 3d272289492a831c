import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { recordingStatements } from '../testing/recorded-statements';
import { seededTestDatabase } from '../testing/seeded-database';
import { catalogueFacets } from './facets';
import { cataloguePage } from './list';

const database = seededTestDatabase();
const dialect = new PgDialect();

describe('lookups shared while running', () => {
  it('look a filtered page’s grapes and regions up once for its list and facets asked at once, and again for another generation', async () => {
    const { recording, statements } = recordingStatements(database.db);
    const filters = { grape: ['Tannat'], region: ['Canelones'] };
    const lookups = () => statements.filter((statement) => dialect.sqlToQuery(statement).sql.includes('FROM grapes WHERE catalogue_fold(name)')).length;
    const [page, facets] = await Promise.all([cataloguePage(recording, { filters, sort: 'relevance', limit: 24, generation: 1 }), catalogueFacets(recording, filters, 1)]);
    expect(page.items.length).toBeGreaterThan(0);
    expect(facets.total).toBe(page.total.count);
    expect(lookups()).toBe(1);
    await Promise.all([cataloguePage(recording, { filters, sort: 'relevance', limit: 24, generation: 1 }), catalogueFacets(recording, filters, 2)]);
    expect(lookups()).toBe(3);
  });
});
