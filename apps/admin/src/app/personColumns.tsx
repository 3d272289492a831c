import type { Words } from '@cellar/i18n';
import type { DataTableColumn } from '@cellar/ui';
import type { ReactNode } from 'react';
import type { Formats } from './formats';

/** The sorts of the lists of people, customers and staff alike. */
export type PersonSort = 'name' | 'email' | 'newest';

interface Person {
  email: string;
  createdAt: string;
}

/**
 * The name, email and since columns of a list of people, each with the way the server sorts it: names
 * and emails from A, the newest first. Each screen draws the name its own way (a link, "(you)").
 */
export function personColumns<Row extends Person>(name: (person: Row) => ReactNode, words: Words, { date }: Formats): DataTableColumn<Row, PersonSort>[] {
  return [
    { key: 'name', header: words('admin.column.name'), sorts: [{ key: 'name', direction: 'asc' }], cell: name },
    { key: 'email', header: words('contact.email'), sorts: [{ key: 'email', direction: 'asc' }], cell: (person) => person.email },
    { key: 'since', header: words('admin.column.since'), sorts: [{ key: 'newest', direction: 'desc' }], secondary: true, cell: (person) => date(new Date(person.createdAt)) },
  ];
}
