/** Personal access tokens' messages (ADR 0063), part of server/i18n/messages.ts. */
export const tokenMessages = {
  token_invalid: {
    zh: '访问令牌无效：请检查令牌，或在控制台中新建一个',
    en: 'The access token is not valid: check it, or make a new one in the console',
  },
  token_expired: {
    zh: '访问令牌 {name} 已于 {date} 过期：请在控制台中新建一个',
    en: 'The access token {name} expired on {date}: make a new one in the console',
  },
  token_revoked: { zh: '访问令牌 {name} 已被撤销', en: 'The access token {name} was revoked' },
  token_scope_missing: {
    zh: '访问令牌 {name} 没有此操作所需的“{scope}”权限范围',
    en: 'The access token {name} does not have the {scope} scope this call needs',
  },
  token_not_accepted: {
    zh: '此操作不能使用访问令牌：请登录控制台后操作',
    en: 'This call cannot be made with an access token: sign in to the console',
  },
  token_scope_not_allowed: {
    zh: '您的账户不能为令牌授予“{scope}”权限范围（仅账户所有者和区域管理员可以）',
    en: 'Your account cannot give a token the {scope} scope (only an account owner or a zone administrator can)',
  },
  token_name_taken: { zh: '您已有名为 {name} 的访问令牌', en: 'You already have an access token named {name}' },
  token_limit: { zh: '您已有 {max} 个有效的访问令牌：请先撤销一个', en: 'You already have {max} live access tokens: revoke one first' },
  token_not_found: { zh: '访问令牌不存在: {id}', en: 'The access token does not exist: {id}' },
  token_scope_read: { zh: '只读', en: 'read' },
  token_scope_jobs: { zh: '作业', en: 'jobs' },
  token_scope_files: { zh: '文件', en: 'files' },
  token_scope_admin: { zh: '管理', en: 'admin' },
};
