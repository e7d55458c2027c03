// The environment a bench starts the product in: production mode on 127.0.0.1:port, quiet logs, no
// demo or e2e seed, the bench's super admin, and the per-address budgets lifted (every bench client
// comes from one address). No database is named: the caller sets DATABASE_URL or DATA_DIR.
export function benchServerEnv(port: number, superAdmin: { username: string; password: string }, sessionSecret: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    SEED_E2E: '0',
    SESSION_SECRET: sessionSecret,
    SUPER_ADMIN_USERNAME: superAdmin.username,
    SUPER_ADMIN_PASSWORD: superAdmin.password,
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    // every bench client's HTTP connections come from 127.0.0.1 (decision 058's cap of an address)
    CONNECTIONS_PER_ADDRESS: '100000',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return env;
}
