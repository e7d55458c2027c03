// Issue 14 item 2: the log of a failed query keeps what went wrong (code, constraint, message) and
// never the query's parameter values: an argon2 hash, an email, a username.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, buildLeague, startTestServer, type TestServer } from '../test/helpers';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ build: { logger: true, logStream: { write: (line) => void lines.push(line) } } });
});
afterAll(async () => {
  await server.close();
});

describe('the error log', () => {
  it('keeps the code and the message of a database error, not the values of its query', async () => {
    const league = await buildLeague(server);
    // a constraint no new row meets: the next user insert fails inside the database, as a real
    // failure would, with its parameters (the password's argon2 hash) in the error
    await server.deps.db.execute(sql.raw('alter table users add constraint no_new_users check (false) not valid'));
    try {
      const res = await new ApiClient(server.url).post('/api/register', {
        username: 'secret-username',
        password: 'a-password-to-hash',
        email: 'secret-person@example.com',
        firstName: 'Secret',
        leagueSlug: league.slug,
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await server.deps.db.execute(sql.raw('alter table users drop constraint no_new_users'));
    }

    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    const logged = JSON.parse(failure!) as { err: Record<string, unknown> };
    const text = JSON.stringify(logged);
    // what an operator needs
    expect(text).toContain('23514');
    expect(text).toContain('no_new_users');
    expect(text).toContain('violates check constraint');
    // what nobody may read in a log
    for (const secret of ['$argon2', 'secret-username', 'secret-person@example.com', 'Failing row contains', 'params:']) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('the request log', () => {
  it("keeps a private calendar URL's path without its token, and a query's names without their values", async () => {
    const token = 'T'.repeat(43);
    expect((await new ApiClient(server.url).get(`/api/calendar/referee/${token}.ics?session=query-secret`)).status).toBe(404);
    const logged = lines.filter((line) => line.includes('/api/calendar/referee/'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(token);
      expect(line).not.toContain('query-secret');
    }
    expect(logged.join('\n')).toContain('/api/calendar/referee/[redacted]?session=[redacted]');
  });
});
