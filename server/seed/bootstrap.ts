import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { makePrivateDir } from '../db/private-files';
import { hashPassword } from '../modules/accounts/passwords';
import { countUsers, insertUser, superAdminExists } from '../modules/accounts/store';
import { audit, auditTarget } from '../auth/audit';
import { seedDemoLeague, seedE2eLeagues, type DemoAccount } from './demo';

export type BootstrapReport = {
  firstStart: boolean;
  superAdmin: { username: string; password: string | null; passwordFile: string | null } | null;
  demoAccounts: DemoAccount[];
};

// First start on an empty database: the super admin and, unless SEED_DEMO=0, the demo league.
export async function bootstrap(db: Db, config: Config): Promise<BootstrapReport> {
  const firstStart = (await countUsers(db)) === 0;
  const report: BootstrapReport = { firstStart, superAdmin: null, demoAccounts: [] };
  if (!(await superAdminExists(db))) {
    const generated = config.superAdmin.password === null;
    const password = config.superAdmin.password ?? crypto.randomBytes(12).toString('base64url');
    const user = await insertUser(db, {
      username: config.superAdmin.username,
      passwordHash: await hashPassword(password),
      email: null,
      firstName: 'Super',
      lastName: 'Admin',
      role: 'super_admin',
      leagueId: null,
    });
    await audit(db, {}, 'user.bootstrap-super-admin', auditTarget.row('user', user));
    let passwordFile: string | null = null;
    if (generated) {
      // shown once on the console and kept only where the operator can read it
      makePrivateDir(config.dataDir);
      passwordFile = path.join(config.dataDir, 'super-admin-password.txt');
      fs.writeFileSync(passwordFile, `${config.superAdmin.username}\n${password}\n`, { mode: 0o600 });
    }
    report.superAdmin = { username: user.username, password: generated ? password : null, passwordFile };
  }
  if (firstStart && config.seedDemo) report.demoAccounts = await seedDemoLeague(db, new Date());
  if (firstStart && config.seedE2e) await seedE2eLeagues(db);
  return report;
}
