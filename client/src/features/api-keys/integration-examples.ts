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
