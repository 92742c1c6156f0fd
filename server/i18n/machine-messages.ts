/** A site's registered Slurm clusters and its machines (ADR 0065), part of server/i18n/messages.ts. */
export const machineMessages = {
  site_zone_admin_only: {
    zh: '只有本区域的区域管理员可以管理站点自有的 Slurm 集群和机器',
    en: "Only a zone administrator of this zone manages the site's own Slurm clusters and machines",
  },
  sc_rest_unreachable: { zh: '{url} 处的 slurmrestd 没有应答：{why}', en: 'slurmrestd did not answer at {url}: {why}' },
  sc_rest_not_slurm: {
    zh: '{url} 处的服务不是 slurmrestd（没有可用的 Slurm API 版本）',
    en: 'What answers at {url} is not slurmrestd (no Slurm API version it offers is known)',
  },
  sc_rest_needs_key: {
    zh: '通过 http(s) 访问 slurmrestd 需要集群的 JWT 密钥文件',
    en: "slurmrestd over http(s) needs the cluster's JWT key file",
  },
  sc_key_refused: {
    zh: 'slurmrestd 拒绝了用此 JWT 密钥为账户 {account} 签发的令牌：这不是该集群的密钥',
    en: "slurmrestd refused a token signed with this JWT key for the account {account}: it is not the cluster's key",
  },
  sc_file_unreadable: { zh: '网关无法读取文件 {path}：{why}', en: 'The gateway cannot read the file {path}: {why}' },
  sc_shared_unreadable: { zh: '网关无法读取文件夹 {path}：{why}', en: 'The gateway cannot read the folder {path}: {why}' },
  sc_owner_unmapped: {
    zh: '所有者 {owner} 必须映射到一个集群账户',
    en: 'The owner {owner} must be mapped to a cluster account',
  },
  sc_user_not_of_owner: {
    zh: '用户 {user} 不属于所有者 {owner} 的账户',
    en: "The user {user} is not of the owner {owner}'s account",
  },
  sc_user_twice: { zh: '用户 {user} 被映射了两次', en: 'The user {user} is mapped twice' },
  sc_owner_unknown: {
    zh: '所有者 {owner} 不是本区域中的账户所有者',
    en: 'The owner {owner} is not an account owner in this zone',
  },
  sc_name_taken: { zh: '{owner} 已有名为 {name} 的集群', en: '{owner} already has a cluster named {name}' },
  sc_not_found: { zh: '已注册的 Slurm 集群不存在：{id}', en: 'The registered Slurm cluster does not exist: {id}' },
  sc_has_machines: {
    zh: '集群 {name} 还有 {count} 台机器作为节点：请先将它们归还机器池',
    en: 'The cluster {name} still has {count} machines as nodes: return them to the pool first',
  },
  sc_takes_no_machines: {
    zh: '集群 {name} 不能添加机器：请在其设置中填写 Munge 密钥文件和 slurmctld 地址',
    en: "The cluster {name} cannot take machines: give its munge key file and slurmctld's address in its settings",
  },
  why_refused: { zh: '连接被拒绝（没有服务在监听）', en: 'connection refused (nothing listens there)' },
  why_timeout: { zh: '等待超时', en: 'no answer in time' },
  why_unknown_host: { zh: '主机名无法解析', en: 'the host name is not known' },
  why_not_found: { zh: '不存在', en: 'it does not exist' },
  why_denied: { zh: '没有权限', en: 'permission denied' },
  why_not_folder: { zh: '不是文件夹', en: 'it is not a folder' },
  why_not_file: { zh: '不是文件', en: 'it is not a file' },
  why_http: { zh: 'HTTP {status}', en: 'HTTP {status}' },
  machine_not_found: { zh: '机器不存在：{id}', en: 'The machine does not exist: {id}' },
  machine_name_taken: { zh: '机器池中已有名为 {name} 的机器', en: 'The pool already has a machine named {name}' },
  machine_address_taken: { zh: '机器池中已有地址为 {address} 的机器', en: 'The pool already has the machine at {address}' },
  machine_not_free: { zh: '机器 {name} 不在空闲状态（{state}）', en: 'The machine {name} is not free ({state})' },
  machine_not_node: { zh: '机器 {name} 不是任何集群的节点', en: 'The machine {name} is not a node of a cluster' },
  machine_in_use: {
    zh: '机器 {name} 是集群 {cluster} 的节点：请先将它归还机器池',
    en: 'The machine {name} is a node of {cluster}: return it to the pool first',
  },
  machine_state_free: { zh: '空闲', en: 'free' },
  machine_state_joining: { zh: '正在加入集群', en: 'joining a cluster' },
  machine_state_node: { zh: '已是节点', en: 'a node' },
  machine_state_leaving: { zh: '正在离开集群', en: 'leaving its cluster' },
  machine_unreachable: { zh: '机器 {name}（{address}）没有应答：{why}', en: 'The machine {name} ({address}) does not answer: {why}' },
  machine_key_refused: { zh: '机器 {name} 拒绝了此私钥（用户 {user}）', en: 'The machine {name} refused this key for the user {user}' },
  machine_not_root: {
    zh: '机器 {name} 上的用户 {user} 不是 root，也不能免密码使用 sudo',
    en: 'The user {user} on the machine {name} is not root and cannot use sudo without a password',
  },
  machine_no_slurmd: {
    zh: '机器 {name} 上没有 slurmd：请安装 slurm-wlm（slurmd）',
    en: 'The machine {name} has no slurmd: install slurm-wlm (slurmd)',
  },
  machine_no_munged: { zh: '机器 {name} 上没有 munged：请安装 munge', en: 'The machine {name} has no munged: install munge' },
  machine_no_shared_path: {
    zh: '机器 {name} 上没有集群的共享存储 {path}：请先挂载',
    en: "The machine {name} does not have the cluster's shared storage at {path}: mount it first",
  },
  machine_no_account: {
    zh: '机器 {name} 上没有集群账户 {account}',
    en: 'The machine {name} does not have the cluster account {account}',
  },
  machine_controller_unreachable: {
    zh: '机器 {name} 无法连接 slurmctld（{controller}）',
    en: 'The machine {name} cannot reach slurmctld at {controller}',
  },
  machine_did_not_register: {
    zh: '机器 {name} 上的 slurmd 已启动，但 slurmctld 在 {seconds} 秒内没有列出该节点',
    en: 'slurmd started on the machine {name} but slurmctld did not list the node within {seconds} s',
  },
  machine_command_failed: { zh: '机器 {name} 上的命令失败：{detail}', en: 'A command failed on the machine {name}: {detail}' },
  machine_interrupted: {
    zh: '上次对该机器的加入或归还操作被中断（网关已停止），已撤销并将其归还机器池',
    en: 'The last join or return of this machine was interrupted (its gateway stopped): it was undone and the machine freed',
  },
  machine_not_reached_on_release: {
    zh: '归还时未能连接该机器：其上的 slurmd 可能仍在运行，slurmctld 中的节点（down）需由集群管理员删除（scontrol delete nodename=…）',
    en: 'The machine was not reached when it was returned: its slurmd may still run, and slurmctld keeps its node (down) until a cluster administrator deletes it (scontrol delete nodename=…)',
  },
};
