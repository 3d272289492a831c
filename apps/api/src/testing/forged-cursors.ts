/**
 * Cursors a client could forge for a keyset list, as the server's would look (base64url of JSON), each
 * wrong in one way. Which kind of key a sort takes is the server's business: a value wrong whatever the
 * kind is sent with each kind's key in turn (none, a number, a text), so that one of them is wrong in
 * that way alone.
 */
export interface ForgedCursor {
  name: string;
  cursor: string;
}

const encoded = (text: string) => Buffer.from(text).toString('base64url');
const json = (value: unknown) => encoded(JSON.stringify(value));

export type KeyShape = 'none' | 'number' | 'text';

/** A key of each kind: none, a number (a price, a stock, an id or a relevance tier), a text. */
const KEYS: { shape: KeyShape; name: string; key?: unknown }[] = [
  { shape: 'none', name: 'no key' },
  { shape: 'number', name: 'a number key', key: 1 },
  { shape: 'text', name: 'a text key', key: 'abc' },
];

/** The cursor of `sort` with each kind of key and `fields` over it. */
function withEachKey(name: string, sort: string, fields: Record<string, unknown>): ForgedCursor[] {
  return KEYS.map(({ name: keyName, key }) => ({ name: `${name}, ${keyName}`, cursor: json({ sort, key, id: 1, ...fields }) }));
}

/** Cursors of `sort` that no list sorted by `sort` may take; `otherSort` is another sort of the same list. */
export function forgedCursors(sort: string, otherSort: string): ForgedCursor[] {
  const keyed = (name: string, key: unknown): ForgedCursor => ({ name, cursor: json({ sort, key, id: 1 }) });
  return [
    ...withEachKey('an id above 2^31 - 1', sort, { id: 2_147_483_648 }),
    ...withEachKey('an id of 1e20', sort, { id: 1e20 }),
    ...withEachKey('a negative id', sort, { id: -1 }),
    ...withEachKey('a fractional id', sort, { id: 1.5 }),
    ...withEachKey('an id in a string', sort, { id: '1' }),
    ...withEachKey('no id', sort, { id: undefined }),
    ...withEachKey('the wrong sort', otherSort, {}),
    ...withEachKey('a sort no list has', 'no-such-sort', {}),
    ...withEachKey('an extra field', sort, { tier: 1 }),
    ...withEachKey('a __proto__ field', sort, { ['__proto__']: { id: 1 } }),
    keyed('a key above 2^31 - 1', 2_147_483_648),
    keyed('a negative key', -1),
    keyed('a fractional key', 1.5),
    keyed('a key of 1e20', 1e20),
    keyed('a 501-character text key', 'x'.repeat(501)),
    keyed('a text key with NUL', 'a\u0000b'),
    keyed('a text key with a lone surrogate', 'a\ud800b'),
    keyed('a null key', null),
    keyed('an object key', { key: 'abc' }),
    keyed('an array key', ['abc']),
    { name: 'no sort', cursor: json({ key: 1, id: 1 }) },
    { name: 'not JSON', cursor: encoded('{"sort":') },
    { name: 'a JSON array', cursor: json([sort, 1, 1]) },
    { name: 'a JSON string', cursor: json(sort) },
    { name: 'a JSON number', cursor: json(1) },
    { name: 'JSON null', cursor: json(null) },
    { name: 'bytes that are not UTF-8', cursor: Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url') },
  ];
}

/** A cursor of `sort` with each kind of key: whichever kind the sort takes, the others are wrong. */
export function cursorsWithEachKey(sort: string): (ForgedCursor & { shape: KeyShape })[] {
  return KEYS.map(({ shape, name, key }) => ({ shape, name, cursor: json({ sort, key, id: 1 }) }));
}

/** Cursors of `sort` whose key is of another kind than the one the sort takes. */
export function mismatchedKeys(sort: string, takes: KeyShape): ForgedCursor[] {
  return cursorsWithEachKey(sort).filter(({ shape }) => shape !== takes);
}
