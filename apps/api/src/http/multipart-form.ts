import type { MultipartFile } from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_MEGABYTES } from '@cellar/domain';
import { rejectControlCharacters } from './control-characters';
import { rejectInfiniteNumbers } from './contract';
import { fieldErrors, fieldProblem, HttpProblem, validationProblem } from './problem';


export interface FormShape<File extends string = string> {
  /** The file parts accepted, at most one of each. */
  files: readonly File[];
  /** The text parts read; any other is dropped. */
  fields: readonly string[];
  /** Which form and which kind of file the refusals name (the words of `problem.notMultipart`, `problem.unexpectedFile`, ...). */
  form: 'profile' | 'category' | 'staff' | 'wine' | 'winePicture';
  fileLabel: 'avatar' | 'picture';
  /** The longest text part, in bytes (the plugin's 1,000 unless said): a longer one is refused, never cut. */
  fieldBytes?: number;
  /**
   * An empty text part is taken as left out: the original dashboard's edit forms send every input, a
   * password nobody typed among them. A required one is then refused as missing.
   */
  emptyIsLeftOut?: boolean;
  /** Text parts that hold JSON (the contract's `encoding: application/json`), read as JSON before the check. */
  jsonFields?: readonly string[];
}

/** Reads a multipart form: the named text fields and each named file (left out when absent or empty). */
export async function readMultipartForm<File extends string>(
  request: FastifyRequest,
  shape: FormShape<File>,
): Promise<{ fields: Record<string, string>; files: Partial<Record<File, Buffer>> }> {
  if (!request.isMultipart()) throw new HttpProblem(415, 'notMultipart', { form: shape.form });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Partial<Record<File, Buffer>> = Object.create(null) as Partial<Record<File, Buffer>>;
  // The plugin's limits (UPLOAD_MAX_BYTES a file, 10 fields) hold; a form of several pictures or longer texts says so.
  const limits = { files: shape.files.length, fields: Math.max(10, shape.fields.length), parts: Math.max(12, shape.fields.length + shape.files.length + 2), ...(shape.fieldBytes ? { fieldSize: shape.fieldBytes } : {}) };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const name = part.fieldname as File;
        if (!shape.files.includes(name)) throw new HttpProblem(400, 'unexpectedFile', { file: shape.fileLabel });
        if (files[name]) throw new HttpProblem(400, 'tooManyFiles', { field: name });
        const file = await (part as MultipartFile).toBuffer();
        if (file.length > 0) files[name] = file;
      } else if (shape.fields.includes(part.fieldname)) {
        if (part.valueTruncated) throw fieldProblem(400, part.fieldname, 'maxLength', 'fieldTooLong', { field: part.fieldname });
        const value = String(part.value);
        if (value !== '' || !shape.emptyIsLeftOut) fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // The multipart plugin's own limits (file size, parts) carry 413; anything else is a body it could not parse.
    if (status === 413) throw new HttpProblem(413, 'formTooLarge', { file: shape.fileLabel, megabytes: UPLOAD_MAX_MEGABYTES });
    throw new HttpProblem(400, 'unreadableForm');
  }
  rejectControlCharacters(fields);
  return { fields, files };
}

/**
 * Reads a multipart form and checks it against its schema in the contract, whose validator reads text
 * parts as the schema's types (see `compileFormSchema`). A file sent counts as present for `required` and
 * `minProperties`; the files come back apart from the values. Every wrong field is listed.
 */
export async function readContractForm<File extends string>(
  request: FastifyRequest,
  validate: ValidateFunction,
  shape: FormShape<File>,
): Promise<{ values: Record<string, unknown>; files: Partial<Record<File, Buffer>> }> {
  const { fields, files } = await readMultipartForm(request, shape);
  const values: Record<string, unknown> = { ...fields };
  for (const name of shape.jsonFields ?? []) {
    if (fields[name] === undefined) continue;
    try {
      values[name] = JSON.parse(fields[name]) as unknown;
    } catch {
      throw fieldProblem(400, name, 'type', 'formPartNotJson', { field: name });
    }
    // An escape (`\u0007`) brings back what the text part's own check could not see.
    rejectControlCharacters(values[name], name);
  }
  const sent = Object.keys(files);
  for (const name of sent) values[name] = '';
  if (!validate(values)) {
    throw validationProblem(fieldErrors(validate.errors ?? []));
  }
  for (const name of sent) delete values[name];
  rejectInfiniteNumbers(values);
  return { values, files };
}
