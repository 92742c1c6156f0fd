/**
 * Who sees what (spec section 6; ADR 0013), in Chromium on a gateway of this file's own (the
 * sub-user's opened service and the changes made here stay out of the other files). Each page also fails its test on
 * any console error, so a refused request (a 403 the console asked for anyway) fails here too.
 *
 * - usr-sub (read-only member of one cluster): /logs lists only its own operations, not the owner's nor iam-alice's;
 *   /nas lists only the mount point of the cluster shared with it; the shared cluster's billing tab says only the
 *   account owner sees billing, with no balance and no retry; its home page shows no balance;
 * - iam-alice (IAM user): the owner's cluster page offers no stop, start, resize, share or delete, its billing tab the
 *   same notice, and /logs her own operations only; usr-owner sees all of these, and everyone's operations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/seed/fixtures';
import { useBrowser, type ActorPage } from './lib/browser';
import { rowsOf, zh } from './lib/console';
import { useOwnGateway } from './lib/own-gateway';

const gateway = useOwnGateway();
const browser = useBrowser({ origin: () => gateway.origin });

const ZONE = 'pek3';
const hpc = (section: string) => `/${ZONE}/hpc/${section}`;
const E = SEED.clusters.ehpcActive;
const H = SEED.clusters.hpcActive;

beforeAll(async () => {
  const [owner, alice] = await Promise.all([gateway.client('usr-owner'), gateway.client('iam-alice')]);
  // The owner opens usr-sub's HPC service: a sub-account's is its main account's to open (ADR 0042).
  await owner.post('/portal-hpc/subuser/permission/enable', { zone: ZONE, sub_user_id: 'usr-sub' });
  // One operation of the owner and one of iam-alice, on a cluster not shared with usr-sub.
  await owner.post('/portal-hpc/cluster/modifyCluster', { cluster_id: H, description: 'changed for the access test' });
  await alice.post('/portal-hpc/job/submitJob', {
    cluster_id: H,
    hpcqueue_id: SEED.queues.hpcShared,
    name: 'alice_access',
    cores: 1,
    submit_type: 'command',
    cmd: 'echo alice',
  });
});

/** The operators (user ids) of the operation log's rows on the page. */
async function operators(page: ActorPage): Promise<string> {
  await page.goto(hpc('logs'));
  await page.settle();
  const table = page.page.getByRole('table', { name: zh('Operation log'), exact: true });
  await table.waitFor();
  return (await table.textContent()) ?? '';
}

describe('the operation log', () => {
  it('shows usr-sub and iam-alice only their own operations, and usr-owner everyone’s', async () => {
    const owner = await browser.current.as('usr-owner');
    await expect.poll(() => operators(owner), { timeout: 20_000 }).toContain('iam-alice');
    expect(await operators(owner)).toContain('usr-owner');

    const sub = await browser.current.as('usr-sub');
    const seen = await operators(sub);
    expect(seen).toContain('usr-sub');
    expect(seen).not.toContain('usr-owner');
    expect(seen).not.toContain('iam-alice');
    await sub.screenshot('access-sub-logs');

    const alice = await browser.current.as('iam-alice');
    const hers = await operators(alice);
    expect(hers).toContain('iam-alice');
    expect(hers).not.toContain('usr-owner');
  });
});

describe('the NAS page', () => {
  it('shows usr-sub only the mount point of the cluster shared with it; usr-owner every one', async () => {
    const names = async (page: ActorPage) => {
      await page.goto(hpc('nas'));
      await page.settle();
      await page.page.getByRole('link', { name: '气象模拟_共享盘' }).first().waitFor();
      return (await page.page.locator('main').textContent()) ?? '';
    };
    const owner = await browser.current.as('usr-owner');
    expect(await names(owner)).toContain('cfd_solver_data');
    const sub = await browser.current.as('usr-sub');
    const seen = await names(sub);
    expect(seen).not.toContain('cfd_solver_data');
    expect(seen).not.toContain('student_lab');
    await sub.screenshot('access-sub-nas');
  });
});

describe('billing', () => {
  for (const [actor, cluster] of [
    ['usr-sub', E],
    ['iam-alice', H],
  ] as const) {
    it(`tells ${actor} on the cluster’s billing tab that only the account owner sees billing, with no balance and no retry`, async () => {
      const page = await browser.current.as(actor);
      await page.goto(hpc(`hpc_clusters/${cluster}/lease_info`));
      await page.settle();
      await page.page.getByText(zh('Only the account owner sees billing'), { exact: true }).waitFor();
      expect(await page.page.getByText(zh('Available balance')).count()).toBe(0);
      expect(await page.page.getByRole('button', { name: zh('Retry') }).count()).toBe(0);
      await page.screenshot(`access-${actor}-billing`);
    });
  }

  it('shows usr-owner the balance on the billing tab and the home page; usr-sub sees no balance at home', async () => {
    const owner = await browser.current.as('usr-owner');
    await owner.goto(hpc(`hpc_clusters/${E}/lease_info`));
    await owner.settle();
    await owner.page.getByText(zh('Available balance')).first().waitFor();
    const sub = await browser.current.as('usr-sub');
    await sub.goto(hpc('home'));
    await sub.settle();
    expect(await sub.page.getByText(zh('Available balance')).count()).toBe(0);
  });
});

describe('cluster actions', () => {
  it('offers iam-alice no stop, start, resize, share or delete of the owner’s cluster; usr-owner has them', async () => {
    const owner = await browser.current.as('usr-owner');
    await owner.goto(hpc(`hpc_clusters/${H}/node_list`));
    await owner.settle();
    await owner.page.getByRole('button', { name: zh('Stop'), exact: true }).waitFor();
    expect(await owner.page.getByRole('button', { name: zh('More actions'), exact: true }).count()).toBe(1);

    const alice = await browser.current.as('iam-alice');
    await alice.goto(hpc(`hpc_clusters/${H}/node_list`));
    await alice.settle();
    await alice.page
      .getByRole('tab', { name: zh('Nodes') })
      .first()
      .waitFor();
    for (const action of ['Stop', 'Start', 'More actions', 'Resize', 'Delete', 'Share']) {
      expect(await alice.page.getByRole('button', { name: zh(action), exact: true }).count(), action).toBe(0);
    }
    await alice.goto(hpc('hpc_clusters'));
    await alice.settle();
    const row = rowsOf(alice.page, zh('Clusters'), H);
    await row.first().waitFor();
    expect(await row.getByRole('button', { name: zh('Actions of {name}', { name: 'student_lab' }) }).count()).toBe(0);
    await alice.screenshot('access-alice-clusters');
  });
});
