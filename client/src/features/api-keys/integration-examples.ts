// The request and response examples of the help card (spec 2.12 / 7), written against the origin
// the page is served from, so a site owner can paste them as they are. They follow the README's
// 'External site integration (API keys)' section.

const EXAMPLE_KEY_VARIABLE = '$API_KEY';

export type EndpointExample = {
  method: 'GET' | 'POST';
  path: string;
  permission: 'read' | 'write';
  request: string;
  response: string;
};

export function checkSlugExample(origin: string): EndpointExample {
  return {
    method: 'GET',
    path: '/api/wordpress/leagues/check-slug/{slug}',
    permission: 'read',
    request: [
      `curl ${origin}/api/wordpress/leagues/check-slug/river-city \\`,
      `  -H "Authorization: Bearer ${EXAMPLE_KEY_VARIABLE}"`,
    ].join('\n'),
    response: [
      '200 {',
      '  "slug": "river-city",',
      '  "normalizedSlug": "river-city",',
      '  "available": false,',
      '  "reason": "taken",',
      '  "message": "The league address \\"river-city\\" is already taken",',
      '  "suggestion": "river-city-2"',
      '}',
    ].join('\n'),
  };
}

export function withAdminExample(origin: string): EndpointExample {
  return {
    method: 'POST',
    path: '/api/wordpress/leagues/with-admin',
    permission: 'write',
    request: [
      `curl -X POST ${origin}/api/wordpress/leagues/with-admin \\`,
      `  -H "Authorization: Bearer ${EXAMPLE_KEY_VARIABLE}" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -H "Idempotency-Key: order-1234" \\`,
      `  -d '{"name": "River City Flag", "slug": "river-city",`,
      `       "timezone": "America/Chicago",`,
      `       "admin": {"username": "rc-admin",`,
      `                 "password": "a-strong-password",`,
      `                 "email": "admin@rivercity.org",`,
      `                 "firstName": "Jamie", "lastName": "Rivera"}}'`,
    ].join('\n'),
    response: [
      '201 {',
      '  "league": {"id": 7, "name": "River City Flag",',
      '             "slug": "river-city", "status": "active", ...},',
      '  "admin": {"id": 31, "username": "rc-admin", "role": "admin", ...},',
      `  "loginUrl": "${origin}/river-city/login"`,
      '}',
    ].join('\n'),
  };
}

// Issue 50: how a receiver checks a webhook delivery (Standard Webhooks, v1: HMAC-SHA256 keyed by the
// secret's bytes, the base64 after whsec_, over "{webhook-id}.{webhook-timestamp}.{raw body}").
// Plain Node.js, no package; integration-examples.test.ts runs it against signed deliveries.
export const WEBHOOK_VERIFICATION_EXAMPLE = [
  "const crypto = require('node:crypto');",
  '',
  '// headers: the request\'s (lower-case names); rawBody: its body as received, a string',
  'function verifyWebhook(secret, headers, rawBody) {',
  "  const id = headers['webhook-id'];",
  "  const timestamp = headers['webhook-timestamp'];",
  '  // refuse a delivery older (or newer) than 5 minutes: a replay',
  '  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;',
  "  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');",
  "  const expected = crypto.createHmac('sha256', key)",
  "    .update(`${id}.${timestamp}.${rawBody}`).digest();",
  "  return String(headers['webhook-signature']).split(' ').some((signature) => {",
  "    const [version, value = ''] = signature.split(',');",
  "    const given = Buffer.from(value, 'base64');",
  "    return version === 'v1' && given.length === expected.length",
  '      && crypto.timingSafeEqual(given, expected);',
  '  });',
  '}',
].join('\n');
