/**
 * Every message the gateway answers, in Chinese and English. Messages the spec gives (section 8) keep
 * its English wording exactly, since the console and the tests recognise them.
 */
export const messages = {
  not_signed_in: { zh: '登录已过期，请重新登录', en: 'Not signed in or the session expired, please sign in again' },
  csrf_missing: { zh: '请求缺少有效的 CSRF 令牌，请刷新页面后重试', en: 'The request has no valid CSRF token, reload the page and try again' },
  login_failed: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  claim_mismatch: { zh: '请求中的用户信息与当前登录用户不符', en: 'The request claims another user than the signed-in one' },
  zone_not_allowed: { zh: '当前用户无权使用该区域: {zone}', en: 'The user may not use the zone {zone}' },
  action_mismatch: { zh: '请求的 action 与接口不符: {action}', en: 'The action {action} does not belong to this call' },
  unknown_action: { zh: '未知的接口: {path}', en: 'Unknown action: {path}' },
  invalid_request: { zh: '请求参数不合法', en: 'The request is not valid' },
  not_implemented: { zh: '该接口尚未在内置网关中实现: {action}', en: 'The embedded gateway does not implement {action} yet' },
  internal_error: { zh: '内部错误，请稍后重试', en: 'Internal error, please try again later' },
  permission_denied: { zh: '没有权限执行该操作', en: 'Permission denied' },
  not_found: { zh: '资源不存在: {id}', en: 'The resource does not exist: {id}' },
  config_missing: { zh: '请到配置中心检查该区域的配置是否正常', en: "Go to the configuration center to check whether the zone's config is normal" },
  agreement_required: { zh: '请阅读并同意服务协议！', en: 'Please read and agree to the Service Agreement!' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

/** The request's language: English when Accept-Language (or the lang field) asks for it, Chinese otherwise. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh';
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
