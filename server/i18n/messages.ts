/**
 * Every message the gateway answers, in Chinese and English. Messages the spec gives (section 8) keep
 * its English wording exactly, since the console and the tests recognise them.
 */
import { notificationMessages } from './notification-messages';
import { terminalMessages } from './terminal-messages';
import { signInMessages } from './sign-in-messages';
import { tokenMessages } from './token-messages';
import { machineMessages } from './machine-messages';

export const messages = {
  ...terminalMessages,
  ...notificationMessages,
  ...tokenMessages,
  ...signInMessages,
  ...machineMessages,
  not_signed_in: { zh: '登录已过期，请重新登录', en: 'Not signed in or the session expired, please sign in again' },
  csrf_missing: {
    zh: '请求缺少有效的 CSRF 令牌，请刷新页面后重试',
    en: 'The request has no valid CSRF token, reload the page and try again',
  },
  login_failed: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  live_streams_too_many: {
    zh: '此会话已打开 {max} 个实时更新连接，请关闭一些标签页后刷新',
    en: 'This session already has {max} live update streams open: close some tabs, then reload',
  },
  login_locked: { zh: '登录失败次数过多，请 {minutes} 分钟后再试', en: 'Too many failed sign-ins: please try again in {minutes} min' },
  claim_mismatch: { zh: '请求中的用户信息与当前登录用户不符', en: 'The request claims another user than the signed-in one' },
  zone_not_allowed: { zh: '当前用户无权使用该区域: {zone}', en: 'The user may not use the zone {zone}' },
  action_mismatch: { zh: '请求的 action 与接口不符: {action}', en: 'The action {action} does not belong to this call' },
  unknown_action: { zh: '未知的接口: {path}', en: 'Unknown action: {path}' },
  invalid_request: { zh: '请求参数不合法', en: 'The request is not valid' },
  not_implemented: { zh: '该接口尚未在内置网关中实现: {action}', en: 'The embedded gateway does not implement {action} yet' },
  internal_error: { zh: '内部错误，请稍后重试', en: 'Internal error, please try again later' },
  permission_denied: { zh: '没有权限执行该操作', en: 'Permission denied' },
  not_found: { zh: '资源不存在: {id}', en: 'The resource does not exist: {id}' },
  operation_no_step: { zh: '操作 {action} 没有可执行的步骤', en: 'no engine step for {action}' },
  // Validation problems (validation[].message) of a request the gateway cannot read or whose fields break a rule;
  // the schema's own problems are worded in server/http/validation-messages.ts.
  body_empty: { zh: '请求体不能为空', en: 'The request body cannot be empty' },
  body_not_json: { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  body_too_deep: { zh: '请求体的 JSON 嵌套层数过多（最多 64 层）', en: 'The request body nests JSON too deeply (at most 64 levels)' },
  body_media_type: { zh: '不支持该请求体类型 (Content-Type)', en: 'The Content-Type of the body is not supported' },
  body_too_large: { zh: '请求体过大', en: 'The request body is too large' },
  body_length_mismatch: { zh: '请求体的大小与 Content-Length 不符', en: 'The request body size does not match its Content-Length' },
  body_not_multipart: { zh: '请求须为 multipart/form-data 格式', en: 'The request must be multipart/form-data' },
  body_too_many_parts: { zh: '上传的文件或字段数量超出限制', en: 'The upload has more files or fields than allowed' },
  body_unreadable: { zh: '无法读取请求体', en: 'The request body cannot be read' },
  // The HTTP layer's own refusals, before the request is read (server/http/client-errors.ts).
  request_head_too_large: { zh: '请求的网址或请求头过长', en: 'The URL or the request headers are too long' },
  request_timeout: { zh: '请求发送超时', en: 'The request took too long to arrive' },
  request_malformed: { zh: '请求不是合法的 HTTP 请求', en: 'The request is not a valid HTTP request' },
  request_url_invalid: { zh: '请求的网址不合法或过长', en: 'The URL is not valid or too long' },
  body_not_object: { zh: '请求体须为 JSON 对象', en: 'The request body must be a JSON object' },
  value_has_nul: { zh: '{field}不能包含空字符 (NUL)', en: '{field} must not contain the NUL character' },
  value_out_of_range: { zh: '{field}超出可处理的数值范围', en: '{field} is beyond the range of numbers that can be stored' },
  request_action_must_be: { zh: '必须是 {action}', en: 'Must be {action}' },
  field_must_equal: { zh: '必须与 {field} 相同', en: 'Must equal {field}' },
  upload_file_missing: { zh: '缺少要上传的文件（须为 multipart 文件部分）', en: 'Must be a multipart file part' },
  // Cluster access (server/domains/cluster-access.ts, ADR 0006), every domain.
  cluster_access_denied: { zh: '您无权使用集群 {id}', en: 'You have no access to the cluster {id}' },
  cluster_owner_only: { zh: '共享成员不能执行该操作', en: 'Shared members cannot make this change' },
  cluster_account_owner_only: {
    zh: '只有账号所有者可以执行该操作（IAM 用户不能启停、调整、共享或删除集群，也不能管理集群用户和项目）',
    en: "Only the account owner can make this change (IAM users cannot start, stop, resize, share or delete clusters, nor manage a cluster's users or projects)",
  },
  billing_owner_only: { zh: '只有账号所有者可以查看费用信息', en: 'Only the account owner sees billing' },
  queue_subuser_purchase: { zh: '子账号不能绑定（购买）专属队列', en: 'Sub-users cannot bind (buy) a private queue' },
  config_missing: {
    zh: '请到配置中心检查该区域的配置是否正常',
    en: "Go to the configuration center to check whether the zone's config is normal",
  },
  agreement_required: { zh: '请阅读并同意服务协议！', en: 'Please read and agree to the Service Agreement!' },
  permission_opened_by_main_account: {
    zh: '子账号的 HPC 权限由主账号在用户管理中开通',
    en: "A sub-account's HPC permission is opened by its main account in User management",
  },
  // Catalogue, network and monitoring.
  sku_filter_duplicate: { zh: '筛选条件重复: {attribute}', en: 'The filter on {attribute} is given twice' },
  price_conf_invalid: { zh: '节点配置 (conf) 不合法', en: 'The node configuration (conf) is not valid' },
  price_controller_streamline: { zh: '精简部署模式的集群没有控制节点', en: 'A cluster in streamline deploy mode has no controller node' },
  price_controller_required: { zh: '标准部署模式的集群需要控制节点', en: 'A cluster in standard deploy mode needs a controller node' },
  app_version_missing: { zh: '应用 {app} 没有版本 {version}', en: 'The application {app} has no version {version}' },
  app_version_inactive: { zh: '版本 {version} 已停用', en: 'The version {version} is not active' },
  monitor_time_pair: { zh: '开始时间和结束时间需同时指定', en: 'Give both the start time and the end time' },
  monitor_time_order: { zh: '开始时间必须早于结束时间', en: 'The start time must be before the end time' },
  monitor_range_too_long: { zh: '时间间隔不能超过 7 天', en: 'The interval must be under 7 days' },
  monitor_start_too_old: { zh: '只能查询最近 90 天内的数据', en: 'Queries are limited to the last 90 days' },
  queue_deleted: { zh: '该队列已被删除', en: 'This queue has been deleted' },
  queue_cluster_type: { zh: '该操作只能用于 {type} 集群', en: 'This call works on {type} clusters only' },
  queue_cluster_not_active: { zh: '集群不是活跃状态，无法修改其队列', en: 'The cluster is not active, its queues cannot be changed' },
  queue_name_taken: {
    zh: '队列名称 {name} 已被该集群的其他队列使用',
    en: 'The queue name {name} is already used by a queue of the cluster',
  },
  queue_type_not_dedicated: {
    zh: '队列类型 {queue_type} 不是专属队列类型',
    en: 'The queue type {queue_type} is not a dedicated queue type',
  },
  queue_dedicated_on_shared_hosts: {
    zh: '该集群的作业运行在本区的共享计算节点上，暂不能绑定专属队列',
    en: "This cluster's jobs run on the zone's shared compute nodes: a dedicated queue cannot be bound to it yet",
  },
  queue_shared_locked: { zh: '共享队列不能解绑或重命名', en: 'A shared queue cannot be unbound or renamed' },
  queue_has_jobs: { zh: '队列 {id} 中有运行中或排队中的作业', en: 'The queue {id} has running or pending jobs' },
  queue_default_delete: { zh: '不能删除集群的默认队列', en: 'The default queue of the cluster cannot be deleted' },
  queue_default_keep: {
    zh: '默认队列不能取消默认，请将其他队列设为默认',
    en: 'The default queue stays the default: make another queue the default instead',
  },
  queue_not_ready: { zh: '队列当前状态为 {status}，请稍后再试', en: 'The queue is {status}, try again when it is active' },
  queue_not_in_cluster: { zh: '队列 {id} 不属于该集群', en: 'The queue {id} is not a queue of the cluster' },
  queue_nodes_not_compute: { zh: '以下节点不是该集群的计算节点: {ids}', en: 'These nodes are not compute nodes of the cluster: {ids}' },
  queue_nodes_already: { zh: '以下节点已在队列中: {ids}', en: 'These nodes are already in the queue: {ids}' },
  queue_nodes_absent: { zh: '以下节点不在队列中: {ids}', en: 'These nodes are not in the queue: {ids}' },
  queue_nodes_busy: { zh: '以下节点正在运行该队列的作业: {ids}', en: 'These nodes are running jobs of the queue: {ids}' },
  queue_partitions_failed: {
    zh: '队列的更改未能在集群的调度器中生效：{reason}',
    en: 'The queue change did not reach the cluster’s scheduler: {reason}',
  },
  strategy_duplicate: { zh: '一个队列的每种策略只能有一个', en: 'A queue may have only one policy of each type' },
  strategy_step_over_max: {
    zh: '每次调整的节点数不能大于最大计算节点数',
    en: 'The nodes per run cannot be greater than the max compute nodes',
  },
  strategy_not_in_cluster: { zh: '策略 {id} 不属于该集群', en: 'The policy {id} is not a policy of the cluster' },
  autoscale_expanded: {
    zh: '排队 {queued} 核 ≥ 阈值 {threshold}，已添加 {count} 个计算节点',
    en: 'Queued {queued} cores ≥ threshold {threshold}, added {count} compute nodes',
  },
  autoscale_shrunk: {
    zh: '已移除 {count} 个空闲计算节点，保留 {reserved} 个空闲节点',
    en: 'Removed {count} idle compute nodes, keeping {reserved} idle',
  },
  autoscale_one_node: {
    zh: '队列只有一个计算节点时，自动缩容不执行任何操作',
    en: 'Auto-scale shrink does nothing when there is one compute node',
  },
  autoscale_cluster_max: { zh: '自动扩容后集群最多 99 个节点', en: 'Auto-scale cluster max 99 nodes' },
  autoscale_max_nodes: {
    zh: '队列已达到策略的最大计算节点数 {max}',
    en: 'The queue already has the policy maximum of {max} compute nodes',
  },
  autoscale_cluster_inactive: { zh: '集群不是活跃状态，跳过本次检查', en: 'The cluster is not active, the check was skipped' },
  autoscale_queue_inactive: { zh: '队列不是活跃状态，跳过本次检查', en: 'The queue is not active, the check was skipped' },
  autoscale_hosts_failed: {
    zh: '新增的计算节点未能运行，已移除：{reason}',
    en: 'The added compute nodes did not come up and were removed: {reason}',
  },
  autoscale_no_free_node: {
    zh: '空闲节点同时属于其他队列，无法移除',
    en: 'The idle nodes also belong to other queues and cannot be removed',
  },
  autoscale_below_threshold: {
    zh: '排队 {queued} 核，未达到阈值 {threshold}，不扩容',
    en: 'Queued {queued} cores, below the threshold {threshold}: no expansion',
  },
  autoscale_few_idle: {
    zh: '空闲节点 {idle} 个，未超过保留的 {reserved} 个，不缩容',
    en: '{idle} idle nodes, not more than the {reserved} kept: no shrink',
  },
  autoscale_cooldown: {
    zh: '冷却期：该队列 {minutes} 分钟内刚由另一策略调整过节点，跳过本次检查',
    en: 'Cooldown: the other policy of the queue changed its nodes within {minutes} minutes, the check was skipped',
  },
  autoscale_would_expand: {
    zh: '排队 {queued} 核 ≥ 阈值 {threshold}，将添加 {count} 个计算节点',
    en: 'Queued {queued} cores ≥ threshold {threshold}: would add {count} compute nodes',
  },
  autoscale_would_shrink: {
    zh: '将移除 {count} 个空闲计算节点，保留 {reserved} 个空闲节点',
    en: 'Would remove {count} idle compute nodes, keeping {reserved} idle',
  },
  // Storage (NAS file systems, exports and files). Spec section 8 messages keep their English wording.
  nas_query_failed: { zh: '查询 NAS 信息异常，请稍后重试', en: 'Query the Nas information is abnormal, please try again later' },
  nas_delete_failed: { zh: '删除挂载点失败', en: 'Delete the mount point failed' },
  nas_modify_failed: { zh: '修改挂载点失败', en: 'Modify the mount point failed' },
  nas_bill_failed: { zh: '获取计费信息失败', en: 'Get Billing Information failed' },
  nas_storage_full: { zh: '存储空间已满', en: 'storage is full' },
  nas_lack_of_balance: { zh: '余额不足', en: 'Lack of balance' },
  nas_upload_exceeds_capacity: { zh: '上传文件已超出存储容量', en: 'Upload files have exceeded storage capacity' },
  nas_own_quota_exceeded: {
    zh: '存储配额不足：上传后将超出您在该集群的存储配额 {quota} GB（已用 {used} GB）',
    en: 'Not enough storage quota: the upload would take you past your storage quota of {quota} GB on this cluster ({used} GB used)',
  },
  nas_cluster_bound: { zh: '该挂载点已绑定集群，请先删除集群', en: 'The cluster has been bound please delete the cluster first' },
  nas_duplicate_file: { zh: '文件名重复', en: 'Duplicate file name' },
  nas_root_folder: { zh: '不能删除根目录', en: 'Cannot delete the root folder' },
  nas_root_folder_move: { zh: '不能移动根目录', en: 'Cannot move the root folder' },
  nas_folder_download: { zh: '暂不支持下载文件夹', en: 'Folder download is not currently available' },
  nas_view_too_large: { zh: '超过 10 MB 的文件不支持在线查看', en: 'A file over 10 MB cannot be viewed online' },
  upload_too_large: { zh: '上传文件大小超出限制（{max} 字节）', en: 'The upload exceeds the size limit of {max} bytes' },
  nas_file_name_invalid: { zh: '文件名须为 1-254 个字符，且不能包含 /', en: 'A file name is 1-254 characters without /' },
  nas_dir_name_invalid: { zh: '文件夹名称“{name}”不可用', en: 'The folder name "{name}" cannot be used' },
  nas_move_kind: {
    zh: '文件夹只能移动为文件夹路径，文件只能移动为文件路径',
    en: 'A folder moves to a folder path (ending with /) and a file to a file path',
  },
  nas_move_into_itself: { zh: '不能将文件夹移动到其自身之中', en: 'A folder cannot be moved into itself' },
  nas_path_outside: { zh: '路径超出了挂载点范围: {path}', en: 'The path is outside the mount point: {path}' },
  nas_iam_prefix: {
    zh: '只能访问路径中包含您的 IAM 用户名的文件: {path}',
    en: 'You may only use files whose path includes your IAM user name: {path}',
  },
  nas_folder_read_only: { zh: '该目录仅授予您只读权限: {path}', en: 'This folder is granted to you read-only: {path}' },
  nas_no_folder: { zh: '您在该挂载点上没有可用的目录: {path}', en: 'You have no folder on this mount point: {path}' },
  nas_member_own_folder: { zh: '您只能使用自己的目录 {own}: {path}', en: 'You may only use your own folder {own}: {path}' },
  nas_member_folders: {
    zh: '您只能使用自己的目录 {own} 和授予您的目录（{granted}）: {path}',
    en: 'You may only use your own folder {own} and the folders granted to you ({granted}): {path}',
  },
  nas_object_missing: { zh: '文件或文件夹不存在: {path}', en: 'The file or folder does not exist: {path}' },
  nas_key_too_long: { zh: '路径超过 1024 个字符', en: 'The path is longer than 1024 characters' },
  nas_not_empty: {
    zh: '挂载点中仍有文件，请先删除文件或强制删除',
    en: 'The mount point still holds files, delete them first or force the deletion',
  },
  nas_busy: { zh: '挂载点正在变更中，请稍后重试', en: 'The mount point is being changed, please try again later' },
  nas_not_ready: { zh: '挂载点尚未就绪: {id}', en: 'The mount point is not ready yet: {id}' },
  nas_fs_not_active: { zh: '文件系统未处于可用状态: {id}', en: 'The file system is not active: {id}' },
  nas_name_duplicate: { zh: '名称已被使用: {name}', en: 'The name is already used: {name}' },
  nas_restart_creating: { zh: '挂载点正在创建中，不能重启', en: 'A mount point being created cannot be restarted' },
  nas_export_gone: { zh: '挂载点已不存在', en: 'The mount point no longer exists' },
  nas_quota_below_used: { zh: '配额不能低于已用容量', en: 'The quota cannot be below the used volume' },
  nas_iam_forbidden: { zh: 'IAM 用户不能删除挂载点', en: 'An IAM user cannot delete a mount point' },
  nas_signature_invalid: { zh: '签名无效', en: 'The signature is not valid' },
  nas_signature_expired: { zh: '签名链接已过期', en: 'The signed URL has expired' },
  nas_signature_mismatch: { zh: '上传的文件不在签名允许的范围内: {name}', en: 'The signature does not allow this file: {name}' },
  nas_edit_conflict: {
    zh: '文件在您打开后已被他人修改，未保存。请重新打开文件后再编辑',
    en: 'The file was changed by someone else since you opened it; nothing was saved. Open it again to edit the newer version',
  },
  nas_download_empty: { zh: '导出的数据为空', en: 'The exported data is empty' },
  nas_download_too_many: {
    zh: '一次下载最多 {max} 个文件，请分批下载',
    en: 'A download holds at most {max} files, download fewer at a time',
  },
  nas_archive_too_large: {
    zh: '打包下载不能超过 {max} 字节（4 GB）、{files} 个文件，请分批下载',
    en: 'An archive download may not exceed {max} bytes (4 GB) nor {files} files, download fewer files at a time',
  },
  upload_session_missing: { zh: '上传任务不存在或已过期: {id}', en: 'The upload does not exist or has expired: {id}' },
  upload_session_busy: { zh: '该上传正在完成中，请稍后再试', en: 'The upload is being completed, please try again later' },
  upload_sessions_too_many: {
    zh: '您已有 {max} 个未完成的上传，请先完成或取消其中一些',
    en: 'You already have {max} unfinished uploads, complete or cancel some of them first',
  },
  upload_chunk_index: { zh: '分片序号须为 0 到 {max}', en: 'The chunk number must be from 0 to {max}' },
  upload_chunk_length: { zh: '该分片须为 {expected} 字节', en: 'This chunk must be {expected} bytes long' },
  upload_chunks_missing: { zh: '上传缺少分片: {chunks}', en: 'Some chunks of the upload are missing: {chunks}' },
  upload_checksum_mismatch: {
    zh: '上传的文件与其校验和不符，未写入任何内容，请重新上传',
    en: 'The uploaded file does not match its checksum; nothing was written, upload it again',
  },
  upload_sha256_missing: {
    zh: '缺少文件的 SHA-256 校验和：请随分片或完成请求一起发送',
    en: 'The SHA-256 checksum of the file is missing: send it with a chunk or with the completion',
  },
  upload_sha256_conflict: {
    zh: '该 SHA-256 校验和与此上传已有的不同',
    en: 'This SHA-256 checksum differs from the one the upload already has',
  },
  jobs_time_range_reversed: { zh: '开始时间不能晚于结束时间', en: 'The start time must not be after the end time' },
  jobs_time_range_too_long: { zh: '查询的时间范围不能超过 {days} 天', en: 'The time range may not exceed {days} days' },
  jobs_cluster_not_active: { zh: '集群不是活跃状态，无法提交作业', en: 'The cluster is not active and cannot submit jobs' },
  jobs_duplicate_submission: { zh: '请勿重复提交', en: 'Please do not duplicate submissions' },
  jobs_queue_deleted: { zh: '该队列已被删除', en: 'This queue has been deleted' },
  jobs_queue_too_small: {
    zh: '队列只有 {cores} 个核，少于作业要求的 {asked} 个核',
    en: 'The queue has only {cores} cores, fewer than the {asked} the job asks for',
  },
  jobs_lack_of_balance: { zh: '余额不足', en: 'Lack of balance' },
  jobs_not_found: { zh: '作业不存在: {id}', en: 'The job does not exist: {id}' },
  jobs_dependency_not_found: {
    zh: '要等待的作业 {id} 不存在或已删除',
    en: 'The job to wait for, {id}, does not exist or has been deleted',
  },
  jobs_dependency_other_cluster: {
    zh: '作业“{name}”不在此集群上：只能等待同一集群的作业',
    en: 'The job “{name}” is not on this cluster: a job can wait only for jobs of its own cluster',
  },
  jobs_dependency_twice: { zh: '作业“{name}”被列出了两次', en: 'The job “{name}” is listed twice' },
  jobs_array_backwards: {
    zh: '范围 {from}-{to} 是倒序的：应从小到大',
    en: 'The range {from}-{to} runs backwards: write the smaller index first',
  },
  jobs_array_zero: { zh: '步长和同时运行的任务数不能为 0', en: 'A step or a limit of tasks at once cannot be 0' },
  jobs_array_index_too_high: { zh: '下标 {index} 太大：最大为 {max}', en: 'The index {index} is too high: at most {max}' },
  jobs_array_too_many: { zh: '一个数组最多 {max} 个任务', en: 'An array has at most {max} tasks' },
  jobs_array_not_array: { zh: '作业“{name}”不是作业数组', en: 'The job “{name}” is not a job array' },
  jobs_array_not_ended: {
    zh: '作业数组“{name}”还有排队或运行中的任务：等它们结束后再重试',
    en: 'The job array “{name}” still has pending or running tasks: retry once they have ended',
  },
  jobs_array_retry_others: {
    zh: '作业数组“{name}”由他人提交：只有提交者可以重试它',
    en: 'The job array “{name}” was submitted by someone else: only its submitter can retry it',
  },
  jobs_array_nothing_to_retry: { zh: '作业数组“{name}”的任务都已成功完成', en: 'Every task of the job array “{name}” finished' },
  jobs_permission_not_open: {
    zh: '您的账号在 {zone} 尚未开通 HPC 权限，不能提交作业',
    en: 'HPC permission is not open for your account in {zone}, so jobs cannot be submitted',
  },
  jobs_software_not_approved: {
    zh: '{name} 需要区域管理员批准的软件申请才能使用',
    en: '{name} can be used only after the zone administrator approves an application for it',
  },
  jobs_of_others: {
    zh: '作业“{name}”由他人提交：只有提交者或集群的管理者可以更改它',
    en: 'The job “{name}” was submitted by someone else: only its submitter or who administers the cluster can change it',
  },
  jobs_not_of_cluster: { zh: '作业 {id} 不属于集群 {cluster}', en: 'The job {id} does not belong to the cluster {cluster}' },
  jobs_not_stoppable: { zh: '只能停止运行中或排队中的作业: {id}', en: 'Only running or pending jobs can be stopped: {id}' },
  jobs_not_resumable: { zh: '只能恢复已停止的作业: {id}', en: 'Only stopped jobs can be resumed: {id}' },
  jobs_no_storage: { zh: '集群没有挂载共享存储', en: 'The cluster has no shared storage' },
  jobs_duplicate_file_name: { zh: '文件名重复', en: 'Duplicate file name' },
  jobs_storage_full: { zh: '存储空间已满', en: 'storage is full' },
  jobs_core_hours_exceeded: {
    zh: '核时不足：该作业需要 {needed} 核时（核数 × 时间上限），您在该集群剩余 {remaining} 核时',
    en: 'Not enough core-hours: the job needs {needed} core-hours (cores × time limit) and you have {remaining} left on this cluster',
  },
  jobs_core_hours_need_limit: {
    zh: '请设置运行时限：您在该集群的作业受核时配额限制（剩余 {remaining} 核时），作业按核数 × 运行时限计入配额',
    en: 'Set a time limit: your jobs on this cluster are limited by a core-hour quota ({remaining} left), and a job counts as its cores × time limit',
  },
  jobs_core_hours_resume_needs_limit: {
    zh: '作业“{name}”没有运行时限，无法在核时配额下恢复（剩余 {remaining} 核时）：请设置运行时限后重新提交',
    en: 'The job “{name}” has no time limit, so it cannot be resumed under the core-hour quota ({remaining} left): submit it again with a time limit',
  },
  jobs_template_not_found: { zh: '作业模板不存在: {id}', en: 'The job template does not exist: {id}' },
  jobs_template_other_cluster: { zh: '作业模板 {id} 属于其他集群', en: 'The job template {id} belongs to another cluster' },
  jobs_file_template_not_found: { zh: '文件模板不存在: {id}', en: 'The file template does not exist: {id}' },
  jobs_template_name_taken: { zh: '该集群已有名为 {name} 的作业模板', en: 'Another job template of the cluster is already named {name}' },
  jobs_queue_not_found: { zh: '队列不存在: {name}', en: 'The queue does not exist: {name}' },
  jobs_software_not_found: { zh: '仿真软件不存在: {id}', en: 'The simulation software does not exist: {id}' },
  jobs_path_denied_work_dir: {
    zh: '工作目录：您不能写入 {path}（您的目录：{folder}）',
    en: 'Working directory: you may not write {path} (your folder: {folder})',
  },
  jobs_path_denied_stdout_path: {
    zh: '标准输出路径：您不能写入 {path}（您的目录：{folder}）',
    en: 'Output path: you may not write {path} (your folder: {folder})',
  },
  jobs_path_denied_stderr_path: {
    zh: '错误输出路径：您不能写入 {path}（您的目录：{folder}）',
    en: 'Error output path: you may not write {path} (your folder: {folder})',
  },
  jobs_path_denied_input_file: {
    zh: '输入文件：您不能读取 {path}（您的目录：{folder}）',
    en: 'Input file: you may not read {path} (your folder: {folder})',
  },
  jobs_path_denied_script_path: {
    zh: '脚本路径：您不能读取 {path}（您的目录：{folder}）',
    en: 'Script path: you may not read {path} (your folder: {folder})',
  },
  jobs_path_denied_file_name: {
    zh: '文件名：您不能写入 {path}（您的目录：{folder}）',
    en: 'File name: you may not write {path} (your folder: {folder})',
  },
  jobs_output_exists_stdout_path: {
    zh: '标准输出路径：{path} 是您的目录 {folder} 之外的已有文件，请指定新文件',
    en: 'Output path: {path} is an existing file outside your folder {folder}; name a new file',
  },
  jobs_output_exists_stderr_path: {
    zh: '错误输出路径：{path} 是您的目录 {folder} 之外的已有文件，请指定新文件',
    en: 'Error output path: {path} is an existing file outside your folder {folder}; name a new file',
  },
  jobs_input_not_found: { zh: '输入文件不存在: {path}', en: 'The input file does not exist: {path}' },
  // Clusters and nodes. Spec section 8 messages keep their English wording.
  clusters_not_found: { zh: '集群不存在: {id}', en: 'The cluster does not exist: {id}' },
  clusters_shared_readonly: {
    zh: '您是该共享集群的只读成员，不能修改它',
    en: 'You are a read-only member of this shared cluster and cannot change it',
  },
  clusters_subuser_refused: { zh: '子账号不能创建集群，请使用共享集群', en: 'Sub-users cannot create clusters, use a shared cluster' },
  clusters_service_not_open: { zh: '请先在 {zone} 开通 HPC 服务', en: 'Open the HPC service in {zone} first' },
  clusters_type_unsupported: { zh: '{zone} 不支持 {type} 集群', en: 'The zone {zone} does not offer {type} clusters' },
  clusters_version_unknown: { zh: '集群版本不可用: {version}', en: 'The cluster version {version} is not available' },
  clusters_nas_unknown: { zh: 'NAS 挂载点不存在或不可用: {id}', en: 'The NAS mount point {id} does not exist or is not available' },
  clusters_name_taken: { zh: '已存在名为 {name} 的集群', en: 'A cluster named {name} already exists' },
  clusters_mount_path_taken: {
    zh: '共享路径 {path} 已被本区另一个 HPC 集群使用：共享计算节点上每个集群的存储各在其路径，请另选一个',
    en: "The shared path {path} is used by another HPC cluster in this zone: the shared compute nodes see each cluster's storage at its own path, so choose another",
  },
  clusters_conf_not_on_sale: { zh: '该 {role} 节点配置在当前区域不可售', en: 'This {role} node configuration is not on sale in the zone' },
  clusters_node_count: { zh: '{role} 节点数量须在 [{min}~{max}] 范围内', en: 'The number of {role} nodes must stay within [{min}~{max}]' },
  clusters_add_compute_total: {
    zh: '添加 {count} 个计算节点后集群将有 {total} 个计算节点，超过上限 {max} 个（现有 {current} 个，最多还能添加 {room} 个）',
    en: 'Adding {count} compute nodes would make {total}, more than the {max} a cluster may have ({current} now: at most {room} more)',
  },
  clusters_add_login_total: {
    zh: '添加 {count} 个登录节点后集群将有 {total} 个登录节点，超过上限 {max} 个（现有 {current} 个，最多还能添加 {room} 个）',
    en: 'Adding {count} login nodes would make {total}, more than the {max} a cluster may have ({current} now: at most {room} more)',
  },
  clusters_private_ips_count: { zh: '请为每个节点指定一个私有 IP（共 {count} 个）', en: 'Give one private IP per node ({count} in all)' },
  clusters_private_ip_invalid: {
    zh: 'IP {ip} 不在集群网络 {network} 中或已被占用',
    en: 'The IP {ip} is outside the network {network} or already in use',
  },
  clusters_network_full: { zh: '网络 {network} 中没有足够的空闲 IP', en: 'The network {network} has not enough free addresses' },
  clusters_lack_of_balance: { zh: '余额不足', en: 'Lack of balance' },
  clusters_busy: {
    zh: '集群 {id} 正在执行其他操作（{transition}），请稍后再试',
    en: 'The cluster {id} is busy ({transition}), try again later',
  },
  clusters_already_deleting: { zh: '集群 {id} 正在删除中', en: 'The cluster {id} is already being deleted' },
  clusters_gone: { zh: '集群 {id} 已删除', en: 'The cluster {id} is already deleted' },
  clusters_not_released: {
    zh: '集群 {id} 的资源尚未释放，不能注销',
    en: 'The cluster {id} still holds its resources and cannot be deregistered',
  },
  clusters_not_active: { zh: '集群 {id} 不是活跃状态', en: 'The cluster {id} is not active' },
  clusters_not_stopped: { zh: '集群 {id} 不是已停止状态', en: 'The cluster {id} is not stopped' },
  clusters_not_suspended: { zh: '集群 {id} 不是已暂停状态', en: 'The cluster {id} is not suspended' },
  clusters_upgrade_conditions: { zh: '不满足升级条件', en: 'The upgrade conditions are not met' },
  clusters_upgrade_newest: {
    zh: '不满足升级条件：集群已是最新版本 {version}，没有可升级的版本',
    en: 'The upgrade conditions are not met: the cluster is already at the newest version ({version})',
  },
  clusters_upgrade_stop_first: {
    zh: '不满足升级条件：EHPC 集群须先停止再升级',
    en: 'The upgrade conditions are not met: stop the EHPC cluster first',
  },
  clusters_upgrade_start_first: {
    zh: '不满足升级条件：HPC 集群须为活跃状态才能升级',
    en: 'The upgrade conditions are not met: an HPC cluster must be active to be upgraded',
  },
  clusters_upgrade_not_newer: {
    zh: '不满足升级条件：版本 {target} 不比集群当前版本 {version} 新',
    en: "The upgrade conditions are not met: the version {target} is not newer than the cluster's {version}",
  },
  clusters_upgrade_flavour: {
    zh: '不满足升级条件：裸金属版本与虚拟机版本之间不能互相升级（{target}）',
    en: 'The upgrade conditions are not met: a bare-metal and a VM version cannot be upgraded into each other ({target})',
  },
  clusters_create_abandoned: { zh: '集群已不在创建中', en: 'The cluster is no longer being created' },
  clusters_create_failed: {
    zh: '集群创建失败：{reason}。其主机已移除，不产生费用',
    en: 'The cluster could not be created: {reason}. Its machines were removed and nothing is billed',
  },
  clusters_hosts_failed: { zh: '集群主机未能运行：{reason}', en: 'The cluster’s machines did not come up: {reason}' },
  clusters_cloud_unavailable: { zh: '此集群所在的云未在本网关上运行', en: 'The cloud this cluster lives in is not run by this gateway' },
  clusters_upgrade_rolled_back: { zh: '升级失败，已回滚', en: 'Upgrade failed and rolled back' },
  clusters_resize_state: {
    zh: '调整配置时 EHPC 集群须已停止、HPC 集群须为活跃状态: {id}',
    en: 'To be resized an EHPC cluster must be stopped and an HPC cluster active: {id}',
  },
  clusters_resize_unchanged: { zh: '{role} 节点已是该配置', en: 'The {role} nodes already have this configuration' },
  clusters_role_no_nodes: { zh: '集群没有 {role} 节点', en: 'The cluster has no {role} nodes' },
  clusters_no_nas: { zh: '集群 {id} 未挂载 NAS', en: 'The cluster {id} mounts no NAS' },
  clusters_vnas_no_export: {
    zh: '集群 {id} 挂载的 vNAS {nas} 没有共享 NAS 存储，无法浏览其文件；请在 vNas 详情中为其绑定共享目标',
    en: 'The vNAS {nas} the cluster {id} mounts shares no NAS storage, so its files cannot be browsed; bind a shared target to it in the vNas detail',
  },
  clusters_nas_abnormal: { zh: '查询 NAS 信息异常，请稍后重试', en: 'Query the Nas information is abnormal, please try again later' },
  clusters_queue_not_in_cluster: { zh: '队列 {id} 不属于该集群', en: 'The queue {id} is not a queue of the cluster' },
  clusters_node_not_found: { zh: '节点 {id} 不在该集群中', en: 'The node {id} is not in the cluster' },
  clusters_node_controller: { zh: '不能删除控制节点', en: 'The controller node cannot be deleted' },
  clusters_node_last_compute: { zh: '不能删除集群的最后一个计算节点', en: 'The last compute node of the cluster cannot be deleted' },
  clusters_node_busy: { zh: '节点 {id} 正在执行其他操作（{transition}）', en: 'The node {id} is busy ({transition})' },
  clusters_node_not_active: { zh: '节点 {id} 不是活跃状态', en: 'The node {id} is not active' },
  clusters_node_not_login: { zh: '只有登录节点可以绑定公网 IP: {id}', en: 'Only login nodes have an EIP: {id}' },
  clusters_node_has_eip: { zh: '登录节点 {id} 已绑定公网 IP', en: 'The login node {id} already has an EIP' },
  clusters_node_no_eip: { zh: '节点 {id} 不是登录节点或未绑定公网 IP', en: 'The node {id} is not a login node or has no EIP' },
  clusters_eip_unavailable: { zh: '公网 IP {id} 不可用', en: 'The EIP {id} is not available' },
  clusters_vxnet_unknown: { zh: '私有网络不存在或不可用: {id}', en: 'The VPC network {id} does not exist or cannot be used' },
  clusters_no_network: { zh: '集群缺少网络信息: {id}', en: 'The cluster lacks network information' },
  // Accounts domain (cluster users, projects, shared clusters, billing, software).
  acc_cluster_not_active: { zh: '集群 {id} 不是活跃状态', en: 'The cluster {id} is not active' },
  acc_sub_user_refused: { zh: '子账号不能执行该操作', en: 'Sub-users cannot make this change' },
  acc_owner_only: { zh: '只有主账号可以管理子账号', en: 'Only the main account manages sub-accounts' },
  acc_email_taken: { zh: '已有账号使用电子邮箱 {email}', en: 'Another account already uses the e-mail address {email}' },
  acc_sub_user_not_found: { zh: '{id} 不是当前账号的子账号', en: '{id} is not a sub-account of this account' },
  acc_account_exists: { zh: '集群上已存在账号 {account}', en: 'The account {account} already exists on the cluster' },
  acc_account_not_found: { zh: '集群上不存在账号 {account}', en: 'The account {account} does not exist on the cluster' },
  acc_core_hours_exceeded: {
    zh: '分配的核时超过集群剩余可分配核时（剩余 {left}）',
    en: "The allocation exceeds the cluster's unallocated core-hours ({left} left)",
  },
  acc_storage_full: { zh: '存储空间已满', en: 'storage is full' },
  acc_storage_below_used: { zh: '存储配额不能低于已用容量', en: 'The storage quota cannot be below the used volume' },
  acc_own_quota: {
    zh: '不能修改自己的配额：账号 {account} 的配额由集群所有者分配',
    en: "You cannot change your own quota: the quota of the account {account} is set by the cluster's owner",
  },
  acc_queue_not_found: { zh: '集群没有队列 {queue}', en: 'The cluster has no queue {queue}' },
  acc_folder_outside: { zh: '目录 {folder} 不在集群的共享存储中', en: "The folder {folder} is outside the cluster's shared storage" },
  acc_account_busy: { zh: '账号 {account} 还有运行中或排队中的作业', en: 'The account {account} still has running or pending jobs' },
  acc_admin_account: { zh: '不能删除集群管理员账号 {account}', en: "The cluster's administrator account {account} cannot be deleted" },
  acc_project_not_found: { zh: '项目不存在: {id}', en: 'The project does not exist: {id}' },
  acc_project_owner_only: { zh: '只有项目所有者可以执行该操作', en: "Only the project's owner can do this" },
  acc_cluster_already_shared: { zh: '集群 {id} 已由其他项目共享', en: 'The cluster {id} is already shared by another project' },
  acc_cluster_in_project: { zh: '集群 {id} 已在该项目中', en: 'The cluster {id} is already in the project' },
  acc_user_not_exist: { zh: '用户不存在', en: 'The user does not exist' },
  acc_member_not_authorised: { zh: '子账号 {id} 尚未开通 HPC 权限', en: 'The sub-user {id} has not opened the HPC permission' },
  acc_member_not_sub_user: {
    zh: '只能共享给当前账号的子账号: {id}',
    en: "Only the owner's sub-accounts can be shared into a project: {id}",
  },
  acc_member_exists: { zh: '{id} 已是项目成员', en: '{id} is already a member of the project' },
  acc_member_not_found: { zh: '{id} 不是项目成员', en: '{id} is not a member of the project' },
  acc_owner_cannot_leave: { zh: '项目所有者不能移除自己', en: "The project's owner cannot remove itself" },
  acc_shared_user_not_found: { zh: '共享成员 {id} 不在该集群中', en: 'The shared member {id} is not on the cluster' },
  acc_shared_user_busy: { zh: '共享成员 {id} 正在创建或删除中', en: 'The shared member {id} is being created or removed' },
  acc_shared_limit_exists: {
    zh: '共享成员 {id} 在该集群上已有资源限制',
    en: 'The shared member {id} already has a resource limit on the cluster',
  },
  acc_shared_limit_missing: {
    zh: '共享成员 {id} 在该集群上没有资源限制',
    en: 'The shared member {id} has no resource limit on the cluster',
  },
  acc_below_usage: { zh: '分配的资源不能低于已使用量', en: 'The allocation cannot be below what the member already uses' },
  acc_username_taken: { zh: '集群上已存在账号名 {username}', en: 'The account name {username} is already used on the cluster' },
  acc_already_shared: { zh: '该 IAM 用户已共享到此集群', en: 'The IAM user is already shared into the cluster' },
  acc_username_mismatch: {
    zh: '该成员在其他集群上的账号名为 {username}',
    en: 'The member has the account name {username} on its other clusters',
  },
  acc_member_busy: {
    zh: '共享成员 {id} 在集群上还有运行中或排队中的作业',
    en: 'The shared member {id} still has running or pending jobs on the cluster',
  },
  acc_lack_of_balance: { zh: '余额不足', en: 'Lack of balance' },
  acc_queue_type_not_found: { zh: '队列类型不存在: {id}', en: 'The queue type does not exist: {id}' },
  acc_product_not_found: { zh: '不支持询价的产品: {name}', en: 'The product {name} cannot be priced' },
  acc_software_not_found: { zh: '软件不存在: {id}', en: 'The software does not exist: {id}' },
  acc_software_free: { zh: '免费软件无需申请', en: 'Free software needs no application' },
  acc_software_unsupported: { zh: '软件 {id} 不能在该类型的集群上运行', en: 'The software {id} does not run on this kind of cluster' },
  acc_duplicate_submission: { zh: '请勿重复提交', en: 'Please do not duplicate submissions' },
  acc_review_zone_admin_only: { zh: '只有区域管理员可以审批软件申请', en: 'Only the zone administrator approves software applications' },
  acc_application_not_found: { zh: '软件申请不存在: {id}', en: 'The software application does not exist: {id}' },
  acc_application_decided: { zh: '软件申请 {id} 已审批', en: 'The application {id} was already decided' },
  acc_graphics_not_available: {
    zh: '图形应用 {id} 不在您的图形应用列表中',
    en: 'The graphics application {id} is not in your graphics list',
  },
  acc_mount_point_not_mounted: {
    zh: '挂载点 {id} 未被该应用的集群挂载',
    en: "The mount point {id} is not mounted by the application's cluster",
  },
  acc_billing_end_before_start: { zh: '结束时间必须晚于开始时间', en: 'Must be after the start time' },
  acc_billing_start_too_old: { zh: '只能查询最近 {days} 天内的数据', en: 'Must be within the last {days} days' },
  acc_billing_reserved_duration: { zh: '包年包月的时长至少为 1 个月', en: 'A Reserved price needs a duration of at least 1 month' },
  acc_billing_reserved_only: {
    zh: '只有包年包月（paid_type 为 1）才能指定时长或自动续费',
    en: 'A duration or auto-renewal means the Reserved charge mode (paid_type 1)',
  },
  acc_modify_type_field: {
    zh: '修改类型 (modify_type) 为 {field} 时，请求体必须包含 {field}',
    en: 'The body must carry {field}, the field named by modify_type',
  },
  // More time for a job (ADR 0060).
  time_extension_not_found: { zh: '延长时限申请不存在: {id}', en: 'The request for more time does not exist: {id}' },
  time_extension_submitter_only: {
    zh: '只有作业 {id} 的提交者可以申请延长时限',
    en: 'Only the submitter of the job {id} may ask for more time',
  },
  time_extension_job_ended: {
    zh: '作业 {id} 已不在排队或运行中，无法延长时限',
    en: 'The job {id} is no longer pending or running: its time limit cannot change',
  },
  time_extension_array: {
    zh: '“{name}”是作业数组或其中的任务：暂不能为作业数组申请更多时间',
    en: '“{name}” is a job array or one of its tasks: more time cannot be asked for arrays yet',
  },
  time_extension_no_limit: {
    zh: '作业 {id} 没有自己的时限，已可运行到队列允许的最长时间',
    en: 'The job {id} has no time limit of its own: it may already run as long as its queue allows',
  },
  time_extension_over_max: {
    zh: '新的时限 {limit} 分钟超过了队列的最长时间 {max} 分钟',
    en: 'The new limit of {limit} minutes passes the queue’s longest time of {max} minutes',
  },
  time_extension_open: { zh: '作业 {id} 已有一个待审批的延长时限申请', en: 'The job {id} already has a request for more time waiting' },
  time_extension_decider_only: {
    zh: '只有账号所有者或该区域的管理员可以审批延长时限申请',
    en: 'Only the account’s owner or the zone administrator decides requests for more time',
  },
  time_extension_asker_only: { zh: '只有申请人可以撤回延长时限申请', en: 'Only who asked may withdraw a request for more time' },
  time_extension_decided: { zh: '延长时限申请 {id} 已处理', en: 'The request for more time {id} was already decided' },
  time_extension_scheduler_refused: {
    zh: '调度器未接受新的时限，申请仍待审批: {error}',
    en: 'The scheduler did not take the new limit; the request stays open: {error}',
  },
  // Graphics proxy (server/graphics, ADR 0062): the refusals of its WebSocket before the upgrade.
  graphics_origin_refused: {
    zh: '请求来源 (Origin) 不是本控制台，已拒绝打开图形会话',
    en: 'The graphics session was refused: the request does not come from this console (Origin)',
  },
  graphics_read_only: {
    zh: '您是该共享集群的只读成员，不能打开它上面的图形会话',
    en: 'You are a read-only member of this shared cluster and cannot open graphics sessions on it',
  },
  graphics_too_many: {
    zh: '您已在 {max} 个窗口中打开图形会话，请先关闭一个',
    en: 'You already have graphics sessions open in {max} windows: close one first',
  },
  // Graphics sessions (ADR 0062).
  graphics_session_not_found: { zh: '图形会话不存在: {id}', en: 'The graphics session does not exist: {id}' },
  graphics_session_not_running: {
    zh: '图形会话 {id} 正在启动，显示尚未就绪，请稍后再试',
    en: 'The graphics session {id} is starting: its display is not up yet, try again shortly',
  },
  graphics_session_not_running_queued: {
    zh: '图形会话 {id} 仍在排队，作业开始运行后才能打开',
    en: 'The graphics session {id} is still queued: it opens once its job runs',
  },
  graphics_session_not_running_ended: { zh: '图形会话 {id} 已结束', en: 'The graphics session {id} has ended' },
  graphics_session_not_running_simulated: {
    zh: '图形会话 {id} 运行在模拟集群上，没有可打开的显示',
    en: 'The graphics session {id} runs on a simulated cluster, which shows no display',
  },
  graphics_session_ended: {
    zh: '图形会话 {id} 已结束，无法延长时限',
    en: 'The graphics session {id} has ended: it cannot be given more time',
  },
  graphics_no_queue: { zh: '集群 {id} 没有可用的队列，无法打开图形应用', en: 'The cluster {id} has no queue to open the application in' },
  graphics_scheduler_refused: { zh: '调度器未接受新的时限: {error}', en: 'The scheduler did not take the new time limit: {error}' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

/** The request's language: English when Accept-Language (or the lang field) asks for it, Chinese otherwise. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh';
}

/** A message text with its `{name}` placeholders filled from `params` (one without a value is left as it is). */
export function fillMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/**
 * The message in `lang`. A parameter whose value is a `why_…` or `machine_state_…` message key (a refusal's cause, a
 * state: ADR 0065) is worded in
 * the same language, with the same parameters.
 */
export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const worded = Object.fromEntries(
    Object.entries(params).map(([name, value]) =>
      typeof value === 'string' && /^(why|machine_state)_/.test(value) && isMessageKey(value)
        ? [name, translate(value, lang, { ...params, [name]: '' })]
        : [name, value],
    ),
  );
  return fillMessage(messages[key][lang], worded);
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages, key);
}

let byEnglish: Map<string, MessageKey | null> | undefined;

/**
 * The message whose English text (without parameters) is `text`, when the messages with that text agree on their
 * Chinese one: for texts stored in English alone (operations failed before migration 0081).
 */
export function messageOfEnglish(text: string): MessageKey | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, message] of Object.entries(messages) as [MessageKey, { zh: string; en: string }][]) {
      if (message.en.includes('{')) continue;
      const seen = byEnglish.get(message.en);
      if (seen === undefined) byEnglish.set(message.en, key);
      else if (seen !== null && messages[seen].zh !== message.zh) byEnglish.set(message.en, null);
    }
  }
  return byEnglish.get(text) ?? undefined;
}
