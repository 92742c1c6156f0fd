/** Sign-in from the organisation's provider or directory (ADR 0064), part of server/i18n/messages.ts. */
export const signInMessages = {
  sign_in_not_offered: { zh: '此控制台未配置该登录方式', en: 'This console does not offer this way to sign in' },
  sign_in_group_refused: {
    zh: '账号 {name} 不在可以使用此控制台的组中：请联系您的管理员',
    en: 'The account {name} is not in a group that may use this console: ask your administrator',
  },
  sign_in_email_taken: {
    zh: '邮箱 {email} 已属于控制台中的另一个账号：请联系您的管理员',
    en: 'The e-mail {email} already belongs to another account of the console: ask your administrator',
  },
  sign_in_kind_changed: {
    zh: '账号 {name} 的组现在对应另一种账号类型或所属账号：请联系您的管理员调整',
    en: 'The groups of {name} now map to another kind of account or another owner: ask your administrator to settle it',
  },
  sign_in_owner_missing: {
    zh: '账号 {name} 所对应的主账号 {account} 不存在：请联系您的管理员',
    en: 'The account {name} maps to the owner account {account}, which does not exist: ask your administrator',
  },
  sign_in_name_taken: {
    zh: '子账号名 {name} 已被该主账号下的另一个用户使用：请联系您的管理员',
    en: 'The IAM user name {name} is already used by another user of that account: ask your administrator',
  },
  directory_unavailable: { zh: '目录服务暂时无法访问，请稍后重试', en: 'The directory cannot be reached: try again later' },
};
