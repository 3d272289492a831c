// `npm run gen:api` (second half): the contract's bounds, enums and request fields as constants, so the
// forms refuse what the server would with the numbers and patterns openapi.yaml states, offer the values
// its enums list and write the fields its requests name, never a copy of them.
// Usage: node scripts/gen-contract.mjs [output file]; by default packages/api-client/src/contract.gen.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const BOUNDS = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'minItems', 'maxItems', 'enum'];

function resolve(document, schema) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema ?? {};
  const name = ref.replace('#/components/schemas/', '');
  return resolve(document, document.components.schemas[name]);
}

/**
 * The bounds a value of `schema` must keep, or null when it has none. A format the server checks with a
 * regular expression (ajv-formats' full mode, as the API runs it) comes with that expression, so a form
 * refuses the same emails.
 */
function boundsOf(document, schema) {
  const resolved = resolve(document, schema);
  const bounds = Object.fromEntries(BOUNDS.filter((key) => key in resolved).map((key) => [key, resolved[key]]));
  const formatCheck = fullFormats[bounds.format];
  if (formatCheck instanceof RegExp) bounds.formatPattern = { source: formatCheck.source, flags: formatCheck.flags };
  return Object.keys(bounds).length > 0 ? bounds : null;
}

/** The schemas that requests send as their body: what a form fills in. */
function requestBodies(document) {
  const names = new Set();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const media of Object.values(operation?.requestBody?.content ?? {})) {
        const ref = media.schema?.$ref;
        if (typeof ref === 'string') names.add(ref.replace('#/components/schemas/', ''));
      }
    }
  }
  return [...names].sort();
}

/**
 * Every named enum: `<Schema>Values = [...]`, in the contract's order; every request body's fields:
 * `<Schema>Fields = [...]`, the names a request may carry; every named value schema with bounds:
 * `<Schema>Bounds = { minLength, ... }`; and every request body with a bounded property:
 * `<Schema>Bounds = { property: { minLength, ..., enum } }`.
 */
export function contractConstants(document) {
  const blocks = [];
  for (const [name, schema] of Object.entries(document.components.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    if (Array.isArray(schema.enum)) blocks.push(`export const ${name}Values = ${JSON.stringify(schema.enum)} as const;\n`);
  }
  for (const name of requestBodies(document)) {
    const schema = document.components.schemas[name];
    const fields = Object.keys(schema.properties ?? {});
    if (fields.length > 0) blocks.push(`export const ${name}Fields = ${JSON.stringify(fields)} as const;\n`);
  }
  // A named value schema (GrapeName, VintageYear) is a bound of its own wherever a body nests it.
  for (const [name, schema] of Object.entries(document.components.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    if (schema.type === 'object' || schema.properties || Array.isArray(schema.enum)) continue;
    const bounds = boundsOf(document, schema);
    if (bounds) blocks.push(`export const ${name}Bounds = ${JSON.stringify(bounds)} as const;\n`);
  }
  for (const name of requestBodies(document)) {
    const schema = document.components.schemas[name];
    const properties = Object.entries(schema.properties ?? {})
      .map(([property, value]) => [property, boundsOf(document, value)])
      .filter(([, bounds]) => bounds !== null);
    if (properties.length === 0) continue;
    const lines = properties.map(([property, bounds]) => `  ${property}: ${JSON.stringify(bounds)},`);
    blocks.push(`export const ${name}Bounds = {\n${lines.join('\n')}\n} as const;\n`);
  }
  return `// Generated from openapi.yaml by scripts/gen-contract.mjs (npm run gen:api): do not edit.\n\n${blocks.join('\n')}`;
}

if (process.argv[1] === import.meta.filename) {
  const output = process.argv[2] ?? join(root, 'packages/api-client/src/contract.gen.ts');
  writeFileSync(output, contractConstants(parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'))));
}
