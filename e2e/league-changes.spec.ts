import type { APIResponse } from '@playwright/test';
import { AUDIT_TEXT } from '../common/schemas/audit';
import type { UserDto } from '../common/schemas/auth';
import type { FieldDto } from '../common/schemas/teams';
import { LEAGUE_CHANGES_TEXT as T } from '../client/src/features/league-changes/texts';
import { DEMO_ADMIN, expect, seriousViolations, test, uniqueUsername } from './fixtures';

// Issue 46: the demo league's admin renames a field of this test's own through the API, opens League
// Changes from the admin navigation and finds the change with his name; the Kind filter keeps it
// (Fields) or leaves it out (Rainouts); a later period is empty, a backwards one fails with the
// server's sentence; axe finds nothing serious at 1280x800 and 390x844.
// FFL_SHOTS_DIR=<dir> also saves the screen at both sizes, to look at.

const SHOTS = process.env.FFL_SHOTS_DIR;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function ok<R>(response: APIResponse): Promise<R> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

for (const size of SIZES) {
  test(`an admin finds his change in League Changes and filters by kind at ${size.width}x${size.height}; axe clean`, async ({ signedInContext }) => {
    const admin = await signedInContext(DEMO_ADMIN, size);
    const me = await ok<UserDto>(await admin.request.get('/api/user'));
    const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username;
    const suffix = uniqueUsername('ch').slice(3);
    const field = await ok<FieldDto>(await admin.request.post('/api/fields', { data: { name: `Changes ${suffix}`.slice(0, 40) } }));
    try {
      await ok(await admin.request.patch(`/api/fields/${field.id}`, { data: { name: `Renamed ${suffix}`.slice(0, 40) } }));
      const sentence = `Edited field #${field.id} (fields: name)`;

      const page = await admin.newPage();
      await page.goto('/demo/admin');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      // the phone folds the navigation behind its menu button
      if (size.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: T.navLabel }).click();
      await expect(page).toHaveURL(/\/demo\/admin\/changes$/);
      await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();

      const list = page.getByRole('region', { name: T.listHeading });
      const item = list.getByRole('listitem').filter({ hasText: sentence });
      await expect(item).toBeVisible();
      await expect(item).toContainText(name);
      // newest first: the rename sits above the field's creation
      const texts = await list.getByRole('listitem').allTextContents();
      expect(texts.findIndex((t) => t.includes(sentence))).toBeLessThan(texts.findIndex((t) => t.includes(`Created field #${field.id}`)));
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/league-changes-${size.width}.png`, fullPage: true });

      await page.getByLabel(T.kind).selectOption({ label: T.kinds.field });
      await expect(item).toBeVisible();
      await page.getByLabel(T.kind).selectOption({ label: T.kinds.rainout });
      await expect(list.getByRole('listitem').filter({ hasText: sentence })).toHaveCount(0);
      await expect(list.getByText(T.empty).or(list.getByRole('listitem').first())).toBeVisible();

      // a period after today holds nothing
      await page.getByLabel(T.kind).selectOption({ label: T.allKinds });
      await page.getByLabel(T.from).fill('2099-01-01');
      await expect(list.getByText(T.empty)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/league-changes-empty-${size.width}.png`, fullPage: true });

      // a period that ends before it starts: the server's sentence in the failure notice
      await page.getByLabel(T.to).fill('2098-12-31');
      const failed = list.getByRole('alert');
      await expect(failed).toContainText(T.loadFailed);
      await expect(failed).toContainText(AUDIT_TEXT.fromAfterTo);
    } finally {
      await admin.request.delete(`/api/fields/${field.id}`);
    }
  });
}
