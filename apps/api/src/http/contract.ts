import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, FastifySchema } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { repoRoot } from '../paths';
import { rejectControlCharactersInRequest } from './control-characters';
import { HttpProblem, validationProblem } from './problem';
import { readableFromAnyOrigin } from './security-headers';

// ajv-formats ships CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  /** The path parameter naming the account an operation is about, when only that account's owner may call it. */
  'x-own-account'?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation | Parameter[]> & { parameters?: (Parameter | { $ref: string })[] }>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  };
}

export const CONTRACT_PATH = join(repoRoot, 'openapi.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The id under which the contract's component schemas are registered with Fastify. */
const SCHEMA_ID = 'openapi';

const contracts = new Map<string, OpenApiDocument>();

/**
 * openapi.yaml, parsed once per process and shared, read-only, by every app built in it (the tests build
 * hundreds, and parsing it was a quarter of building one).
 */
export function loadContract(path = CONTRACT_PATH): OpenApiDocument {
  let contract = contracts.get(path);
  if (!contract) contracts.set(path, (contract = parse(readFileSync(path, 'utf8')) as OpenApiDocument));
  return contract;
}

export interface ContractOperation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
  parameters: Parameter[];
}

export function listOperations(contract: OpenApiDocument): ContractOperation[] {
  const result: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const shared = (item.parameters ?? []).map((p) => resolveParameter(contract, p));
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => resolveParameter(contract, p));
      result.push({ operationId: operation.operationId, method, path, operation, parameters: [...shared, ...own], responses: contract.components.responses });
    }
  }
  return result;
}

function resolveParameter(contract: OpenApiDocument, parameter: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.split('/').pop()!;
  const resolved = contract.components.parameters[name];
  if (!resolved) throw new Error(`openapi.yaml: unknown parameter ${parameter.$ref}`);
  return resolved;
}

/**
 * Points the contract's `#/components/schemas/X` references at `openapi#/definitions/X`: the contract's
 * schemas are registered as the definitions of one schema, a place JSON Schema validators know.
 */
function rebase<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMA_ID}#/definitions/`)) as T;
}

function sharedSchema(contract: OpenApiDocument) {
  return { $id: SCHEMA_ID, definitions: rebase(contract.components.schemas) };
}

function objectOf(parameters: Parameter[], lowerCaseNames = false): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const name = (p: Parameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), rebase(p.schema)])),
    required: parameters.filter((p) => p.required).map(name),
  };
}

function routeSchema(op: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  const params = objectOf(op.parameters.filter((p) => p.in === 'path'));
  const querystring = objectOf(op.parameters.filter((p) => p.in === 'query'));
  const headers = objectOf(
    op.parameters.filter((p) => p.in === 'header'),
    true,
  );
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  // Multipart forms are read as streams by their handler; every other body is parsed JSON. One media type's
  // schema applies to any body (even one sent without a content type); several are matched by content type.
  const bodies = Object.entries(op.operation.requestBody?.content ?? {}).filter(([type]) => type !== 'multipart/form-data');
  // Beside a form, the JSON is validated by its media type (anything else is refused, see `formOrJson`).
  // A body that may be left out (`required: false`) is validated by media type too: none sent, none checked.
  if (bodies.length === 1 && !takesForm(op) && op.operation.requestBody?.required !== false) schema.body = rebase(bodies[0]![1].schema);
  else if (bodies.length > 0) schema.body = { content: Object.fromEntries(bodies.map(([type, body]) => [type, { schema: rebase(body.schema) }])) };
  // Only success bodies are serialised through the contract: that strips any field it does not name
  // (a password hash can never leak), while errors always take the problem+json path.
  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(op.operation.responses)) {
    const body = answer.content?.['application/json'];
    if (status.startsWith('2') && body) response[status] = rebase(body.schema);
  }
  if (Object.keys(response).length) schema.response = response;
  return schema;
}

function takesForm(op: ContractOperation): boolean {
  return Boolean(op.operation.requestBody?.content['multipart/form-data']);
}

/**
 * An operation that takes a multipart form beside JSON (the original admin dashboard's forms) validates
 * its JSON by media type, so any other body, or none, would reach the handler unchecked: refused here.
 */
async function formOrJson(request: FastifyRequest): Promise<void> {
  if (request.isMultipart() || request.mediaType === 'application/json') return;
  throw new HttpProblem(415, 'notJsonOrForm');
}

/**
 * Ajv coerces '1e309' in a path or query to Infinity and then skips the integer's bounds, so the
 * contract's own limits never see it; such a value is refused here before any handler can use it.
 */
async function rejectInfinity(request: FastifyRequest): Promise<void> {
  for (const source of [request.params, request.query]) rejectInfiniteNumbers(source);
}

/** Refuses a value that text coerced to Infinity (a path, a query, a form's part), which the contract's bounds never saw. */
export function rejectInfiniteNumbers(source: unknown): void {
  for (const [field, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) {
      throw validationProblem([{ field, code: 'type', params: { type: 'integer' } }]);
    }
  }
}

export type Handlers = Record<string, RouteHandlerMethod>;

export interface ContractRouteOptions {
  prefix: string;
  handlers: Handlers;
  /** Runs before the handler of every operation that declares bearer security. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** Runs after `authenticate` for every operation that declares staff security: refuses a customer's token. */
  requireStaff: (request: FastifyRequest) => Promise<void>;
  /** Runs after `authenticate` for every operation marked `x-own-account`: refuses anyone but the account named by that path parameter. */
  requireOwnAccount: (request: FastifyRequest, parameter: string) => Promise<void>;
}

/** The security schemes of openapi.yaml: a shopper's bearer token, and a member of staff's. */
export const SECURITY = { bearer: 'bearerAuth', staff: 'staffAuth' } as const;

/**
 * Whether an operation is for staff (declares the `staffAuth` scheme); tests are generated from this. One
 * also marked `x-own-account` is staff's on any account and the owner's on their own (`isStaffOrOwnerOperation`).
 */
export function isStaffOperation(op: ContractOperation): boolean {
  return (op.operation.security ?? []).some((requirement) => SECURITY.staff in requirement);
}

/** A staff operation that an account's owner may also call on their own account (`x-own-account` beside `staffAuth`). */
export function isStaffOrOwnerOperation(op: ContractOperation): boolean {
  return isStaffOperation(op) && Boolean(op.operation['x-own-account']);
}

/**
 * Registers one Fastify route per operation in openapi.yaml, validated by the contract's own schemas,
 * and fails at start-up when an operation has no handler or a handler has no operation.
 */
export function registerContractRoutes(app: FastifyInstance, contract: OpenApiDocument, options: ContractRouteOptions) {
  const { shared, validators, schemaOf } = compiledFor(contract);
  // Registered for the serialisers of success bodies; validation has compilers of its own (below).
  app.addSchema(shared);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? validators.body : validators.text).compile(schema));
  const operations = listOperations(contract);
  const declared = new Set(operations.map((op) => op.operationId));
  const stray = Object.keys(options.handlers).filter((id) => !declared.has(id));
  if (stray.length) throw new Error(`Handlers without an operation in openapi.yaml: ${stray.join(', ')}`);

  for (const op of operations) {
    const handler = options.handlers[op.operationId];
    if (!handler) throw new Error(`openapi.yaml operation ${op.operationId} has no handler`);
    const staff = isStaffOperation(op);
    const secured = staff || (op.operation.security ?? []).some((requirement) => SECURITY.bearer in requirement);
    const owner = op.operation['x-own-account'];
    const ownerOnly = owner ? [async (request: FastifyRequest) => options.requireOwnAccount(request, owner)] : [];
    // Marked both (`DELETE /users/{id}`): staff on anyone's account, or else only the account's owner on their own.
    const staffOrOwner = async (request: FastifyRequest) => options.requireStaff(request).catch(() => options.requireOwnAccount(request, owner!));
    const guards = staff ? [options.authenticate, owner ? staffOrOwner : options.requireStaff] : secured ? [options.authenticate, ...ownerOnly] : [];
    // The public catalogue's reads are for any site to show, as its pictures are.
    const publicRead = !secured && op.method === 'get' && (op.operation.tags ?? []).includes('catalogue');
    app.route({
      method: op.method.toUpperCase() as Uppercase<typeof op.method>,
      url: options.prefix + op.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: schemaOf(op),
      // Who may call is settled before anything the caller sent is read: a refused caller learns nothing of the schema.
      onRequest: publicRead ? [async (_request: FastifyRequest, reply: FastifyReply) => readableFromAnyOrigin(reply)] : guards,
      preValidation: [...(takesForm(op) && op.operation.requestBody!.content['application/json'] ? [formOrJson] : []), rejectControlCharactersInRequest],
      preHandler: [rejectInfinity],
      handler,
    });
  }
}

/** What registering a contract's routes compiles: the shared schema, the validators and each route's schemas. */
interface CompiledContract {
  shared: ReturnType<typeof sharedSchema>;
  validators: { body: Ajv; text: Ajv };
  schemaOf: (op: ContractOperation) => FastifySchema;
}

const compiledContracts = new WeakMap<OpenApiDocument, CompiledContract>();

/**
 * Kept per contract, so that every app built from it in one process reuses the same schema objects and
 * validators: Ajv keeps what it compiled by schema, and compiling the routes' validators anew was a third
 * of building an app.
 */
function compiledFor(contract: OpenApiDocument): CompiledContract {
  let compiled = compiledContracts.get(contract);
  if (compiled) return compiled;
  // A path, query or header is text, so its numbers and booleans are read from text; a JSON body carries
  // its own types, and a value of the wrong type (`"qty": "2"`, `["Visa"]`) is refused, not converted.
  const routeOptions = { useDefaults: true, removeAdditional: true, allErrors: false } as const;
  const schemas = new WeakMap<Operation, FastifySchema>();
  compiled = {
    shared: sharedSchema(contract),
    validators: {
      body: createContractAjv(contract, { ...routeOptions, coerceTypes: false }),
      text: createContractAjv(contract, { ...routeOptions, coerceTypes: 'array' }),
    },
    schemaOf: (op) => {
      let schema = schemas.get(op.operation);
      if (!schema) schemas.set(op.operation, (schema = routeSchema(op)));
      return schema;
    },
  };
  compiledContracts.set(contract, compiled);
  return compiled;
}

/** Adds the OpenAPI formats that JSON Schema validators do not know, so the contract compiles as it is. */
export function addOpenApiFormats(ajv: Ajv): Ajv {
  return ajv.addFormat('binary', true);
}

/**
 * A validator for one of the contract's component schemas, for bodies Fastify cannot validate itself
 * (multipart forms). Its errors are Ajv errors, ready for `fieldErrors`.
 */
export function compileComponentSchema(contract: OpenApiDocument, name: string) {
  return createContractAjv(contract).compile({ $ref: `${SCHEMA_ID}#/definitions/${name}` });
}

/**
 * A validator for one of the contract's multipart forms: a form's parts are text, so they are read as
 * the types its schema declares (`1290` an integer, `true` a boolean) and then held to its bounds.
 */
export function compileFormSchema(contract: OpenApiDocument, name: string) {
  return createContractAjv(contract, { allErrors: true, coerceTypes: true }).compile({ $ref: `${SCHEMA_ID}#/definitions/${name}` });
}

/**
 * An Ajv that knows every component schema of the contract. Outside Fastify's routes it reports every
 * error, so a form can mark each wrong field; the only untrusted input it sees there is the profile
 * form, whose size the multipart limits bound (10 fields of 1,000 characters). The routes' validators
 * stop at the first error: collecting every error of a hostile body is work an attacker chooses.
 */
export function createContractAjv(contract: OpenApiDocument, options: Options = { allErrors: true }): Ajv {
  const ajv = new Ajv(options);
  addFormats(ajv);
  addOpenApiFormats(ajv);
  ajv.addSchema(sharedSchema(contract));
  return ajv;
}

/** The JSON Schema of one declared response body, with references pointing into `createContractAjv`'s schema. */
export function responseSchema(op: ContractOperation, status: string, mediaType: string): JsonSchema | undefined {
  let answer = op.operation.responses[status];
  if (answer?.$ref) answer = op.responses[answer.$ref.split('/').pop()!];
  const schema = answer?.content?.[mediaType]?.schema;
  return schema ? rebase(schema) : undefined;
}
