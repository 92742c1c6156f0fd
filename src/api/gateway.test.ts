// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOperations } from './client-operations';
import { configureGateway, findOperation, gatewayRequest, GatewayError, setGatewayIdentity } from './gateway';
import { clientOperationRows } from './generated/client-operations';
import { operations, type OperationId } from './generated/operations';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: (req: IncomingMessage, res: ServerResponse) => void;

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_micro_/hpc/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  configureGateway({ baseUrl, csrfToken: () => 'csrf-123', lang: 'zh-cn', fetch: (...args) => globalThis.fetch(...args) });
  setGatewayIdentity({ user_id: 'iam-alice', owner: 'usr-owner', zone: 'pek3', iamuser_name: 'alice' });
  reply = (_req, res) => json(res, 200, { ret_code: 0, total_count: 0, cluster_set: [] });
});

describe('gatewayRequest', () => {
  it('answers the success body and carries the action and identity in the query of a read', async () => {
    const body = await gatewayRequest<{ ret_code: number; total_count: number }>({
      url: '/portal-hpc/cluster/list',
      method: 'GET',
      params: { status: ['active', 'stopped'], cluster_type: 'all', search_word: '', limit: 20 },
    });
    expect(body).toEqual({ ret_code: 0, total_count: 0, cluster_set: [] });
    const url = new URL(seen[0].url, 'http://x');
    expect(url.pathname).toBe('/_micro_/hpc/api/portal-hpc/cluster/list');
    expect(url.searchParams.get('action')).toBe('cluster/list');
    expect(url.searchParams.get('user_id')).toBe('iam-alice');
    expect(url.searchParams.get('owner')).toBe('usr-owner');
    expect(url.searchParams.get('zone')).toBe('pek3');
    expect(url.searchParams.get('iamuser_name')).toBe('alice');
    expect(url.searchParams.getAll('status')).toEqual(['active', 'stopped']);
    expect(url.searchParams.get('limit')).toBe('20');
    // "all" filters and empty values are dropped (spec section 5)
    expect(url.searchParams.has('cluster_type')).toBe(false);
    expect(url.searchParams.has('search_word')).toBe(false);
    expect(seen[0].headers['accept-language']).toBe('zh-cn');
    expect(seen[0].headers['x-csrf-token']).toBeUndefined();
  });

  it('carries the action, identity and CSRF token in the body of a change', async () => {
    reply = (_req, res) => json(res, 200, { ret_code: 0, job_id: 'j-12345678' });
    const body = await gatewayRequest<{ job_id: string }>({
      url: '/portal-hpc/cluster/stopCluster',
      method: 'POST',
      data: { cluster_ids: ['hpc-abcd1234'] },
    });
    expect(body.job_id).toBe('j-12345678');
    expect(JSON.parse(seen[0].body)).toEqual({
      action: 'cluster/stopCluster',
      user_id: 'iam-alice',
      owner: 'usr-owner',
      zone: 'pek3',
      iamuser_name: 'alice',
      cluster_ids: ['hpc-abcd1234'],
    });
    expect(seen[0].headers['x-csrf-token']).toBe('csrf-123');
    expect(seen[0].headers['content-type']).toBe('application/json');
  });

  it('turns ret_code != 0 in a 200 answer into a GatewayError with the message and action', async () => {
    reply = (_req, res) => json(res, 200, { ret_code: 2400, message: 'Please do not duplicate submissions' });
    const error = await gatewayRequest({ url: '/portal-hpc/job/submitJob', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      retCode: 2400,
      message: 'Please do not duplicate submissions',
      action: 'job/submitJob',
      kind: 'failure',
      status: 200,
    });
  });

  it('turns an HTTP failure envelope into a GatewayError with its ret_code and status', async () => {
    reply = (_req, res) => json(res, 409, { ret_code: 2100, message: 'The cluster is not active and cannot submit jobs' });
    const error = await gatewayRequest({ url: '/portal-hpc/job/submitJob', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      retCode: 2100,
      status: 409,
      kind: 'http',
      fromGateway: true,
      message: 'The cluster is not active and cannot submit jobs',
    });
  });

  it('turns a problem+json 422 into a GatewayError listing the broken rules', async () => {
    reply = (_req, res) =>
      json(
        res,
        422,
        {
          type: 'UNPROCESSABLE_ENTITY',
          title: 'Invalid request',
          detail: 'Your request is not valid',
          status: 422,
          validation: [{ location: ['body', 'priority'], severity: 'Error', code: 'maximum', message: 'must be <= 10' }],
        },
        'application/problem+json',
      );
    const error = (await gatewayRequest({ url: '/portal-hpc/job/submitJob', method: 'POST', data: { priority: 11 } }).catch(
      (e: unknown) => e,
    )) as GatewayError;
    expect(error.retCode).toBe(1100);
    expect(error.status).toBe(422);
    expect(error.fromGateway).toBe(false);
    expect(error.validation).toEqual([{ location: ['body', 'priority'], message: 'must be <= 10', code: 'maximum' }]);
    expect(error.message).toContain('body.priority: must be <= 10');
  });

  it('adds the gateway’s own validation messages (the field named in words) without their JSON location', async () => {
    reply = (_req, res) =>
      json(res, 422, {
        ret_code: 1100,
        message: '请求参数不合法',
        validation: [{ location: ['body', 'cluster_name'], code: 'pattern', message: '集群名称：只能包含字母、数字和下划线' }],
      });
    const error = (await gatewayRequest({ url: '/portal-hpc/cluster/modifyCluster', method: 'POST', data: {} }).catch(
      (e: unknown) => e,
    )) as GatewayError;
    expect(error.message).toBe('请求参数不合法 (集群名称：只能包含字母、数字和下划线)');
    expect(error.validation).toEqual([
      { location: ['body', 'cluster_name'], code: 'pattern', message: '集群名称：只能包含字母、数字和下划线' },
    ]);
  });

  it('turns a non-JSON HTTP error into a GatewayError with the status', async () => {
    reply = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    };
    const error = await gatewayRequest({ url: '/portal-hpc/cluster/list', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ retCode: 502, status: 502, kind: 'http', message: '502 Bad Gateway' });
  });

  it('aborts and reports a time-out when the answer takes longer than the operation allows', async () => {
    reply = (_req, res) => setTimeout(() => json(res, 200, { ret_code: 0 }), 3000);
    const started = Date.now();
    const error = await gatewayRequest({ url: '/portal-hpc/cluster/list', method: 'GET' }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', retCode: 5040, action: 'cluster/list' });
    // Long before the answer (3 s), with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('reports an abort by the caller (a cancelled query) as aborted, not as a time-out', async () => {
    reply = (_req, res) => setTimeout(() => json(res, 200, { ret_code: 0 }), 500);
    const controller = new AbortController();
    const pending = gatewayRequest({ url: '/portal-hpc/cluster/list', method: 'GET', signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ kind: 'aborted', action: 'cluster/list' });
  });

  it('reports a network failure', async () => {
    configureGateway({ baseUrl: 'http://127.0.0.1:9/_micro_/hpc/api' });
    const error = await gatewayRequest({ url: '/portal-hpc/cluster/list', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', retCode: 5020 });
  });

  it('answers a binary download as a Blob', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('#!/bin/bash\necho hi\n');
    };
    const blob = await gatewayRequest<Blob>({
      url: '/nas/get_object',
      method: 'GET',
      params: { nas_id: 'nas-3f9a2b1c', object_name: 'run.sh' },
      responseType: 'blob',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('#!/bin/bash\necho hi\n');
  });
});

/** The contract's path of an operation (the full generated table, which the console's compact one must agree with). */
const pathOf = (operationId: OperationId) => operations.find((operation) => operation.operationId === operationId)?.path;

describe('findOperation', () => {
  it('finds an operation by method and concrete path, preferring concrete paths over templates', () => {
    expect(findOperation('GET', '/portal-hpc/cluster/list')?.action).toBe('cluster/list');
    expect(findOperation('GET', '/portal-hpc/job/jobdetail/hpcjob-abc123')?.path).toBe(pathOf('getJobDetail'));
    expect(findOperation('POST', '/portal-hpc/permission/enable')?.path).toBe(pathOf('enablePermission'));
    expect(findOperation('GET', '/portal-hpc/permission/usr-owner')?.path).toBe(pathOf('getPermission'));
    expect(findOperation('POST', '/nas/file-systems/restartExport')?.path).toBe(pathOf('restartExport'));
    expect(findOperation('POST', '/nas/file-systems/fs-abcd1234')?.path).toBe(pathOf('createExport'));
    // Not an operation of the contract: derived from its path all the same.
    expect(findOperation('DELETE', '/portal-hpc/cluster/list')).toMatchObject({ action: 'cluster/list', timeoutMs: 30_000, live: [] });
  });

  it('knows every operation of the contract with its method, path, action, time-out and live topics, most of them derived', () => {
    // A request's path: each path parameter given a value.
    const requested = (path: string) => path.replace(/\{[^}]+\}/g, 'value-1');
    const found = operations.map(({ method, path }) => findOperation(method, requested(path)));
    expect(found.map(({ method, action, timeoutMs, live }) => ({ method, action, timeoutMs, live }))).toEqual(
      operations.map(({ method, action, timeoutMs, live }) => ({ method, action, timeoutMs, live })),
    );
    // A templated path is the operation's own, not another's.
    expect(found.map((operation) => operation.path.includes('{') && operation.path)).toEqual(
      operations.map(({ path }) => path.includes('{') && path),
    );
    // The table holds only what a request's path cannot tell: under half of the contract's operations.
    expect(clientOperationRows.length).toBeLessThan(operations.length / 2);
    expect(clientOperations.every((operation) => operations.some((o) => o.method === operation.method && o.path === operation.path))).toBe(
      true,
    );
  });
});
