/**
 * The web terminal's messages (ADR 0034), part of server/i18n/messages.ts. The spec's section 8 and section 5 texts
 * (webssh, the certificate file) keep its English wording.
 */
export const terminalMessages = {
  terminal_origin_refused: {
    zh: '请求来源 (Origin) 不是本控制台，已拒绝打开终端',
    en: 'The terminal was refused: the request does not come from this console (Origin)',
  },
  terminal_feature_off: { zh: '该账户未开启 Web 终端', en: 'The web terminal is not enabled for this account' },
  terminal_node_inactive: {
    zh: '节点 {id} 未处于活跃状态：终端只能连接活跃的节点',
    en: 'The node {id} is not active: a terminal can only connect to an active node',
  },
  terminal_node_controller: {
    zh: '节点 {name} 是控制节点：终端只能连接登录节点和计算节点',
    en: 'The node {name} is a controller: a terminal opens on login and compute nodes',
  },
  terminal_too_many: { zh: '您已打开 {max} 个 Web 终端，请先关闭一个', en: 'You already have {max} web terminals open: close one first' },
  webssh_ipv6: { zh: 'webssh 不支持 IPv6', en: 'webssh does not support IPv6' },
  webssh_network: { zh: '网络不支持 webssh', en: 'network does not support webssh' },
  webssh_unreachable: { zh: '获取服务器信息失败', en: 'Failed to obtain server information' },
  terminal_key_too_large: { zh: '文件过大', en: 'The file is too large' },
  terminal_key_invalid: { zh: '该文件不是有效的证书文件', en: 'The file is not a valid certificate file' },
  terminal_key_type: { zh: '请输入有效的密钥', en: 'Please enter a valid key' },
  terminal_key_passphrase: { zh: '该私钥需要私钥口令，或私钥口令不正确', en: 'The key needs its passphrase, or the passphrase is wrong' },
  terminal_auth_failed: { zh: '用户名、密码或私钥错误', en: 'Wrong user name, password or key' },
  terminal_login_one_of: { zh: '请填写密码或选择私钥文件，二者选一', en: 'Give either a password or a private key file' },
  terminal_passphrase_too_long: { zh: '私钥口令最多 128 个字符', en: 'The passphrase is at most 128 characters' },
  terminal_bad_message: { zh: '终端收到无法识别的消息', en: 'The terminal received a message it cannot read' },
  terminal_gone: { zh: '终端会话已结束，请重新登录', en: 'The terminal session has ended: sign in again' },
  terminal_closed_idle: { zh: '终端长时间无输入，已关闭', en: 'The terminal was closed: no input for too long' },
  terminal_closed_max_duration: { zh: '终端已达到最长使用时间，已关闭', en: 'The terminal was closed: it reached its maximum duration' },
  terminal_closed_exit: { zh: 'Shell 已退出', en: 'The shell has ended' },
  terminal_closed_taken_over: { zh: '终端已在另一个窗口中打开', en: 'The terminal was opened in another window' },
  terminal_closed_signed_out: {
    zh: '控制台会话已结束（已退出登录、长时间未操作或已重新登录），终端已关闭',
    en: 'The terminal was closed: your console session ended (signed out, inactive too long, or signed in again)',
  },
  terminal_closed_login_timeout: { zh: '长时间未登录终端，连接已关闭', en: 'The terminal was closed: no login was given in time' },
  terminal_login_locked: {
    zh: '该节点登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed logins to this node: please try again in {minutes} min',
  },
  terminal_read_only: {
    zh: '您是该共享集群的只读成员，不能打开它的 Web 终端',
    en: 'You are a read-only member of this shared cluster and cannot open its web terminal',
  },
  terminal_closed_shutdown: { zh: '网关正在关闭，终端已结束', en: 'The gateway is shutting down: the terminal has ended' },
} as const;
