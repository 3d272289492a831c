import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { isStaffOperation, isStaffOrOwnerOperation, loadContract, type ContractOperation } from '../http/contract';
import { contractOperations } from './contract-fetch';
import { exampleBodies, exampleForms } from './examples';
import { cursorsWithEachKey, forgedCursors } from './forged-cursors';

/** One request to send: what it is for the failure message, and exactly what goes on the wire. */
export interface HostileRequest {
  name: string;
  operationId: string;
  method: string;
  /** From the origin, starting with /api. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The statuses the answer must have, where more is known than 'a 4xx or a success'. */
  expected?: number[];
}

/** Who sends the requests: nobody, or a signed-in user with a token per operation. */
export interface Caller {
  name: string;
  /** A token per operation, so that one operation revoking its token (log-out) leaves the others signed in. */
  token?: (operationId: string) => string;
  /** The caller's own id: the only `{id}` that lets a profile update reach its form. */
  userId?: number;
  /** A member of staff: the only caller whose requests to staff operations get past authentication. */
  staff?: boolean;
}

/**
 * The `{id}` of an operation's valid request: the caller's own on account paths (a profile update
 * reaches its form only there, and staff never deactivate the customer the other requests use), and
 * an id that exists elsewhere (a wine, a category, an order), so that staff's requests reach their
 * handler's work instead of a 404.
 */
const EXISTING_ID = 2;
function pathId(op: ContractOperation, caller: Caller): number {
  return /^\/(users|admins)\//.test(op.path) ? (caller.userId ?? EXISTING_ID) : EXISTING_ID;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;
type JsonSchema = { $ref?: string; type?: string; format?: string; enum?: string[]; items?: JsonSchema; properties?: Record<string, JsonSchema> };
/** A hostile variation of an operation's request: the base request with some of these replaced. */
interface Variant {
  name: string;
  path?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The variant changes only what the caller sends to the operation (its query, content type or body), not where or how it is sent. */
  input?: true;
  expected?: number[];
}

const contract = loadContract();
const examples = exampleBodies() as Record<string, Record<string, Json>>;
const formExamples = exampleForms() as Record<string, Record<string, Json>>;

const HUGE = 'x'.repeat(100_000);
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** A token of the right shape that the server never issued, as an expired or forged one looks. */
const UNKNOWN_TOKEN = 'dGhpcyB0b2tlbiB3YXMgbmV2ZXIgaXNzdWVkIGJ5IHRoZSBzaG9w';
// 1x1 PNG: the one upload that is a real image, so the avatar's whole path (decode, resize, write) runs.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Raw JSON values that are the wrong type, size or shape for any field. */
const WRONG_VALUES = [
  '12345', '-1', '0', '1.5', '1e309', '-0', '9007199254740993', 'true', 'null', '{}', '{"nested":true}', '[]', '""', '" "', '"twelve"',
  JSON.stringify(HUGE), `[${JSON.stringify(HUGE)}]`, `[${'1,'.repeat(100_000)}1]`, deepObjects(10_000), deepArrays(10_000),
  '{"__proto__":{"role":"admin"}}',
];
/** A form's fields are all text: what is wrong there is emptiness, size and text that looks like other types. */
const FORM_VALUES = ['', ' ', '12345', '1e309', 'null', 'true', '{}', '[]', '{"nested":true}', 'x'.repeat(1001), HUGE];
/** Integers no 32-bit column holds, either way, and ones a double cannot hold exactly, as a query or JSON writes them. */
const OVERFLOWING_INTEGERS = ['2147483648', '-2147483649', '9007199254740993', '1e20'];
/** Days PostgreSQL cannot hold (there is no year 0000), the calendar's first and last, and ones beyond what yyyy-mm-dd writes. */
const ODD_DAYS = ['0000-01-01', '0000-02-29', '0000-12-31', '0001-01-01', '0001-01-10', '9999-12-31', '10000-01-01', '-0001-01-01', '+002026-01-01'];
/** Every C0 control character and DEL. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const ODD_UNICODE = ['\ud800', '\udfff', '\ufeff', '\u202e', '\u200b', '\u2028', '\uffff', '😀', 'e\u0301', '\ufdfa'.repeat(50)];
/** What an attacker would put in a column a request should never reach (raw JSON). */
const COLUMN_VALUES = ['"admin"', '"avatar-../../../x"', '99999999999999999999', 'null', '{"nested":true}', '"a\\u0000b"'];

/** Every column of every table, by TypeScript key (passwordHash) and by SQL name (password_hash). */
function columnSpellings(): [string[], string[]] {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
  const columns = tables.flatMap((table) => Object.entries(getTableColumns(table)));
  return [[...new Set(columns.map(([key]) => key))], [...new Set(columns.map(([, column]) => column.name))]];
}
const COLUMNS = columnSpellings();
const ALL_COLUMNS = [...new Set(COLUMNS.flat())];

const PATH_IDS = [
  'abc', '-1', '0', '1.5', '1e309', '99999999999999999999', '2147483648', '0x10', '1e3', '+1', '01', '%201', '１', '٣', 'NaN',
  'Infinity', 'null', 'true', '[]', '{}', '%00', '1%00', '%2F', '1%2F2', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%', '%zz', '%C0%AE',
  '%FF', 'é', '😀', '%E2%80%AE1', ';', "1'--", '1;DROP TABLE users', '$1', '1'.repeat(5000), 'x'.repeat(5000),
];
const PATH_SUFFIXES = ['/', '//', '/x', '/..', '/%2e%2e', '%00', '%2F', '/%00', ';x=1', '.json', '~', '%', '%zz', `/${'x'.repeat(5000)}`];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

function queries(parameters: string[]): string[] {
  const own = parameters.flatMap((p) => [`${p}=abc`, `${p}=`, `${p}[]=1`, `${p}=red&${p}[]=1`, `${p}=1&${p}=2`, `${p}=1e309`, `${p}=-1`, `${p}=%00`, `${p}=1%00`, `${p}=${'9'.repeat(400)}`]);
  const columns = COLUMNS.flatMap((names) => COLUMN_VALUES.map((value) => names.map((n) => `${n}=${encodeURIComponent(formValue(value))}`).join('&')));
  return [
    ...own, ...columns, 'a=1&a=2&a=3', 'a[]=1&a[]=2', 'a[b][c][d]=1', '__proto__[x]=1', '__proto__=1', 'constructor[prototype][x]=1',
    'toString=1&hasOwnProperty=1', 'x=%zz', '%=%', '=&&=&', 'x=é', `x=${'y'.repeat(8000)}`, Array(1000).fill('a=1').join('&'),
  ];
}

// fetch refuses a control character other than tab in a header, so header junk takes tab and bytes above 0x7F.
function headerVariants(token: string): [string, Record<string, string>][] {
  const junk: Record<string, string[]> = {
    authorization: [
      '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer x', `Bearer ${UNKNOWN_TOKEN}`, `Bearer ${'a'.repeat(201)}`, `Bearer ${'a'.repeat(5000)}`,
      'Bearer \u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9\u00f8\u00f7\u00f6', 'Bearer ../../etc/passwd', 'Bearer %00', 'Token abc', `bearer ${token}`,
      `Bearer  ${token}`, `Bearer ${token} extra`, `Bearer ${token}, Bearer ${token}`, `Bearer\t${token}`, `Basic ${token}`, `Bearer ${token}=`,
    ],
    accept: ['text/html', 'application/xml', '*/*;q=junk', 'application/json;q=0', 'x'.repeat(4000), '\u00ff', ',,,;;;'],
    'accept-encoding': ['br;q=junk', 'identity;q=0', '*;q=0', 'gzip;q=0, br;q=0, identity;q=0', 'x'.repeat(4000), 'zstd', 'compress, deflate, x-gzip'],
    'idempotency-key': ['x'.repeat(1000), 'x'.repeat(101), '', ' ', 'a\tb', '\u00ff\u00fe', "' OR 1=1 --", '%00', 'k, k'],
    'x-forwarded-for': ['junk', '999.999.999.999', '::1', Array(500).fill('1.1.1.1').join(', '), 'x'.repeat(4000), '\u00ff', ''],
    'x-forwarded-host': ['evil.example', 'x'.repeat(4000)],
    'x-forwarded-proto': ['gopher', ''],
    origin: ['https://evil.example', 'null'],
    cookie: ['a=%zz; ; =; __proto__=1', 'x'.repeat(4000)],
    range: ['bytes=0-1', 'bytes=-1-'],
  };
  return Object.entries(junk).flatMap(([header, values]) => values.map((value): [string, Record<string, string>] => [`${header}: ${excerpt(value)}`, { [header]: value }]));
}

const CONTENT_TYPES = [
  'application/json; charset=utf-16', 'application/json; charset=bogus', 'application/json;;;', 'text/plain', 'application/x-www-form-urlencoded',
  'application/xml', 'application/json, text/plain', 'multipart/form-data', 'x'.repeat(4000), '', 'APPLICATION/JSON', 'application/problem+json',
];

const MALFORMED_BODIES: [string, string | Uint8Array][] = [
  ['malformed JSON', '{"productList": ['], ['a JSON array', '[1,2,3]'], ['JSON null', 'null'], ['an empty body', ''], ['a JSON string', '"x"'],
  ['a JSON number', '12'], ['trailing garbage', '{}garbage'], ['a trailing comma', '{"a":1,}'], ['single quotes', "{'a':1}"], ['a BOM', '\ufeff{}'],
  ['NUL bytes', '\u0000'.repeat(16)], ['a lone surrogate', '{"a":"\\ud800"}'], ['a huge exponent', '{"a":1e999999}'],
  ['10,000 nested arrays', deepArrays(10_000)], ['100,000 nested arrays', deepArrays(100_000)], ['10,000 nested objects', deepObjects(10_000)],
  ['100,000 nested objects', deepObjects(100_000)], ['a huge array', `[${'1,'.repeat(300_000)}1]`], ['just over the 1 MiB body limit', JSON.stringify({ a: 'x'.repeat(1_100_000) })],
  ['a __proto__ body', '{"__proto__":{"polluted":1}}'], ['a constructor body', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
];
const BROKEN_MULTIPART: Variant = {
  name: 'an unterminated multipart body',
  headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
  body: '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAna',
};

/** The start of a text, quoted and escaped so control characters show, for names and failure messages. */
export function excerpt(text: string | Uint8Array | undefined, length = 40): string {
  if (text === undefined) return 'nothing';
  if (typeof text !== 'string') return `${text.length} bytes`;
  const shown = JSON.stringify(text.slice(0, length));
  return text.length > length ? `${shown}… (${text.length} chars)` : shown;
}

/** A multipart text value for a raw JSON value. */
function formValue(raw: string): string {
  const value = JSON.parse(raw) as Json;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Each `b` with each `a`; or, when `thin`, each `b` once with the `a`s in turn, which still puts every
 * value into some field and every field gets several values.
 */
function pairs<A, B>(as: A[], bs: B[], thin: boolean): [A, B][] {
  if (as.length === 0) return [];
  return thin ? bs.map((b, i): [A, B] => [as[i % as.length]!, b]) : as.flatMap((a) => bs.map((b): [A, B] => [a, b]));
}

/** Each name with `perName` of the values, taken in turn, so that together the names get every value. */
function spread<T>(names: string[], values: T[], perName: number): [string, T][] {
  return names.flatMap((name, i) => Array.from({ length: perName }, (_, j): [string, T] => [name, values[(i + j * 2) % values.length]!]));
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Paths to every value inside `value`, and whether that value is a string. */
function fieldsOf(value: Json, path: Key[] = []): { path: Key[]; text: boolean }[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [Key, Json][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [{ path: [...path, key], text: typeof item === 'string' }, ...fieldsOf(item, [...path, key])]);
}

function valueAt(value: Json, path: Key[]): Json {
  return path.reduce<Json>((inner, key) => (inner as Record<Key, Json>)[key]!, value);
}

/** `base` as JSON text with raw JSON text at the given paths, so values JSON.stringify cannot make (10,000 levels deep) fit in. */
function jsonWith(base: Json, replacements: [Key[], string][]): string {
  const copy = structuredClone(base);
  const slot = (i: number) => `\u0001slot-${i}\u0001`;
  replacements.forEach(([path], i) => {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<Key, Json>;
    parent[path.at(-1)!] = slot(i);
  });
  return replacements.reduce((text, [, raw], i) => text.replace(JSON.stringify(slot(i)), () => raw), JSON.stringify(copy));
}

/** `base`'s JSON text with raw members added before its own. */
function withLeadingMembers(base: Json, members: string): string {
  const text = JSON.stringify(base);
  return text === '{}' ? `{${members}}` : `{${members},${text.slice(1)}`;
}

function textVariants(field: string, value: string, characters: string[]): [string, string][] {
  const middle = Math.ceil(value.length / 2);
  return characters.map((c) => [`${field} with ${excerpt(c, 8)}`, value.slice(0, middle) + c + value.slice(middle)]);
}

/**
 * Hostile versions of a JSON body. `thin` (operations that hash a password) puts each wrong value and
 * odd character into one field rather than each, sends the control characters only all together in
 * each field, and the columns three at a time with one value each.
 */
function jsonVariants(base: Json, thin: boolean): Variant[] {
  const fields = fieldsOf(base);
  const texts = fields.filter((f) => f.text).map((f) => ({ path: f.path, name: f.path.join('.'), value: valueAt(base, f.path) as string }));
  const variants: Variant[] = [
    ...pairs(fields, WRONG_VALUES, thin).map(([f, raw]) => ({ name: `${f.path.join('.')} = ${excerpt(raw)}`, body: jsonWith(base, [[f.path, raw]]) })),
    ...texts.flatMap((t) =>
      textVariants(t.name, t.value, ['\u0000', CONTROL_CHARACTERS.join('')]).map(([name, text]) => ({ name, body: jsonWith(base, [[t.path, JSON.stringify(text)]]) })),
    ),
    ...pairs(texts, thin ? ODD_UNICODE : [...CONTROL_CHARACTERS, ...ODD_UNICODE], thin).map(([t, c]) => {
      const [name, text] = textVariants(t.name, t.value, [c])[0]!;
      return { name, body: jsonWith(base, [[t.path, JSON.stringify(text)]]) };
    }),
  ];
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return variants;
  const extra = (names: string[]) => names.filter((name) => !(name in base));
  const firstKey = Object.keys(base)[0];
  return [
    ...variants,
    // Every column at once per value and spelling, then each column alone with one of the values in
    // turn (three at a time when thin): every value already reaches every column in the first group.
    ...COLUMNS.flatMap((names, spelling) =>
      COLUMN_VALUES.map((raw) => ({
        name: `every ${spelling === 0 ? 'column key' : 'SQL column name'} = ${raw}`,
        body: jsonWith(base, extra(names).map((name): [Key[], string] => [[name], raw])),
      })),
    ),
    ...chunks(spread(extra(ALL_COLUMNS), COLUMN_VALUES, 1), thin ? 3 : 1).map((group) => ({
      name: `extra ${group.map(([name, raw]) => `${name} = ${raw}`).join(', ')}`,
      body: jsonWith(base, group.map(([name, raw]): [Key[], string] => [[name], raw])),
    })),
    { name: 'a 10,000-level object as an extra field', body: jsonWith(base, [[['deep'], deepObjects(10_000)]]) },
    { name: 'a __proto__ member', body: withLeadingMembers(base, '"__proto__":{"role":"admin","isAdmin":true}') },
    { name: 'a constructor member', body: withLeadingMembers(base, '"constructor":{"prototype":{"role":"admin"}}') },
    ...(firstKey ? [{ name: `${firstKey} twice, the second wrong`, body: `${JSON.stringify(base).slice(0, -1)},"${firstKey}":{"x":[1]}}` }] : []),
  ];
}

interface Part {
  name?: string;
  filename?: string;
  value: string | Uint8Array;
  /** Raw part headers instead of the usual Content-Disposition and Content-Type. */
  head?: string;
}

const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';

function multipartBody(parts: Part[], { boundary = BOUNDARY, close = true, newline = '\r\n' } = {}): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `Content-Disposition: form-data${part.name === undefined ? '' : `; name="${part.name}"`}${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = part.head ?? (part.filename ? `${disposition}${newline}Content-Type: application/octet-stream` : disposition);
    return [Buffer.from(`--${boundary}${newline}${head}${newline}${newline}`), Buffer.from(part.value), Buffer.from(newline)];
  });
  return Buffer.concat([...chunks, Buffer.from(close ? `--${boundary}--${newline}` : '')]);
}

/** Resolves one level of `$ref` into the contract's component schemas. */
function resolved(schemaOrRef: JsonSchema): JsonSchema {
  return schemaOrRef.$ref ? (contract.components.schemas[schemaOrRef.$ref.split('/').pop()!] as JsonSchema) : schemaOrRef;
}

/**
 * A form's text fields take the value of its own example form, else of the first example body that names
 * them (the sign-up's, for a profile), written as a form writes it (`1290`, `false`).
 */
function formFields(op: ContractOperation, form: JsonSchema): { texts: Part[]; files: string[] } {
  const known = new Map<string, Json>();
  for (const body of [formExamples[op.operationId] ?? {}, ...Object.values(examples)]) for (const [key, value] of Object.entries(body)) if (!known.has(key)) known.set(key, value);
  const properties = Object.entries(resolved(form).properties ?? {});
  const texts = properties
    .filter(([, property]) => resolved(property).format !== 'binary')
    .map(([name]): Part => {
      const value = known.get(name);
      if (typeof value === 'number' || typeof value === 'boolean') return { name, value: String(value) };
      if (typeof value !== 'string') throw new Error(`hostile-requests: no example value for field ${name} of ${op.operationId}; add one to examples.ts`);
      return { name, value };
    });
  return { texts, files: properties.filter(([, property]) => resolved(property).format === 'binary').map(([name]) => name) };
}

function multipartVariants(op: ContractOperation, form: JsonSchema): Variant[] {
  const { texts, files } = formFields(op, form);
  const type = (boundary = BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
  const variant = (name: string, parts: Part[], options?: Parameters<typeof multipartBody>[1]): Variant => ({ name, headers: type(options?.boundary), body: multipartBody(parts, options) });
  const textNames = new Set(texts.map((t) => t.name));
  const replace = (name: string, value: string | Uint8Array) => texts.map((t) => (t.name === name ? { ...t, value } : t));
  const file = files[0];
  const first = texts[0];
  return [
    ...(file ? [variant('a real image', [...texts, { name: file, filename: 'a.png', value: PNG }])] : []),
    { name: 'the wrong boundary', headers: type('another-boundary'), body: multipartBody(texts) },
    { name: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, body: multipartBody(texts) },
    { name: 'an empty boundary', headers: { 'content-type': 'multipart/form-data; boundary=' }, body: multipartBody(texts, { boundary: '' }) },
    variant('a 200-character boundary', texts, { boundary: 'b'.repeat(200) }),
    variant('an unterminated body', texts, { close: false }),
    { name: 'a body cut inside a part header', headers: type(), body: multipartBody(texts).subarray(0, BOUNDARY.length + 20) },
    { name: 'a plain body', headers: type(), body: 'firstname=Ana&lastname=Silva' },
    { name: 'an empty body', headers: type(), body: '' },
    variant('LF line endings', texts, { newline: '\n' }),
    variant('a part without a name', [...texts, { value: 'x' }]),
    variant('a part without headers', [...texts, { head: '', value: 'x' }]),
    variant('a part with a junk disposition', [...texts, { head: 'Content-Disposition: attachment; name=', value: 'x' }]),
    variant('a field name with NUL', [...texts, { name: 'first\u0000name', value: 'x' }]),
    variant('a 10,000-character field name', [...texts, { name: 'n'.repeat(10_000), value: 'x' }]),
    ...(first
      ? [
          variant('duplicate fields', [...texts, { ...first, value: 'Other' }]),
          variant('a huge field', replace(first.name!, HUGE)),
          variant('a file under another name', [...texts.slice(1), { name: first.name!, filename: 'a.png', value: PNG }]),
        ]
      : []),
    variant('too many parts', [...texts, ...Array.from({ length: 30 }, (_, i) => ({ name: `p${i}`, value: 'x' }))]),
    ...(file
      ? [
          variant('two files', [...texts, { name: file, filename: 'a.png', value: PNG }, { name: file, filename: 'b.png', value: PNG }]),
          variant('a file that is not an image', [...texts, { name: file, filename: 'a.png', value: 'not an image' }]),
          variant('a truncated image', [...texts, { name: file, filename: 'a.png', value: PNG.subarray(0, 40) }]),
          variant('an empty file', [...texts, { name: file, filename: 'a.png', value: '' }]),
          variant('a file over 5 MB', [...texts, { name: file, filename: 'a.png', value: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) }]),
          variant('a text part under the file name', [...texts, { name: file, value: 'avatar-../../../x' }]),
          variant('a file with a path for a name', [...texts, { name: file, filename: '../../../etc/passwd', value: PNG }]),
        ]
      : []),
    ...texts.map((t) => variant(`without ${t.name}`, texts.filter((other) => other !== t))),
    ...pairs(texts, FORM_VALUES, false).map(([t, value]) => variant(`${t.name} = ${excerpt(value)}`, replace(t.name!, value))),
    ...pairs(texts, [...CONTROL_CHARACTERS, CONTROL_CHARACTERS.join(''), ...ODD_UNICODE], false).map(([t, c]) => {
      const [name, text] = textVariants(t.name!, t.value as string, [c])[0]!;
      return variant(name, replace(t.name!, text));
    }),
    ...spread(ALL_COLUMNS.filter((name) => !textNames.has(name)), COLUMN_VALUES, 3).map(([name, raw]) =>
      variant(`extra part ${name} = ${raw}`, [...texts, { name, value: formValue(raw) }]),
    ),
  ];
}

/** Hostile versions of an operation's body, for each media type it declares, or junk bodies where it takes none. */
function bodyVariants(op: ContractOperation, thin: boolean): Variant[] {
  const content = op.operation.requestBody?.content ?? {};
  const json = Object.entries(content).filter(([type]) => type !== 'multipart/form-data');
  const malformed = (type: string) =>
    MALFORMED_BODIES.map(([name, body]): Variant => ({ name: `${type}: ${name}`, headers: { 'content-type': type }, body }));
  return [
    ...(content['multipart/form-data'] ? multipartVariants(op, content['multipart/form-data'].schema) : []),
    ...json.flatMap(([type, { schema: bodySchema }]) => [
      ...malformed(type),
      ...jsonVariants(baseBody(op, type, bodySchema), thin).map((v) => ({ ...v, name: `${type}: ${v.name}`, headers: { 'content-type': type } })),
    ]),
    ...(json.length ? [] : malformed('application/json')),
  ];
}

/**
 * Password hashing costs about 100 ms of CPU by design, and nearly every request to these operations
 * reaches it; their matrix is thinned so that a run hashes a couple of hundred times, not thousands.
 */
function hashesPassword(op: ContractOperation): boolean {
  return 'password' in (examples[op.operationId] ?? {});
}

/** Every third item, for a thinned matrix. */
function thinned<T>(items: T[], thin: boolean): T[] {
  return thin ? items.filter((_, i) => i % 3 === 0) : items;
}

function baseBody(op: ContractOperation, type: string, bodySchema: JsonSchema): Json {
  if (type === 'application/json' && examples[op.operationId]) return examples[op.operationId]!;
  return resolved(bodySchema).type === 'array' ? [] : {};
}

type BaseRequest = Variant & { path: string; method: string; headers: Record<string, string> };

/** The operation's valid request as this caller makes it: the example body, the caller's own id in the path. */
function baseRequest(op: ContractOperation, caller: Caller): BaseRequest {
  const method = op.method.toUpperCase();
  const auth: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token(op.operationId)}` } : {};
  const path = `/api${op.path.replace(/\{\w+\}/g, String(pathId(op, caller)))}`;
  const [type, media] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
  if (!type || !media) return { name: 'the valid request', path, method, headers: auth };
  if (type === 'multipart/form-data') {
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    return { name: 'the valid request', path, method, headers, body: multipartBody(formFields(op, media.schema).texts) };
  }
  return { name: 'the valid request', path, method, headers: { ...auth, 'content-type': type }, body: JSON.stringify(baseBody(op, type, media.schema)) };
}

function variantsFor(op: ContractOperation, base: BaseRequest, token: string, firstOfPath: boolean): Variant[] {
  const thin = hashesPassword(op);
  const pathParameters = op.parameters.filter((p) => p.in === 'path');
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const declared = new Set(contractOperations.filter((other) => other.path === op.path).map((other) => other.method.toUpperCase()));
  const bodyless = base.method === 'GET';
  return [
    base,
    ...pathParameters.flatMap((p) => PATH_IDS.map((id) => ({ name: `${p.name} ${excerpt(id)}`, path: `/api${op.path.replace(`{${p.name}}`, id)}` }))),
    ...PATH_SUFFIXES.map((suffix) => ({ name: `path + ${excerpt(suffix)}`, path: base.path + suffix })),
    { name: 'path in capitals', path: base.path.toUpperCase() },
    { name: 'path with a doubled slash', path: base.path.replace('/api/', '/api//') },
    ...thinned(queries(queryNames), thin).map((query): Variant => ({ name: `query ${excerpt(query)}`, path: `${base.path}?${query}`, input: true })),
    ...thinned(headerVariants(token), thin).map(([name, headers]) => ({ name, headers: { ...base.headers, ...headers } })),
    ...CONTENT_TYPES.map((type): Variant => ({ name: `content-type ${excerpt(type)}`, headers: { ...base.headers, 'content-type': type }, body: base.body ?? '{}', input: true })),
    // A staff operation's body is checked by the same contract code as every other's: each wrong value and
    // column reaches it once, in turn, while its queries and headers (the lists' filters) get the whole set.
    ...(bodyless ? [] : [BROKEN_MULTIPART, ...bodyVariants(op, thin || isStaffOperation(op))].map((v): Variant => ({ ...v, headers: { ...base.headers, ...v.headers }, input: true }))),
    // What concerns the path rather than the operation (undeclared methods, more than Node's 16 KiB of head), once per path.
    ...(firstOfPath
      ? [
          ...METHODS.filter((m) => !declared.has(m)).map((method) => ({ name: `undeclared method ${method}`, method })),
          { name: 'a 20,000-character path', path: `${base.path}/${'x'.repeat(20_000)}` },
          { name: 'a 20,000-character header', headers: { ...base.headers, 'x-junk': 'x'.repeat(20_000) } },
        ]
      : []),
  ];
}

/** Paths to the fields of a body schema that `wanted` picks, through objects and into an array's first item. */
function schemaFields(schema: JsonSchema, wanted: (field: JsonSchema) => boolean, path: Key[] = []): Key[][] {
  const own = resolved(schema);
  if (wanted(own)) return [path];
  if (own.type === 'array' && own.items) return schemaFields(own.items, wanted, [...path, 0]);
  return Object.entries(own.properties ?? {}).flatMap(([name, property]) => schemaFields(property, wanted, [...path, name]));
}

/** `base` as JSON text with raw JSON text at `path`, made where the example body has no such field. */
function jsonAt(base: Json, path: Key[], raw: string): string {
  const copy = structuredClone(base);
  path.slice(0, -1).reduce<Json>((inner, key, i) => {
    const container = inner as Record<Key, Json>;
    container[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    return container[key]!;
  }, copy);
  return jsonWith(copy, [[path, raw]]);
}

const isInteger = (schema: JsonSchema) => schema.type === 'integer' || (schema.type === 'array' && resolved(schema.items ?? {}).type === 'integer');
const isDay = (schema: JsonSchema) => schema.format === 'date';

function withQuery(base: BaseRequest, pairs: [string, string][]): string {
  return `${base.path}?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Every forged cursor, for each sort a keyset list declares (a list without `sort` has one order: newest first). */
function forgedCursorVariants(op: ContractOperation, base: BaseRequest): Variant[] {
  const query = (name: string) => op.parameters.find((p) => p.in === 'query' && p.name === name);
  if (!query('cursor')) return [];
  const sorts = resolved(query('sort')?.schema ?? {}).enum;
  return (sorts ?? ['newest']).flatMap((sort) => {
    const cursors = [...forgedCursors(sort, sorts?.find((other) => other !== sort) ?? 'oldest'), ...cursorsWithEachKey(sort)];
    return cursors.map(({ name, cursor }) => ({ name: `sort ${sort}, cursor with ${name}`, path: withQuery(base, [...(sorts ? [['sort', sort] as [string, string]] : []), ['cursor', cursor]]) }));
  });
}

/** Each value in every query and path parameter and JSON body field that `wanted` picks (`raw`: the value as JSON writes it). */
function valuesInFields(op: ContractOperation, base: BaseRequest, values: string[], wanted: (field: JsonSchema) => boolean, raw: (value: string) => string): Variant[] {
  const parameters = (where: 'query' | 'path') => op.parameters.filter((p) => p.in === where && wanted(resolved(p.schema)));
  const [type, media] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
  const body = type === 'application/json' && media ? baseBody(op, type, media.schema) : null;
  return [
    ...parameters('query').flatMap((p) => values.map((value) => ({ name: `${p.name} = ${value}`, path: withQuery(base, [[p.name, value]]) }))),
    ...parameters('path').flatMap((p) => values.map((value) => ({ name: `${p.name} = ${value}`, path: `/api${op.path.replace(`{${p.name}}`, value)}` }))),
    ...(body === null ? [] : schemaFields(media!.schema, wanted)).flatMap((path) => values.map((value) => ({ name: `${path.join('.')} = ${value}`, body: jsonAt(body!, path, raw(value)) }))),
  ];
}

/** Days PostgreSQL cannot hold in every `format: date` field, and in all of an operation's date parameters at once (a period of them). */
function oddDayVariants(op: ContractOperation, base: BaseRequest): Variant[] {
  const days = op.parameters.filter((p) => p.in === 'query' && isDay(resolved(p.schema)));
  return [
    ...valuesInFields(op, base, ODD_DAYS, isDay, (day) => JSON.stringify(day)),
    ...(days.length > 1 ? ODD_DAYS.map((day) => ({ name: `every day = ${day}`, path: withQuery(base, days.map((p): [string, string] => [p.name, day])) })) : []),
  ];
}

/**
 * JSON values of another type than a field declares, each one a validator that converts types would
 * have turned into the declared one (`"2"` into 2, `2` into "2", `x` into `[x]`): the contract's types
 * are the types, so each is a 400.
 */
const CONVERTIBLE: Record<string, string[]> = {
  integer: ['"2"', 'true', '[2]'],
  number: ['"2"', 'true', '[2]'],
  boolean: ['"true"', '1', '[true]'],
  string: ['12345', 'true', '["text"]'],
};

function convertibleTypeVariants(op: ContractOperation): Variant[] {
  const [type, media] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
  if (type !== 'application/json' || !media) return [];
  const body = baseBody(op, type, media.schema);
  const scalar = (field: JsonSchema) => (field.type ?? '') in CONVERTIBLE && field.format !== 'binary';
  return schemaFields(media.schema, scalar).flatMap((path) => {
    const field = resolved(schemaAt(media.schema, path));
    return CONVERTIBLE[field.type!]!.map((raw): Variant => ({ name: `${path.join('.')} = ${raw} (another type)`, body: jsonAt(body, path, raw), expected: [400] }));
  });
}

/** The schema of the field at `path` (as schemaFields names it). */
function schemaAt(schema: JsonSchema, path: Key[]): JsonSchema {
  return path.reduce<JsonSchema>((inner, key) => {
    const own = resolved(inner);
    return typeof key === 'number' ? own.items! : own.properties![key]!;
  }, schema);
}

/**
 * A public read with parameters it does not declare (a cache-buster such as jQuery's `_=…`, a tracking
 * tag) answers as it does without them: they are ignored, and cannot make an answer of their own.
 */
function unknownParameterVariants(op: ContractOperation, base: BaseRequest): Variant[] {
  if (op.method !== 'get' || op.operation.security?.length || !op.operation.tags?.includes('catalogue')) return [];
  return ['_=1732700000000', 'utm_source=newsletter&utm_campaign=tannat', `x=${'y'.repeat(2000)}`, 'unknown[]=1&unknown[]=2'].map((query) => ({
    name: `an undeclared parameter ${excerpt(query)}`,
    path: `${base.path}${base.path.includes('?') ? '&' : '?'}${query}`,
    expected: [200],
  }));
}

/**
 * Requests the contract's declarations call for: every forged cursor for every sort of a keyset list,
 * days PostgreSQL cannot hold in every date field, integers no 32-bit column holds in every integer
 * parameter and body field, values of another type in every body field, and undeclared parameters.
 */
function declaredFieldVariants(op: ContractOperation, base: BaseRequest): Variant[] {
  return [
    ...forgedCursorVariants(op, base),
    ...oddDayVariants(op, base),
    ...valuesInFields(op, base, OVERFLOWING_INTEGERS, isInteger, (n) => n),
    ...convertibleTypeVariants(op),
    ...unknownParameterVariants(op, base),
  ];
}

/**
 * What a caller who may not call the operation must be told whatever it sends (401 without a valid
 * token, 403 for a customer asking what only staff may do): who may call is settled before the input is read.
 */
function refusalOf(op: ContractOperation, caller: Caller): number | null {
  const secured = op.operation.security?.length ?? 0;
  if (!secured) return null;
  if (caller.userId === undefined) return 401;
  // A customer's own id (the only one their requests name) is theirs to call on, past the refusal.
  return isStaffOperation(op) && !caller.staff && !isStaffOrOwnerOperation(op) ? 403 : null;
}

function request(op: ContractOperation, caller: Caller, base: BaseRequest, variant: Variant): HostileRequest {
  const method = variant.method ?? base.method;
  const body = variant.body ?? base.body;
  const refusal = variant.input ? refusalOf(op, caller) : null;
  const expected = refusal ? [refusal] : variant.expected;
  return {
    ...(expected ? { expected } : {}),
    name: `${caller.name}: ${variant.name}`,
    operationId: op.operationId,
    method,
    path: variant.path ?? base.path,
    headers: variant.headers ?? base.headers,
    // fetch sends no body with a GET.
    ...(body !== undefined && method !== 'GET' ? { body } : {}),
  };
}

/**
 * Hostile requests for every operation in openapi.yaml, from each caller: junk paths, queries, headers,
 * methods and bodies (wrong types, control characters, every table column as an extra field, deep and
 * huge JSON, malformed multipart). Operations that hash a password get a thinned matrix, spread over
 * the callers instead of repeated for each; staff operations are sent whole by staff only.
 */
export function hostileRequests(callers: Caller[]): HostileRequest[] {
  const seenPaths = new Set<string>();
  // The values the contract's declarations call for reach the handlers' work only past authentication, so staff send them, once.
  const furthest = callers.find((caller) => caller.staff) ?? callers.at(-1)!;
  return contractOperations.flatMap((op) => {
    const firstOfPath = !seenPaths.has(op.path);
    seenPaths.add(op.path);
    const perCaller = callers.map((caller) => {
      const base = baseRequest(op, caller);
      return variantsFor(op, base, caller.token?.(op.operationId) ?? UNKNOWN_TOKEN, firstOfPath).map((v) => request(op, caller, base, v));
    });
    const furthestBase = baseRequest(op, furthest);
    const declared = declaredFieldVariants(op, furthestBase).map((v) => request(op, furthest, furthestBase, v));
    if (hashesPassword(op)) return [...perCaller[0]!.map((_, i) => perCaller[i % callers.length]![i]!), ...declared];
    if (!isStaffOperation(op)) return [...perCaller.flat(), ...declared];
    // Staff operations refuse everyone else once the body is validated: staff get the whole matrix, and
    // the others share every sixth request of it, which still sends each kind of junk past them.
    const others = perCaller.filter((_, i) => !callers[i]!.staff);
    const sample = others.length ? others[0]!.flatMap((_, i) => (i % 6 === 0 ? [others[(i / 6) % others.length]![i]!] : [])) : [];
    return [...perCaller.filter((_, i) => callers[i]!.staff).flat(), ...declared, ...sample];
  });
}
