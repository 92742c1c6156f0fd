import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_RET_CODES, GatewayError, type GatewayErrorKind } from '@/api/gateway';
import { activateLocale } from '@/shared/i18n/locale';
import { errorMessage } from './error-message';

const error = (kind: GatewayErrorKind, init: { message?: string; status?: number; retCode?: number; fromGateway?: boolean } = {}) =>
  new GatewayError({
    kind,
    action: 'ListClusters',
    message: init.message ?? 'developer detail',
    status: init.status,
    retCode: init.retCode ?? CLIENT_RET_CODES.http,
    fromGateway: init.fromGateway,
  });

const cases: { name: string; error: unknown; zh: string; en: string }[] = [
  {
    name: 'timeout',
    error: error('timeout', { retCode: CLIENT_RET_CODES.timeout }),
    zh: '请求超时，请稍后重试',
    en: 'The request timed out, please try again later',
  },
  {
    name: 'network',
    error: error('network', { retCode: CLIENT_RET_CODES.network, message: 'Failed to fetch' }),
    zh: '网络不可用，请检查网络连接后重试',
    en: 'The network is unavailable, please check your connection and try again',
  },
  { name: 'aborted', error: error('aborted', { retCode: CLIENT_RET_CODES.aborted }), zh: '请求已取消', en: 'The request was cancelled' },
  { name: 'http 4xx', error: error('http', { status: 404 }), zh: '请求失败（HTTP 404）', en: 'The request failed (HTTP 404)' },
  {
    name: 'http 5xx',
    error: error('http', { status: 503 }),
    zh: '服务暂时不可用（HTTP 503），请稍后重试',
    en: 'The service is temporarily unavailable (HTTP 503), please try again later',
  },
  {
    name: 'http 500 boundary',
    error: error('http', { status: 500 }),
    zh: '服务暂时不可用（HTTP 500），请稍后重试',
    en: 'The service is temporarily unavailable (HTTP 500), please try again later',
  },
  { name: 'http 499 boundary', error: error('http', { status: 499 }), zh: '请求失败（HTTP 499）', en: 'The request failed (HTTP 499)' },
  // The gateway's own message arrives in the user's language and is shown as it is.
  {
    name: 'failure with a message',
    error: error('failure', { message: '余额不足', retCode: 2400, status: 200 }),
    zh: '余额不足',
    en: '余额不足',
  },
  // A refusal in the gateway's envelope under an HTTP status (404, 409, 5xx) says its own message too.
  {
    name: 'http 409 envelope',
    error: error('http', { message: '余额不足', retCode: 2500, status: 409, fromGateway: true }),
    zh: '余额不足',
    en: '余额不足',
  },
  {
    name: 'http 503 envelope',
    error: error('http', { message: 'NAS 信息查询异常，请稍后重试', retCode: 5030, status: 503, fromGateway: true }),
    zh: 'NAS 信息查询异常，请稍后重试',
    en: 'NAS 信息查询异常，请稍后重试',
  },
  {
    name: 'failure without a message',
    error: error('failure', { message: '', retCode: 2400, status: 200 }),
    zh: '请求失败（错误码 2400）',
    en: 'The request failed (code 2400)',
  },
  {
    name: 'not a GatewayError',
    error: new Error('boom'),
    zh: '出了点问题，请稍后重试',
    en: 'Something went wrong, please try again later',
  },
  { name: 'a thrown string', error: 'boom', zh: '出了点问题，请稍后重试', en: 'Something went wrong, please try again later' },
  { name: 'undefined', error: undefined, zh: '出了点问题，请稍后重试', en: 'Something went wrong, please try again later' },
];

describe('errorMessage in Chinese', () => {
  it.each(cases)('$name', ({ error: value, zh }) => {
    expect(errorMessage(value)).toBe(zh);
  });
});

describe('errorMessage in English', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('zh'));

  it.each(cases)('$name', ({ error: value, en }) => {
    expect(errorMessage(value)).toBe(en);
  });
});
