import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { rejectControlCharacters } from './control-characters';
import { HttpProblem } from './problem';

const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

export interface FormShape {
  /** The one file part accepted. */
  file: string;
  /** The text parts read; any other is dropped. */
  fields: readonly string[];
  /** Names the form and its file in what the sender is told ("the profile", "avatar"). */
  form: string;
  fileLabel: string;
}

/** Reads a multipart form: the named text fields and the one file (null when absent or empty). */
export async function readMultipartForm(request: FastifyRequest, shape: FormShape): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart()) throw new HttpProblem(415, `Send ${shape.form} as a multipart form.`);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== shape.file) throw new HttpProblem(400, `Only the ${shape.fileLabel} file may be uploaded.`);
        file = await (part as MultipartFile).toBuffer();
        if (file.length === 0) file = null;
      } else if (shape.fields.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // The multipart plugin's own limits (file size, parts) carry 413; anything else is a body it could not parse.
    if (status === 413) throw new HttpProblem(413, `The form is too large. The ${shape.fileLabel} may be at most 5 MB.`);
    throw new HttpProblem(400, UNREADABLE_FORM);
  }
  rejectControlCharacters(fields);
  return { fields, file };
}
