import type { ValidateFunction } from 'ajv';
import { createContractAjv, listOperations, loadContract, responseSchema, type ContractOperation } from '../http/contract';

const contract = loadContract();
const operations = listOperations(contract);
const ajv = createContractAjv(contract);
const validators = new Map<string, ValidateFunction>();

function matcher(op: ContractOperation): RegExp {
  return new RegExp(`^/api${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
}

function findOperation(method: string, path: string): ContractOperation | undefined {
  return operations.find((op) => op.method === method.toLowerCase() && matcher(op).test(path));
}

export class ContractViolation extends Error {}

/**
 * Checks one API response against openapi.yaml: its status must be declared for the operation and its
 * body must match the declared schema and media type. Throws a ContractViolation saying what broke.
 */
export async function checkResponse(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url).pathname;
  const op = findOperation(method, path);
  if (!op) throw new ContractViolation(`${method} ${path} is not an operation of openapi.yaml`);
  const status = String(response.status);
  if (!(status in op.operation.responses)) {
    throw new ContractViolation(`${op.operationId} answered ${status}, which openapi.yaml does not declare (body: ${await response.clone().text()})`);
  }
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (status === '204') return;
  const schema = responseSchema(op, status, mediaType);
  if (!schema) throw new ContractViolation(`${op.operationId} ${status} answered ${mediaType || 'no content type'}, which openapi.yaml does not declare`);
  const key = `${op.operationId} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  const body: unknown = await response.clone().json();
  if (!validate(body)) {
    throw new ContractViolation(`${key} breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** A fetch for tests that fails the request when the server's answer breaks the contract. */
export const contractFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  if (new URL(request.url).pathname.startsWith('/api/')) await checkResponse(request.method, request.url, response);
  return response;
};

export { operations as contractOperations };
