/**
 * Words a user reads (ADR 0044) and a quota that needs a time limit (ADR 0026, revised), in Chromium on a gateway of
 * this file's own, in Chinese and English, light and dark: the shared member's quota modal shows titles and user help,
 * never the schema's developer description; the submit form says that a job under a core-hour quota needs a time
 * limit and refuses one without it by the time limit field (nothing sent), for alice, an IAM user limited as a cluster
 * user (the account owner is never limited by a core-hour quota).
 */
import { describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type Locale } from './lib/browser';
import { labelled, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway({ speed: 0.1 });
const browser = useBrowser({ origin: () => gateway.origin });
const CLUSTER = SEED.clusters.hpcActive;
const QUEUE = SEED.queues.hpcShared;
const SUBMIT = `/pek3/hpc/hpc_job/submit_job/${CLUSTER}`;
const LOOKS: { locale: Locale; colorScheme: 'light' | 'dark' }[] = [
  { locale: 'zh', colorScheme: 'light' },
  { locale: 'en', colorScheme: 'dark' },
  { locale: 'zh', colorScheme: 'dark' },
  { locale: 'en', colorScheme: 'light' },
];
const DEVELOPER_TEXT = /grp_tres_mins|allocated_core_hours|file_system_quota|hpcqueue_id|\(core-hours × 60\)/;

let member: Promise<{ shared_user_id: string }> | undefined;

/** alice shared on the cluster as a member without a limit yet (made once, through the API). */
function sharedMember(): Promise<{ shared_user_id: string }> {
  member ??= (async () => {
    const owner = await gateway.client('usr-owner');
    const added = await owner.post<{ shared_user_id: string }>('/portal-hpc/shared/user/addUser', {
      cluster_id: CLUSTER,
      iam_user_id: 'iamu-alice001',
      username: `ut_${String(Date.now()).slice(-6)}`,
      permission: 'readwrite',
    });
    await expect
      .poll(
        async () =>
          (
            await gateway.db.query<{ status: string }>('SELECT status FROM shared_users WHERE shared_user_id = $1', [added.shared_user_id])
          )[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('active');
    return added;
  })();
  return member;
}

let limited: Promise<void> | undefined;
/** The shared member given 1,000 core-hours on the cluster through the owner's quota modal's operation (once). */
function limitedMember(): Promise<void> {
  limited ??= (async () => {
    const { shared_user_id } = await sharedMember();
    const owner = await gateway.client('usr-owner');
    await owner.post('/portal-hpc/shared/user/addResourceLimit', {
      cluster_id: CLUSTER,
      shared_user_id,
      allocated_core_hours: 1000,
      file_system_quota_gb: 10,
    });
    await expect
      .poll(
        async () =>
          (
            await gateway.db.query<{ hours: number | null }>(
              'SELECT allocated_core_hours::float8 AS hours FROM shared_user_clusters WHERE shared_user_id = $1 AND cluster_id = $2 AND has_limit',
              [shared_user_id, CLUSTER],
            )
          )[0]?.hours,
        { timeout: 60_000 },
      )
      .toBe(1000);
  })();
  return limited;
}

describe('the texts a user reads', () => {
  it.each(LOOKS)('the quota modal shows no developer description ($locale, $colorScheme)', async ({ locale, colorScheme }) => {
    const member = await sharedMember();
    const page = await browser.current.as('usr-owner', { locale, colorScheme });
    const p = page.page;
    await page.goto(`/pek3/hpc/user_mgt/sub/allocate_res/${member.shared_user_id}`);
    await page.settle();
    const allocate =
      locale === 'zh'
        ? new RegExp(zh('Allocate resources on {clusterName}', { clusterName: '@@' }).split('@@')[0])
        : /^Allocate resources on /;
    await p.getByRole('button', { name: allocate }).first().click();
    const dialog = p.getByRole('dialog');
    await dialog.waitFor();
    const coreHours = locale === 'zh' ? zh('Allocated core-hours') : 'Allocated core-hours';
    await dialog.getByLabel(labelled(coreHours)).waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).not.toMatch(DEVELOPER_TEXT);
    const help =
      locale === 'zh'
        ? zh("1,000 to 100,000 core-hours. The member's jobs on this cluster are refused once they would go beyond it.")
        : "1,000 to 100,000 core-hours. The member's jobs on this cluster are refused once they would go beyond it.";
    expect(text).toContain(help);
    await page.expectAccessible(`the quota modal (${locale}, ${colorScheme})`);
    await page.screenshot(`user-texts-quota-modal-${locale}-${colorScheme}`);
  });

  it.each(LOOKS)(
    'the submit form says a job under a quota needs a time limit, and refuses one without it by its field ($locale, $colorScheme)',
    async ({ locale, colorScheme }) => {
      // alice runs jobs on the owner's cluster as its read-write shared member, limited to 1,000 core-hours there.
      await limitedMember();
      const jobs = async () =>
        (
          await gateway.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE cluster_id = $1 AND name = 'no_limit_112'", [
            CLUSTER,
          ])
        )[0].n;
      const page = await browser.current.as('iam-alice', { locale, colorScheme });
      const p = page.page;
      const label = (text: string) => labelled(locale === 'zh' ? zh(text) : text);
      await page.goto(SUBMIT);
      await page.settle();
      const quota = p.getByTestId('core-hour-quota');
      const needs =
        locale === 'zh'
          ? zh(
              'Your core-hours are limited on this cluster, so a job needs a time limit: it counts as cores × time limit. Set the time limit above.',
            )
          : 'Your core-hours are limited on this cluster, so a job needs a time limit: it counts as cores × time limit.';
      await expect.poll(async () => (await quota.textContent()) ?? '', { timeout: 30_000 }).toContain(needs);
      await p.getByLabel(label('Job name')).fill('no_limit_112');
      const queue = p.getByRole('combobox', { name: label('Queue') });
      await queue.locator(`option[value="${QUEUE}"]`).waitFor({ state: 'attached', timeout: 20_000 });
      await queue.selectOption(QUEUE);
      await p.getByRole('textbox', { name: label('Command line') }).fill('mpirun -np 112 ./wrf.exe');
      await p.getByLabel(label('Cores')).fill('112');
      await p.getByRole('button', { name: locale === 'zh' ? zh('Submit job') : 'Submit job', exact: true }).click();
      const field = p.locator('[data-field="root_time_limit"]');
      const error =
        locale === 'zh'
          ? zh('Required: your core-hours on this cluster are limited, and a job counts as its cores × time limit')
          : 'Required: your core-hours on this cluster are limited, and a job counts as its cores × time limit';
      await field.getByText(error).waitFor({ timeout: 15_000 });
      await field.scrollIntoViewIfNeeded();
      expect(page.path()).toBe(SUBMIT);
      expect(await jobs()).toBe(0);
      await page.expectAccessible(`the time limit refused by its field (${locale}, ${colorScheme})`);
      await page.screenshot(`user-texts-time-limit-refused-${locale}-${colorScheme}`);
      await quota.scrollIntoViewIfNeeded();
      await page.screenshot(`user-texts-quota-explanation-${locale}-${colorScheme}`);
    },
  );
});
