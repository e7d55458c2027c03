// A CSV file sent as multipart/form-data in the field csvFile, with the form's few text fields: the
// schedule import's and the roster import's (the parser is registered once, by the schedule import's
// routes). Used by the modules' routes only (decision 034). Every refusal is the caller's upload, a
// 4xx, never a 500.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { textInputProblem } from './text-input';

const CSV_UPLOAD_TEXT = {
  notMultipart: 'Send the file as multipart/form-data in the field csvFile',
  noFile: 'No file selected: send the CSV in the field csvFile',
  notCsv: 'Only .csv files can be imported',
  tooLarge: 'The file is larger than 5 MB',
  tooManyParts: 'Send one CSV file in the field csvFile and at most 10 other fields',
  unreadable: (reason: string) => `The upload could not be read (${reason}); send the CSV as multipart/form-data in the field csvFile`,
  empty: 'The file is empty',
} as const;
const T = CSV_UPLOAD_TEXT;

export type CsvUpload = { buffer: Buffer; fileName: string; fields: Record<string, string> };

// @fastify/multipart and busboy throw while the body is read: a limit (413, with a code), or a body
// that is not the multipart it claims (no boundary, another boundary than the header's, cut short),
// a plain Error of busboy's.
function uploadRefusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, T.tooLarge);
  if (statusCode === 413) return new HttpError(413, T.tooManyParts);
  return badRequest(T.unreadable(err instanceof Error ? err.message : String(err)));
}

export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw badRequest(T.notMultipart);
  let file: { buffer: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'csvFile' || file) {
          await part.toBuffer();
          continue;
        }
        file = { buffer: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  if (!file) throw badRequest(T.noFile);
  // the form's own text fields are not seen by the request-wide check (plugins/text-input.ts)
  const problem = textInputProblem({ fileName: file.fileName, ...fields }, 'The form');
  if (problem) throw badRequest(problem);
  if (!/\.csv$/i.test(file.fileName)) throw badRequest(T.notCsv);
  return { ...file, fields };
}

// The file's text: UTF-8 (a byte-order mark kept for the parser), not empty, no NUL; `notText` is
// the caller's sentence for a file that is not text.
export function decodeCsvText(buffer: Buffer, notText: string): string {
  if (buffer.length === 0) throw badRequest(T.empty);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(notText);
  }
  if (text.includes('\u0000')) throw badRequest(notText);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest(T.empty);
  return text;
}
