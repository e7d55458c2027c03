import crypto from 'node:crypto';

// A strong ETag of an answer's bytes: the same content gives the same tag, so a reload of an
// unchanged public read is a 304.
export function contentEtag(body: string): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}
