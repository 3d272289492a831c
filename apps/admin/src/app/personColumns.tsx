import { formatDate } from '@cellar/domain';
import type { DataTableColumn } from '@cellar/ui';
import type { ReactNode } from 'react';

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
export function personColumns<Row extends Person>(name: (person: Row) => ReactNode): DataTableColumn<Row, PersonSort>[] {
  return [
    { key: 'name', header: 'Name', sorts: [{ key: 'name', direction: 'asc' }], cell: name },
    { key: 'email', header: 'Email', sorts: [{ key: 'email', direction: 'asc' }], cell: (person) => person.email },
    { key: 'since', header: 'Since', sorts: [{ key: 'newest', direction: 'desc' }], secondary: true, cell: (person) => formatDate(new Date(person.createdAt)) },
  ];
}
