import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@/api/generated/model/operation';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type Portal, type SessionValue } from '@/shared/session/session-context';
import { captureDownloads, type SavedFile } from '@/shared/testing/downloads';
import { callsTo, mockGatewayCalls, type GatewayCall } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { OWNER } from '@/shared/testing/session-render';
import { consoleSystem } from '@/shared/ui/system';
import { toaster } from '@/shared/ui/toaster';
import { EXPORT_PAGE_SIZE } from './operation-export';
import { OperationLogScreen } from './operation-log-screen';

setUpScreenTests({ spyOnToasts: true });

const op = (n: number): Operation => ({
  job_id: `j-${String(n).padStart(8, '0')}`,
  action: 'cluster/stopCluster',
  resource_ids: ['ehpc-k8x2m4q1'],
  resource_type: 'cluster',
  resource_names: ['气象模拟,A'],
  status: n === 1 ? 'failed' : 'successful',
  error_message: n === 1 ? 'The cluster has running jobs' : null,
  owner: 'usr-owner',
  user_id: 'usr-owner',
  create_time: '2026-11-20T05:10:03Z',
  status_time: '2026-11-20T05:10:30Z',
});

/** `total` operations, answered a page at a time as the gateway pages them. */
function mock(total: number): GatewayCall[] {
  const all = Array.from({ length: total }, (_, index) => op(index + 1));
  const answer = (url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return { total_count: total, job_set: all.slice(offset, offset + limit) };
  };
  return mockGatewayCalls({ operation: answer, 'operation/simulation': answer });
}

function renderLog(portal: Portal = 'hpc') {
  const session: SessionValue = {
    user: OWNER,
    zone: 'pek3',
    portal,
    config: null,
    permission: null,
    refreshPermission: async () => {},
    switchZone: () => {},
    signOut: async () => {},
  };
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <OperationLogScreen />
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
}

let files: SavedFile[] = [];

beforeEach(() => {
  files = captureDownloads();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:30:00Z'));
});
const savedTz = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('operation log export and range', () => {
  it('asks for the last 30 days and refuses a range of more than 90 days', async () => {
    const calls = mock(3);
    renderLog();
    await screen.findByText('j-00000001');
    const first = callsTo(calls, 'operation')[0].url.searchParams;
    expect(first.get('start_time')).toBe('2026-10-21T16:00:00.000Z');
    expect(first.get('end_time')).toBe('2026-11-20T15:59:59.999Z');
    const [from] = [...screen.getByRole('group', { name: '创建时间范围' }).querySelectorAll('input')];
    fireEvent.change(from, { target: { value: '2026-08-21' } });
    expect((await screen.findByRole('alert')).textContent).toBe('时间范围不能超过 90 天');
    expect(callsTo(calls, 'operation')).toHaveLength(1);
    // 90 calendar days, the end day included: accepted.
    fireEvent.change(from, { target: { value: '2026-08-23' } });
    await waitFor(() => expect(callsTo(calls, 'operation')).toHaveLength(2));
    expect(callsTo(calls, 'operation')[1].url.searchParams.get('start_time')).toBe('2026-08-22T16:00:00.000Z');
  });

  it('says "The exported data is empty" and saves nothing when no operation matches', async () => {
    const calls = mock(0);
    renderLog();
    await screen.findByText('该时间范围内没有操作记录');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: '导出的数据为空' })));
    expect(files).toHaveLength(0);
    expect(callsTo(calls, 'operation').at(-1)?.url.searchParams.get('limit')).toBe(String(EXPORT_PAGE_SIZE));
  });

  it('exports every matching operation across pages, with the filters, as CSV', async () => {
    process.env.TZ = 'America/New_York';
    const total = EXPORT_PAGE_SIZE + 6;
    const calls = mock(total);
    renderLog('ispf');
    await screen.findByText('j-00000001');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const pages = callsTo(calls, 'operation/simulation').filter((call) => call.url.searchParams.get('limit') === String(EXPORT_PAGE_SIZE));
    expect(pages.map((call) => call.url.searchParams.get('offset'))).toEqual(['0', String(EXPORT_PAGE_SIZE)]);
    expect(
      pages.every(
        (call) => call.url.searchParams.getAll('resource_ids').join() === 'simulation_cluster' && call.url.searchParams.has('start_time'),
      ),
    ).toBe(true);

    // The clock reads 2026-11-20 08:30:00 UTC: the name is stamped in UTC+8 like the rows (ADR 0014).
    expect(files[0].name).toBe('operation-log-20261120-163000.csv');
    expect(files[0].blob.type).toBe('text/csv;charset=utf-8');
    const text = await files[0].blob.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe('操作 ID,操作,操作名,资源,资源类型,状态,错误信息,操作人,创建时间,状态更新时间');
    expect(lines[1]).toBe(
      'j-00000001,停止集群,cluster/stopCluster,"气象模拟,A (ehpc-k8x2m4q1)",集群,失败,The cluster has running jobs,usr-owner,2026-11-20 13:10:03,2026-11-20 13:10:30',
    );
    expect(lines[2]).toContain(',成功,,usr-owner,');
  });
});
