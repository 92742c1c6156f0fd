import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { OWNER, testConfig } from '@/shared/testing/session-render';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { consoleSystem } from '@/shared/ui/system';
import { storedTerminalId, storeTerminalId } from './terminal-address';
import { TerminalScreen } from './terminal-screen';
import { WebSshScreen } from './web-ssh-screen';
import type { XtermViewProps } from './xterm-view';

// xterm itself needs a real browser (the e2e test drives it): here a stand-in records what the page gives it.
const written: string[] = [];
vi.mock('./xterm-view', () => ({
  XtermView: ({ onMount }: XtermViewProps) => {
    useEffect(() => {
      onMount({
        write: (bytes) => written.push(new TextDecoder().decode(bytes)),
        size: () => ({ cols: 100, rows: 30 }),
        focus: () => undefined,
      });
      return () => onMount(undefined);
    }, [onMount]);
    return <div data-testid="terminal-pane" />;
  },
}));

setUpScreenTests({ locale: 'en', preload: () => Promise.all([import('./terminal-login-dialog'), import('./terminal-panel')]) });

class FakeSocket {
  readyState = 0;
  binaryType = 'blob';
  sent: (string | Uint8Array)[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {}
  send(data: string | Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  control(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  controls() {
    return this.sent.filter((item): item is string => typeof item === 'string').map((item) => JSON.parse(item) as Record<string, unknown>);
  }
}

const LOGIN = {
  node_id: 'cln-l0g1n9a2',
  instance_id: 'i-l0g1n9a2',
  name: 'login-01',
  hostname: 'login001',
  cluster_id: 'ehpc-k8x2m4q1',
  role: 'login',
  status: 'active',
  private_ip: '192.168.10.3',
  create_time: '2026-10-02T03:15:00Z',
};
const CLUSTERS = [
  { cluster_id: 'hpc-aaaa1111', cluster_name: 'other', cluster_type: 'hpc', status: 'active', create_time: '2026-10-02T03:15:00Z' },
  { cluster_id: 'ehpc-k8x2m4q1', cluster_name: 'weather_A', cluster_type: 'ehpc', status: 'active', create_time: '2026-10-02T03:15:00Z' },
];
const TARGET = { clusterId: 'ehpc-k8x2m4q1', instanceId: 'i-l0g1n9a2' };
let sockets: FakeSocket[] = [];
const last = () => sockets[sockets.length - 1];

function renderAt(path: string, nodes: unknown[] = [LOGIN], webSsh = true) {
  const session: SessionValue = {
    user: OWNER,
    zone: 'pek3',
    portal: 'hpc',
    config: testConfig({ web_ssh: webSsh }, { label: '北京3区', label_en: 'Beijing 3' }),
    permission: { status: 'enable', user_id: 'usr-owner', zone: 'pek3' },
    refreshPermission: async () => {},
    switchZone: () => {},
    signOut: async () => {},
  };
  const requests: URL[] = [];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console');
      requests.push(url);
      const body = url.pathname.endsWith('/cluster/listNodes')
        ? { total_count: nodes.length, node_set: url.searchParams.get('cluster_id') === LOGIN.cluster_id ? nodes : [] }
        : { total_count: CLUSTERS.length, cluster_set: CLUSTERS };
      return new Response(JSON.stringify({ ret_code: 0, ...body }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  const createSocket = (url: string) => {
    const socket = new FakeSocket(new URL(url, 'http://console'));
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/:zone/hpc/hpc_web_ssh/:id" element={<WebSshScreen createSocket={createSocket} />} />
                <Route path="/terminal" element={<TerminalScreen createSocket={createSocket} />} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return requests;
}

const PAGE = '/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-l0g1n9a2';
const status = () => screen.getByTestId('terminal-status');

beforeEach(() => {
  vi.stubGlobal('WebSocket', { OPEN: 1 });
  sockets = [];
  written.length = 0;
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureGateway({ fetch: (...args) => globalThis.fetch(...args) });
});

/** The login modal, once the socket is open. */
async function loginDialog() {
  await waitFor(() => expect(sockets).toHaveLength(1));
  last().open();
  return screen.findByRole('dialog', { name: 'Web terminal login: login-01' });
}

const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Password/, { selector: 'input[type="password"]' });

function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

function opensshKey(type: string): string {
  const enc = new TextEncoder();
  const str = (bytes: Uint8Array) => [
    ...new Uint8Array(new Uint32Array([0]).buffer.slice(0, 0)),
    0,
    0,
    (bytes.length >> 8) & 255,
    bytes.length & 255,
    ...bytes,
  ];
  const publicKey = new Uint8Array(str(enc.encode(type)));
  const blob = new Uint8Array([
    ...enc.encode('openssh-key-v1\0'),
    ...str(enc.encode('none')),
    ...str(enc.encode('none')),
    ...str(new Uint8Array(0)),
    0,
    0,
    0,
    1,
    ...str(publicKey),
  ]);
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${btoa(String.fromCharCode(...blob))}\n-----END OPENSSH PRIVATE KEY-----\n`;
}

describe('web terminal page', () => {
  it('connects to the node of the URL, signs in with a password (a refusal shown in the modal), then is connected', async () => {
    renderAt(PAGE);
    expect(await screen.findByText('login-01 (cln-l0g1n9a2)')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Web terminal of weather_A' })).toBeTruthy();
    await waitFor(() => expect(status().textContent).toContain('Connecting…'));
    const dialog = await loginDialog();
    expect(last().url.pathname).toBe('/_micro_/hpc/api/terminal');
    expect(last().url.searchParams.get('cluster_id')).toBe(TARGET.clusterId);
    expect(status().textContent).toContain('Waiting for the web terminal login');

    // The contract's rules, before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/User name/), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText(/at least 3 characters|3-12/i)).toBeTruthy();
    expect(last().controls()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/User name/), { target: { value: 'cfd_user' } });
    fireEvent.change(passwordField(dialog), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(last().controls()).toEqual([{ type: 'login', user_name: 'cfd_user', password: 'wrong-one' }]));
    // The password is not kept once sent.
    await waitFor(() => expect((passwordField(dialog) as HTMLInputElement).value).toBe(''));
    last().control({ type: 'error', code: 'auth_failed', message: 'Wrong user name or password' });
    expect((await within(dialog).findByTestId('terminal-login-error')).textContent).toContain('Wrong user name or password');

    fireEvent.change(passwordField(dialog), { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(last().controls()).toHaveLength(2));
    last().control({ type: 'ready', terminal_id: 'term-1', reattached: false });
    await waitFor(() => expect(status().textContent).toBe('Connected'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedTerminalId(TARGET)).toBe('term-1');
    expect(last().controls().at(-1)).toEqual({ type: 'resize', cols: 100, rows: 30 });
    last().onmessage?.({ data: new TextEncoder().encode('$ ').buffer });
    expect(written).toEqual(['$ ']);
  });

  it('checks the key file in the browser: 2 MB, DSA and nistp256 refused with the spec messages; nistp521 sent', async () => {
    renderAt(PAGE);
    const dialog = await loginDialog();
    fireEvent.change(within(dialog).getByLabelText(/User name/), { target: { value: 'cfd_user' } });
    fireEvent.click(within(dialog).getByText('Private key file'));
    await waitFor(() => expect(dialog.querySelector('input[type="file"]')).not.toBeNull());
    chooseFile(dialog, new File([new Uint8Array(2 * 1024 * 1024)], 'big'));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The file is too large');
    chooseFile(dialog, new File([opensshKey('ssh-dss')], 'id_dsa'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid key'));
    chooseFile(dialog, new File([opensshKey('ecdsa-sha2-nistp256')], 'id_ecdsa'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid key'));
    chooseFile(dialog, new File(['not a key'], 'notes.txt'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The file is not a valid certificate file'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(last().controls()).toEqual([]);

    const key = opensshKey('ecdsa-sha2-nistp521');
    chooseFile(dialog, new File([key], 'id_ecdsa521'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(last().controls()).toEqual([{ type: 'login', user_name: 'cfd_user', private_key: key }]));
  });

  it('reattaches after a reload with the stored terminal_id, without the login', async () => {
    storeTerminalId(TARGET, 'term-kept');
    renderAt(PAGE);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(last().url.searchParams.get('terminal_id')).toBe('term-kept');
    last().open();
    last().control({ type: 'ready', terminal_id: 'term-kept', reattached: true });
    await waitFor(() => expect(status().textContent).toBe('Connected (the same shell as before)'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the idle timeout with the gateway message and signs in again to a new shell', async () => {
    storeTerminalId(TARGET, 'term-5');
    renderAt(PAGE);
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().open();
    last().control({ type: 'ready', terminal_id: 'term-5', reattached: true });
    last().control({ type: 'closed', reason: 'idle', message: 'No input for 30 minutes: the session is closed' });
    expect((await screen.findByTestId('terminal-closed')).textContent).toContain('No input for 30 minutes: the session is closed');
    expect(status().textContent).toBe('Closed');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(last().url.searchParams.has('terminal_id')).toBe(false);
    last().open();
    expect(await screen.findByRole('dialog', { name: 'Web terminal login: login-01' })).toBeTruthy();
  });

  it('says it failed to obtain the server information when the instance is not a node of the cluster', async () => {
    renderAt('/pek3/hpc/hpc_web_ssh/ehpc-k8x2m4q1?instanceId=i-zzzz', []);
    expect(await screen.findByText('Failed to obtain server information')).toBeTruthy();
    expect(screen.queryByTestId('terminal-pane')).toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it('does not connect when web SSH is off for the account', async () => {
    renderAt(PAGE, [LOGIN], false);
    expect(await screen.findByText('Web SSH is not enabled for this account.')).toBeTruthy();
    expect(screen.queryByTestId('terminal-status')).toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it('the popup finds the cluster of its instance among the user’s clusters and connects to it', async () => {
    const requests = renderAt('/terminal?instance_id=i-l0g1n9a2&zone=pek3&is_cluster_node=1');
    // The zone by its name, not its id.
    expect(screen.getByText('Beijing 3')).toBeTruthy();
    expect(screen.queryByText('PEK3')).toBeNull();
    expect(screen.getByText('Cluster node')).toBeTruthy();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(last().url.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
    expect(last().url.searchParams.get('instance_id')).toBe('i-l0g1n9a2');
    expect(
      requests.filter((url) => url.pathname.endsWith('/cluster/listNodes')).map((url) => url.searchParams.get('search_word')),
    ).toContain('i-l0g1n9a2');
  });
});
