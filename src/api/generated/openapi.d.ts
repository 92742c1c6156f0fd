/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export interface paths {
    "/monitor/GetRecentMetricData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest values of metrics
         * @description Returns the latest value of each requested metric of a cluster or a cluster node, one value per node (tagged with the node name). The cluster monitors use it for the current CPU, memory, storage, load and GPU figures. The gateway refuses a node that is not in one of the user's clusters (404).
         */
        get: operations["getRecentMetricData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitor/GetMetricDataByPeriod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get metric data over a period
         * @description Returns the average of each requested metric of a cluster or a cluster node per step between start_time and end_time; the console draws the monitoring charts from it. The gateway refuses an end_time that is not after start_time, a period longer than 7 days (168 hours), and a start_time more than 90 days ago. The gateway refuses a node that is not in one of the user's clusters (404).
         */
        get: operations["getMetricDataByPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitor/GetClusterMonitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the monitors of a cluster
         * @description Returns the meters of one monitor page of a cluster: the cluster overview (CPU system, CPU usage, memory usage, storage usage, system load), the GPU overview, the node overview, or the job monitors (overview and recent jobs). The range is given in hours (range_hours, ending now), from which the console derives start_time and end_time; start_time and end_time are also accepted and then win over range_hours. The gateway refuses start_time without end_time (and the reverse), an end_time that is not after start_time, a range longer than 7 days (168 hours), and a start_time more than 90 days ago.
         */
        get: operations["getClusterMonitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/timeExtension/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for more time for a job
         * @description Asks for extra_minutes more on the time limit of a pending or running job, with a reason; synchronous, the request waits (pending) for the account's owner or a zone administrator of the cluster's zone. Only the job's submitter may ask, while it may change the cluster (403 for another user who sees the job, 404 for a job not seen). Refused (409) when the job has ended or is not pending or running, has no time limit of its own (it already runs as long as its queue allows), already has a pending request (ret_code 2400), or when the new limit (the current one plus extra_minutes) would pass the queue's maximum: the scheduler partition's maximum time where it reports one, else JobTimeLimit's maximum (ret_code 1100, the field extra_minutes). Recorded in the operation log.
         */
        post: operations["askTimeExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/timeExtension/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List requests for more time
         * @description The requests a user may see, newest first: the account's owner every request of its account, a zone administrator those on the clusters of its zones, anyone else the requests it asked. hpcjob_uuid narrows it to one job (the job page), status to one state, scope=decide to the requests the reader may decide now (pending, as owner or zone administrator). Each request says whether the reader may decide or withdraw it.
         */
        get: operations["listTimeExtensions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/timeExtension/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request for more time
         * @description The account's owner (not a sub-user nor an IAM user) or a zone administrator of the cluster's zone approves a pending request (403 for anyone else; 404 for a request not seen; 409 when it is no longer pending). Synchronous: the job and the queue's maximum are checked again, then the job's scheduler gets the new limit at once (the simulator's record; a Slurm job through slurmrestd as the cluster's operator account). When the scheduler refuses or cannot be reached nothing changes: the request stays pending with the error kept and the answer is 409 with the scheduler's words. Recorded in the operation log.
         */
        post: operations["approveTimeExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/timeExtension/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse a request for more time
         * @description The account's owner or a zone administrator of the cluster's zone refuses a pending request, with an optional reason the submitter reads (403 for anyone else; 404 for a request not seen; 409 when it is no longer pending). Synchronous; recorded in the operation log.
         */
        post: operations["refuseTimeExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/timeExtension/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a request for more time
         * @description The submitter takes back its pending request (403 for anyone else who sees it; 404 for a request not seen; 409 when it is no longer pending). Synchronous; recorded in the operation log.
         */
        post: operations["withdrawTimeExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/getStrategyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the auto-scale policies of an EHPC cluster
         * @description Lists the auto-scale policies of an EHPC cluster's queues, filtered by op_type, op_status, enablement and queues, sorted by create_time descending by default (the auto-scale tab, shown when the auto-scale feature flag is on). The console drops filters whose value is all, sends op_is_enabled as a number and omits queue_ids when no queue is chosen.
         */
        get: operations["listStrategies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/getStrategyLogList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the runs of the auto-scale policies of an EHPC cluster
         * @description Lists the runs of the auto-scale policies of an EHPC cluster (the auto-scale history), filtered like the policy list, sorted by op_time descending by default. op_status here is the outcome of one run; op_is_enabled filters by the current enablement of the run's policy. The console drops filters whose value is all, sends op_is_enabled as a number and omits queue_ids when no queue is chosen.
         */
        get: operations["listStrategyLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/previewStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell what each auto-scale policy of an EHPC cluster would do if checked now
         * @description A dry run of the auto-scale rule (ADR 0019): for each policy of the cluster (or those named by strategy_ids), what a check now would do, computed by the same code the gateway's checks apply, and when the policy is checked next (null when it is not checked: disabled, or Enabling). outcome expand or shrink adds or removes node_count_after - node_count_before compute nodes; none means the condition does not hold; skip means a limit holds the run (max_nodes, Auto-scale cluster max 99 nodes, never below one compute node, the cooldown after a run of the queue's other policy, an inactive cluster or queue). message says why, in the request's language. Nothing is changed.
         */
        get: operations["previewStrategies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/addStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an auto-scale policy to a queue
         * @description Adds an expand or a shrink policy to a queue of an EHPC cluster, checked every check_frequency minutes while enabled (and once right away when run_now is 1). An expand run adds node_step compute nodes when the queue's pending jobs ask for at least queued_cores cores, up to max_nodes; a shrink run removes up to node_step idle compute nodes beyond reserved_idle_nodes and never goes below one compute node: Auto-scale shrink does nothing when there is one compute node (the run is logged skipped). Auto-scale cluster max 99 nodes: an expansion never grows the cluster beyond 99 nodes. The gateway refuses a second policy of the same op_type on one queue. The gateway refuses a node_step greater than max_nodes (409, ret_code 1100, the validation problem on node_step). The gateway refuses a queue that is not a queue of the cluster, and a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["addStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/modifyStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an auto-scale policy
         * @description Replaces the settings of an auto-scale policy with the policy form sent again in full (the edit dialog). The rules of addStrategy apply: shrink never goes below one compute node (Auto-scale shrink does nothing when there is one compute node) and an expansion never grows the cluster beyond 99 nodes (Auto-scale cluster max 99 nodes). The gateway refuses a second policy of the same op_type on one queue, so a change of queue_id or op_type is refused when the target queue already has a policy of that type. The gateway refuses a node_step greater than max_nodes (409, ret_code 1100, the validation problem on node_step). The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["modifyStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/delStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete auto-scale policies
         * @description Deletes 1-100 auto-scale policies of an EHPC cluster; their runs stay in the auto-scale history and the nodes they added stay in the cluster. The gateway refuses a policy of another cluster.
         */
        post: operations["deleteStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/enableStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable auto-scale policies
         * @description Enables (op_is_enabled 1) or disables (op_is_enabled 0) 1-100 auto-scale policies of an EHPC cluster. An enabled policy shows Enabling until its scheduler picks it up, then Running; a disabled one shows Disabled and is no longer checked. The gateway refuses a policy of another cluster. The gateway refuses a policy whose queue has been deleted with "This queue has been deleted".
         */
        post: operations["enableStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeCommonAttachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get app-centre attachments
         * @description Returns the given attachments of the HPC applications with the requested parts of their content: config (application settings), locale (translations) and cluster_templates (the templates of the creation page). An attachment that does not exist is left out of attachment_set.
         */
        get: operations["describeCommonAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeAppVersions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the versions of the HPC applications
         * @description Lists the versions of the given app-centre applications (the HPC and EHPC applications of the configuration), active ones by default, newest first. The console offers them as cluster versions on the creation page and as upgrade targets; a name ending in -BM is a bare-metal version.
         */
        get: operations["describeAppVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/GetGlobalUniqueId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a new globally unique id
         * @description Returns a new UUID. The console fetches one when a creation or submission form opens and sends it with the request, so that a repeated click is recognised as the same request ("Please do not duplicate submissions").
         */
        get: operations["getGlobalUniqueId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-center/v1/skus:search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the product SKUs
         * @description Returns the SKUs on sale in a zone that match every filter (and any of a filter's values); the console loads them all at once (limit 10240) to offer the node configurations of each role on the creation, resize and add-nodes pages. The gateway refuses two filters with the same attribute_id. A failed query is only logged by the console.
         */
        post: operations["searchSkus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/GetClusterPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the price of a cluster configuration
         * @description Prices a cluster configuration in the request's zone: one price per role (with the part the user's coupons can pay) and the total, per hour when duration is 0 (PayForUsed) or per month when it is above 0 (Reserved). The creation and resize pages show it as the configuration changes. The gateway refuses a conf that is not JSON matching ClusterPriceConf, a conf with a controller when deploy_mode is 2 (streamline) or without one when deploy_mode is 1 (standard), and an app_version that is not an active version of app_id.
         */
        get: operations["getClusterPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clusters
         * @description Lists the user's clusters (or the clusters shared with the user when shared_status is shared), filtered by status, type and a search word, sorted by create_time descending by default.
         */
        get: operations["listClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/createCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a cluster
         * @description Creates an HPC or an EHPC cluster. The body is one of the two creation forms, chosen by cluster_type; the console renders them as its creation steps. The cluster is created pending and becomes active asynchronously. Sub-users are refused unless the sub-user cluster creation flag is on. The gateway refuses a cluster_name already used by another live cluster of the owner, a node count outside its role's count range in the cluster conf, and private_ips whose number differs from the role's count or with an IP outside the network or already in use (409, ret_code 1100, the validation problem on the field: cluster_name, node_config.<role>.count or .private_ips, login_node.count or .private_ips). A request carrying the request_token of an earlier creation of the owner answers that creation's job_id and cluster_id again and creates nothing.
         */
        post: operations["createCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/deleteCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete or deregister clusters
         * @description Deletes clusters (deleting -> deleted, then ceased), or deregisters clusters whose resources are already released when deregister is true. Irreversible: the console asks the user to type the cluster name first. The gateway refuses a cluster that is already deleting and any cluster the user does not own.
         */
        post: operations["deleteCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/upgradeCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade a cluster
         * @description Upgrades the cluster's software to a newer version; takes about one minute. The gateway refuses with "The upgrade conditions are not met" unless the cluster is in the state the upgrade asks for (EHPC clusters must be stopped, HPC clusters active) and a newer version exists. On failure the cluster rolls back to the previous version and the operation ends failed with "Upgrade failed and rolled back". Answers job_id.
         */
        post: operations["upgradeCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/modifyCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a cluster or change its description
         * @description Changes the cluster's name and/or description. Shared members are refused. The gateway refuses a cluster_name already used by another live cluster of the owner (409, ret_code 1100, the validation problem on cluster_name).
         */
        post: operations["modifyCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/stopCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop clusters
         * @description Stops active clusters (stopping -> stopped). Running jobs are stopped with them. The gateway refuses a cluster that is not active.
         */
        post: operations["stopCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/startCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start clusters
         * @description Starts stopped clusters (starting -> active). The gateway refuses a cluster that is not stopped.
         */
        post: operations["startCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/resumeCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume suspended clusters
         * @description Resumes clusters suspended for arrears (resuming -> active). The gateway refuses with "Lack of balance" while the account is still in arrears, and refuses a cluster that is not suspended.
         */
        post: operations["resumeCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/resizeCluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resize the nodes of one role
         * @description Changes the instance class, cpu, memory or gpu of every node of one role (resizing -> active). The fee comes from getResizeClusterFee first. The gateway refuses with "Lack of balance" when the balance does not cover the fee, and refuses a cluster that is not stopped (EHPC) or active (HPC).
         */
        post: operations["resizeCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/resizeClusterFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price a resize
         * @description The fee of a resize before it is made. The console shows the first item's price_diff; its duration is 0 for an hourly (PayForUsed, 1h) charge and 1 for a monthly (Reserved) one.
         */
        get: operations["getResizeClusterFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/conf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the creation choices of a cluster type
         * @description The node configuration choices of a cluster type in a zone: per role (controller, compute, login) the instance classes with their cpu, memory and gpu proportions and the node count range, plus schedulers and deploy modes. The creation forms read the first item of cluster_conf_set.
         */
        get: operations["getClusterConf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/nasInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a cluster's NAS mount
         * @description The NAS export mounted by the cluster, with its shared path, quota and usage. The gateway answers "Query the Nas information is abnormal, please try again later" (5XX) when the NAS service fails.
         */
        get: operations["getClusterNasInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/listNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the nodes of a cluster
         * @description Lists the controller, compute and login nodes of one cluster, filtered by role, node type, status and a search word (matched against node id, name, hostname, instance id and private IP), sorted by create_time descending by default. The console's node tab shows it and polls it while a node is in a transition; health_status is fetching until the health check of a node has answered. The gateway refuses a cluster that is not the user's nor shared with the user (404).
         */
        get: operations["listNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/modifyClusterNode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a node or change its description
         * @description Changes the display name and/or the description of one node; the host name in the scheduler does not change. The change is immediate. At least one of name and description is required. The gateway refuses a node that is not in the given cluster (404) and a shared member with read-only permission (403).
         */
        post: operations["modifyClusterNode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/addNodesFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price an addition of nodes
         * @description Prices the nodes the add-nodes dialog describes before they are added: the price difference the cluster's bill gets, hourly (duration 0) for a PayForUsed cluster, monthly (duration 1) for a Reserved one. The console shows the first item of resize_fee and refreshes it whenever the role, count or configuration changes. The gateway refuses the controller role, a count outside 1-100 and a configuration that is not on sale in the zone (404).
         */
        get: operations["getAddNodesFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/addNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add nodes to a cluster
         * @description Adds count compute or login nodes of one configuration to an active cluster; compute nodes join hpcqueue_id (the default queue when omitted). The nodes are created pending and become active asynchronously; node_ids names them at once so the node list can show them. The console prices the addition with getAddNodesFee first. The gateway refuses the call when the cluster is not active (409). The gateway refuses a count that takes the role past its count range in the cluster conf (at most 100 nodes) (409, ret_code 1100, the validation problem on count). The gateway refuses private_ips whose number differs from count, or an IP outside the cluster's network or already in use (409, ret_code 1100, the validation problem on private_ips). The gateway refuses hpcqueue_id when it is not a queue of the cluster (404). The gateway refuses the addition with "Lack of balance" when the account cannot pay for it (409).
         */
        post: operations["addNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/deleteNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete nodes of a cluster
         * @description Deletes compute or login nodes of a cluster and releases their instances; jobs running on them are killed. Irreversible; the console asks for confirmation. The nodes go deleting and then deleted asynchronously. The gateway refuses deleting the controller node (409). The gateway refuses deleting the last compute node of the cluster (409). The gateway refuses a node that is not in the given cluster (404) or is already in a transition (409).
         */
        post: operations["deleteNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/restartNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart nodes of a cluster
         * @description Restarts nodes of a cluster (the console's restart action on a node row or a selection); jobs running on them are requeued by the scheduler. The nodes go restarting and back to active asynchronously; their health_status is fetching until checked again. The gateway refuses a node that is not in the given cluster (404). The gateway refuses a node that is not active (409).
         */
        post: operations["restartNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/associateLoginNodeEip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind an EIP to a login node
         * @description Binds a public IP (EIP) to a login node so users can reach it by SSH or web SSH; the console's picker lists the EIPs with DescribeEips (status available). The binding is asynchronous. The gateway refuses a node that is not a login node (409). The gateway refuses a login node that already has an EIP (409). The gateway refuses an EIP whose status is not available (409).
         */
        post: operations["associateLoginNodeEip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/cluster/dissociateLoginNodeEip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unbind the EIP of a login node
         * @description Unbinds the public IP (EIP) of a login node; the EIP becomes available again and stays in the user's account. The unbinding is asynchronous. The gateway refuses a node that is not a login node or has no EIP (409).
         */
        post: operations["dissociateLoginNodeEip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/permission/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the HPC service permission of a user
         * @description Returns whether the HPC service is open for the user (status enable) with the uid and gid of the user's cluster accounts. The console fetches it at start-up and shows the product-opening page until the status is enable; a fetch that fails or answers disable is only logged. The gateway refuses a user_id in the path other than the signed-in user's (403).
         */
        get: operations["getPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/permission/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the HPC service for a user
         * @description The open-permission step of the product-opening page: turns the HPC service on for the user in the zone and assigns the uid and gid of the user's cluster accounts. Opening an already open service answers its current uid and gid. The gateway refuses it on public-cloud HPC unless agreement_accepted is true, with the message "Please read and agree to the Service Agreement!" (409); it refuses a user_id or owner other than the signed-in user's (403) and a zone not configured for HPC (404).
         */
        post: operations["enablePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/getQueueTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List queue types
         * @description Lists the queue types of the zone: the node shapes (54 or 56 cores per node, memory, price) an HPC cluster is created on or binds a dedicated queue from. The console uses it in the HPC creation steps, in the bind-queue dialog and to fetch a cost (a cost is fetched only once a queue type is chosen).
         */
        get: operations["getQueueTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/getCurrentQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the queues of an HPC cluster
         * @description Lists the queues of an HPC cluster, the shared queues and the dedicated queues bound to it, for the signed-in user (user_id), filtered by category and a search word (queue name or id), sorted by create_time descending by default. EHPC clusters list their queues with listEhpcQueues.
         */
        get: operations["getCurrentQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/getQueueList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the queues of an EHPC cluster
         * @description Lists the queues (scheduler partitions) of an EHPC cluster for the signed-in user (user_id), with their node, core and job counts, filtered by a search word (queue name or id), sorted by create_time descending by default. The console uses it for the queue tab and the queue choices of the job, auto-scale and cluster-user forms (the all-data query uses limit 1024).
         */
        get: operations["listEhpcQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/describeQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the detail of a queue
         * @description Answers one queue of a cluster (HPC or EHPC) with its counts and, for an HPC queue, its queue type. The console uses it for the queue detail page. id is the queue; hpcqueue_id, sent by some screens as well, names the same queue. The gateway refuses an hpcqueue_id that differs from id. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        get: operations["describeQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/getQueueNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the nodes of a queue
         * @description Lists the compute nodes of one queue with their status, cores and used cores, for the queue-node tab (shown when the queue-node feature flag is on). The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        get: operations["getQueueNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/bindPrivateQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a dedicated queue to an HPC cluster
         * @description Binds a dedicated queue of count nodes of one queue type to an HPC cluster, billed PayForUsed or Reserved for duration months (the bind-queue dialog, whose cost is shown from billing/cost). The queue is created pending and becomes active asynchronously. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue_type whose category is not dedicated. The gateway refuses a Reserved purchase the balance cannot pay with "Lack of balance". Sub-users and read-only shared members are refused (403).
         */
        post: operations["bindPrivateQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/addQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a queue to an EHPC cluster
         * @description Adds a queue (scheduler partition) to an EHPC cluster, optionally with some of its compute nodes (a node may belong to several queues) and optionally as the default queue, in which case the former default queue loses the flag. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses node_ids that are not compute nodes of the cluster.
         */
        post: operations["addEhpcQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/unbindPrivateQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unbind a dedicated queue from an HPC cluster
         * @description Releases a dedicated queue of an HPC cluster and its nodes; billing stops when the job succeeds. Shared queues cannot be unbound. The gateway refuses a shared queue. The gateway refuses a queue with running or pending jobs. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["unbindPrivateQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/delQueues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete queues of an EHPC cluster
         * @description Deletes 1-100 queues of an EHPC cluster; their nodes stay in the cluster and their auto-scale policies are deleted with them. The gateway refuses to delete the default queue of the cluster. The gateway refuses a queue with running or pending jobs. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["deleteEhpcQueues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/updateQueueName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a dedicated queue of an HPC cluster
         * @description Renames a dedicated queue of an HPC cluster; jobs already submitted keep running. Shared queues keep their names. The gateway refuses a shared queue. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["updateQueueName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/modifyQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a queue of an EHPC cluster or make it the default
         * @description Changes the name or the default flag of a queue of an EHPC cluster (at least one of queue_name and is_default). Making a queue the default (is_default 1) takes the flag from the former default queue. The gateway refuses is_default 0 on the default queue: another queue must be made the default instead. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["modifyEhpcQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/addNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add compute nodes to a queue of an EHPC cluster
         * @description Adds compute nodes of an EHPC cluster to one of its queues (a node may belong to several queues). The gateway refuses node_ids that are not compute nodes of the cluster. The gateway refuses nodes already in the queue. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["addEhpcQueueNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/queue/ehpc/removeNodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove compute nodes from a queue of an EHPC cluster
         * @description Removes compute nodes from a queue of an EHPC cluster; the nodes stay in the cluster. The gateway refuses nodes that are not in the queue. The gateway refuses nodes running jobs of the queue. The gateway refuses a queue that has been deleted with "This queue has been deleted".
         */
        post: operations["removeEhpcQueueNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of a cluster
         * @description Lists the accounts of one cluster with their allocated, used and remaining core-hours, storage quota and usage, queues and accessible folders, sorted by create_time descending by default. The users page and the cluster's user_list tab show them with usage bars (red above 90 %, yellow above 80 %); unallocated_core_hours bounds the quota form.
         */
        get: operations["listClusterUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/user/addUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user to a cluster
         * @description Creates an account on the cluster with its password and quota (the creating-users modal renders AddClusterUserForm). Without queues the account gets the cluster's default queue; without folders only its home folder. The change runs asynchronously; follow job_id in the operation log. The gateway refuses an account that already exists on the cluster (409), a cluster that is not active (409), allocating more core-hours than the cluster has left unallocated (409), a storage quota beyond the free space of the cluster's shared storage (409, "storage is full"), queues that are not the cluster's (404), folders outside the cluster's shared storage (404), and shared members with read-only permission (403).
         */
        post: operations["addClusterUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/user/modifyUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify a cluster user
         * @description Changes the quota, queues or folders of an account (the console sends the whole ClusterUserQuotaForm, pre-filled with the current values) and, when given, resets its password. Fields left out are kept. The change runs asynchronously; follow job_id in the operation log. The gateway refuses an account that does not exist on the cluster (404), raising allocated core-hours by more than the cluster has left unallocated (409), a storage quota below the account's used volume (409), queues that are not the cluster's and folders outside the cluster's shared storage (404), and shared members with read-only permission (403).
         */
        post: operations["modifyClusterUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/user/deleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete cluster users
         * @description Deletes up to 100 accounts of a cluster; their home folders are removed and their allocated core-hours return to the cluster. The change runs asynchronously; follow job_id in the operation log. The gateway refuses the whole request when an account does not exist on the cluster (404) or still has running or pending jobs (409), when it names the cluster's administrator account (409), and for shared members with read-only permission (403).
         */
        post: operations["deleteClusterUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compute jobs
         * @description Lists the user's compute jobs, of one cluster (the cluster detail's job tab) or of every cluster (the jobs page), filtered by status, queue, a search word and a submission time range, sorted by submitted_time descending by default. The answer carries the counts of running, pending and stopped jobs for the status tabs. The console's default time range is the last 6 months; limit 1024 is the all-data query used for exports. The gateway refuses a start_time after end_time.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/list/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List simulation jobs
         * @description Lists the user's simulation jobs for the industrial simulation portal's job list, filtered by status, software, a search word and a submission time range, sorted by submitted_time descending by default, with the counts of running, pending and stopped jobs. The console's default time range is the last 6 months. The gateway refuses a start_time after end_time.
         */
        get: operations["listSimulationJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/jobdetail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a compute job
         * @description Returns one compute job with its cluster and its queue, for the job detail page (tabs compute_dir, job_logs, input_file and cluster_queue_info; the files themselves are read from the storage service). queue_info is null when the queue has since been deleted, which the console shows as This queue has been deleted.
         */
        get: operations["getJobDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/jobdetail/{sjob_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a simulation job
         * @description Returns one simulation job for the simulation portal's job page (/ispf/{job_id}).
         */
        get: operations["getSimulationJobDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/submitJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a compute job
         * @description Submits a job to a queue of a cluster from the submission form (/hpc_job/submit_job): a command line, a job script made by job/createJobFile, or a job template. The job is created pending and is handed to the scheduler asynchronously; follow job_id in the operation log and hpcjob_uuid in the job list. The gateway refuses a cluster that is not active with "The cluster is not active and cannot submit jobs" (409). The gateway refuses a submission identical to one the same user made and that is still being accepted with "Please do not duplicate submissions" (409, ret_code 2400). The gateway refuses a queue that is not (or no longer) bound to the cluster with "This queue has been deleted" (409). The gateway refuses more cores than the queue has (409, ret_code 1100, the validation problem on cores), and a job on an HPC cluster of an account in arrears with "Lack of balance" (409, ret_code 2500). The gateway refuses a job whose cores × time limit in hours exceeds the user's remaining core-hours on the cluster (its quota as a cluster user or its limit as a shared member, less what is used and what its running and pending jobs have reserved; getQuotaUsage answers the figures) with a message naming both figures (409, ret_code 2510), and, where such a quota applies, a job without a time limit (409, ret_code 1100, the validation problem on time_limit; ADR 0026); nothing is created. A user without a quota is not limited.
         */
        post: operations["submitJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/retryArray": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry the failed tasks of a job array
         * @description Submits a new job array with the same fields as an ended one, whose indices are exactly its tasks that did not finish (failed, timed out, out of memory, cancelled, stopped, unknown), with the same limit of tasks at once (ADR 0061). The gateway refuses a job that is not an array (409), an array that still has pending or running tasks (409), an array whose tasks all finished (409), and what a submission refuses: the core-hour quota (409, ret_code 2510), a second identical retry while the first is being accepted (409, ret_code 2400).
         */
        post: operations["retryJobArray"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/quotaUsage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's quotas and their use
         * @description Returns the signed-in user's core-hour and storage quotas (as a cluster user the user's jobs run as, or as a shared member with a resource limit), on one cluster or, without cluster_id, on every cluster the user uses, each with what is used, what running and pending jobs have reserved and what remains (ADR 0026). The submit form shows the remaining core-hours against the job's cores × time limit, and the console's header warns at 80 % and 90 % of a quota. submitJob refuses, with ret_code 2510, a job whose cores × time limit exceeds the remaining core-hours of the cluster, and under a quota a job without a time limit (ret_code 1100, on time_limit); stopped jobs being resumed count as reserved. A user without a quota there is not limited. A cluster the user does not see is answered 404.
         */
        get: operations["getQuotaUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/joblog/{sjob_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a simulation job's log
         * @description Returns the text of a simulation job's standard output or standard error, which the simulation platform keeps outside the NAS storage, for the log tab of the simulation portal's job page (/ispf/{job_id}), and whether the job still runs (the page follows the log while it does). Only the job's account reads it (404 for any other job); the file read is the job's own stdout_path or stderr_path inside the simulation storage, never another path. A log over 1 MiB answers its last 1 MiB (truncated). A job that has not written the file yet answers an empty text with exists false.
         */
        get: operations["getSimulationJobLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/submitJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a simulation job
         * @description Submits a simulation software run on a single 56-core node of the simulation cluster from the simulation portal's form. The job is created pending and handed to the scheduler asynchronously; follow job_id in the operation log (operation/simulation) and sjob_id in the job list. The gateway refuses a submission identical to one the same user made and that is still being accepted with "Please do not duplicate submissions" (409, ret_code 2400). The gateway refuses a submission while the simulation cluster is not active with "The cluster is not active and cannot submit jobs" (409), and more cores than the simulation node has (409, ret_code 1100, the validation problem on cores). The gateway refuses a software that is not a simulation software of the catalogue (404).
         */
        post: operations["submitSimulationJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/createJobFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a job script file
         * @description Writes a job script typed in the submission form to the cluster's shared storage, in the signed-in cluster user's job directory, and answers its path for submitJob's script_path. Synchronous. The gateway refuses a file name that already exists there with "Duplicate file name" (409), and a file that does not fit the storage quota with "storage is full" (409, ret_code 2500).
         */
        post: operations["createJobFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/stopJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop compute jobs
         * @description Stops running or pending jobs of one cluster; they become stopped and can be resumed. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not running or pending, and jobs that are not of cluster_id (409).
         */
        post: operations["stopJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/stopJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop simulation jobs
         * @description Stops running or pending simulation jobs; they become stopped. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not running or pending (409).
         */
        post: operations["stopSimulationJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/resumeJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume compute jobs
         * @description Resumes (starts again) stopped jobs of one cluster; they become pending or running. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not stopped, jobs that are not of cluster_id, and a cluster that is not active with "The cluster is not active and cannot submit jobs" (409). Resumed jobs take core-hours again: under its submitter's core-hour quota a job without a time limit, or jobs whose cores × time limit together exceed the remaining core-hours, are refused (409, ret_code 2510; ADR 0026) and nothing is resumed.
         */
        post: operations["resumeJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/job/deleteJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete compute jobs
         * @description Deletes jobs of one cluster from the job list; running and pending jobs are cancelled first, and the jobs become deleted. The files the jobs wrote stay on the shared storage. Irreversible. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not of cluster_id (409).
         */
        post: operations["deleteJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/simulation/deleteJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete simulation jobs
         * @description Deletes simulation jobs from the job list; running and pending jobs are cancelled first, and the jobs become deleted. The files the jobs wrote stay on the shared storage. Irreversible. Asynchronous: follow job_id in the operation log.
         */
        post: operations["deleteSimulationJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/operation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the operation log
         * @description Lists the asynchronous changes of the user (the /logs page): each job_id a change answered with, its action, resources, status and times, filtered by resources, status, action, a creation time range and a search word, sorted by create_time descending by default. The console polls it to follow a change's job_id. The gateway refuses a start_time after end_time, and a range of more than 90 days.
         */
        get: operations["listOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/operation/simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the simulation operation log
         * @description Lists the operation log of the simulation portal (its /logs page): the same as operation, with resource_ids fixed to simulation_cluster. The console may omit resource_ids; the gateway uses simulation_cluster whatever it receives. The gateway refuses a start_time after end_time, and a range of more than 90 days.
         */
        get: operations["listSimulationOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/filetemplate/tempList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List file templates
         * @description Lists the ready-made job scripts (file templates) of the zone, filtered by software and a search word, sorted by create_time descending by default. The submit form and the job template form load the whole list (limit 100) to offer a ready-made script: the chosen template's content pre-fills the script editor and is saved on the cluster with job/createJobFile.
         */
        get: operations["listFileTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/jobtemplate/tempList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List job templates
         * @description Lists the user's job templates, of one cluster or of all the user's clusters, filtered by a search word and sorted by create_time descending by default. The job templates page shows them with their default queue; the submit form offers them to pre-fill a submission.
         */
        get: operations["listJobTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/jobtemplate/tempDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job template
         * @description Returns every saved value of one job template. The console uses it to open the template for editing and to pre-fill the submit form (/hpc_job/submit_job) when a job is submitted from a template.
         */
        get: operations["getJobTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/jobtemplate/createJobTemp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a job template
         * @description Saves the values of a job submission as a named template of one cluster (the job template form, also offered as "save as template" on the submit form). The change is immediate and answers the new temp_id. The gateway refuses a cluster the user cannot see or only reads as a shared member (403), a default queue or file template that does not exist (404), and a name already used by another template of the same cluster (409, ret_code 1100, the validation problem on name).
         */
        post: operations["createJobTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/jobtemplate/updateJobTemp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a job template
         * @description Replaces every saved value of a job template with the submitted form (fields left out are cleared, not kept). The change is immediate. The gateway refuses a template of another user (404), moving it to a cluster the user cannot write, a default queue or file template that does not exist, and a name already used by another template of the same cluster (409, ret_code 1100, the validation problem on name).
         */
        post: operations["updateJobTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/jobtemplate/tempDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete job templates
         * @description Deletes one job template (temp_id) or several (temp_ids, up to 100) of the user; jobs already submitted from them are not affected. The change is immediate and answers the deleted ids. The gateway refuses the whole request when any template does not exist or belongs to another user (404).
         */
        post: operations["deleteJobTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's notifications
         * @description The signed-in user's notifications, newest first: one per end of a job they submitted through the console (written by the database in the transaction that ended the job), with the count of unread ones. The bell in the header reads the newest 20.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/notification/markRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications as read
         * @description Marks some of the user's notifications (ids), or all of them (all), as read; immediate. The gateway refuses the whole request when an id is not one of the user's notifications (404, nothing marked).
         */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/notification/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's notification settings
         * @description Whether the user is told by e-mail and by webhook when a job ends (in-app always), the address and URL; whether a webhook secret is kept (never the secret), and whether the gateway can send e-mail at all.
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/notification/updateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the user's notification settings
         * @description Replaces the user's settings; immediate. The gateway refuses (409, ret_code 1100, by the field) e-mail on without an address or without an SMTP server configured, a webhook on without a URL or without a secret (given, kept or new_secret), a webhook URL to a loopback, link-local or unspecified host unless the gateway allows loopback, and a URL with user info. A secret given or generated is answered this once.
         */
        post: operations["updateNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/notification/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of the user's e-mails and webhooks
         * @description The user's e-mail and webhook deliveries, newest first, each with its attempts (when, the receiver's HTTP status or the error, the next try). Attempts back off 30 s × 4ⁿ, six in all.
         */
        get: operations["listNotificationDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List software
         * @description Lists the software catalogue of the zone (the software page and the software step of cluster creation), filtered by class, a search word and the collected flag, sorted by create_time descending by default. With cluster_id, only the software that can run on that cluster is listed and apply_status is the user's application for it on that cluster. Filters whose value is all are dropped by the console, never sent.
         */
        get: operations["listSoftware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for software on a cluster
         * @description Applies for a commercial (application) software package on a cluster with a reason; application software requires the zone administrator's approval, so the application is recorded pending until a zone administrator passes or rejects it (reviewSoftwareApplication; shown as apply_status in the software list). The gateway refuses free software (it needs no application), a cluster the user cannot use, and an application while another for the same software and cluster is pending or passed ("Please do not duplicate submissions"). A rejected application may be made again.
         */
        post: operations["applySoftware"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/apply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List software applications
         * @description Lists applications for commercial software. A zone administrator (role zone_admin) sees every application on the clusters of the zones it administers, to pass or reject the pending ones on the software page; every other user sees only the applications it made itself. Filtered by status, sorted by create_time descending by default.
         */
        get: operations["listSoftwareApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/apply/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass or reject a software application
         * @description The zone administrator's decision on a pending application for commercial software: passed makes the software usable on the application's cluster (its graphics applications are then listed), rejected lets the user apply again and needs a reject_reason, which the applicant reads with the application. Synchronous. Only a zone administrator (role zone_admin) of the cluster's zone may decide (403 "Only the zone administrator approves software applications"); an application it does not see is not found (404); one that is no longer pending is refused (409 "The application … was already decided").
         */
        post: operations["reviewSoftwareApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collect or uncollect software
         * @description Sets the user's collected flag (mark) of a software package: 1 collects it, 0 removes it from the collection. Synchronous and idempotent; the console then refreshes the software list.
         */
        post: operations["markSoftware"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List software classes
         * @description Lists the classes of the software catalogue with the number of packages in each, for the class filter of the software page. The console asks for all of them at once (limit 1024), sorted by name.
         */
        get: operations["listSoftwareClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/graphics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's graphics applications
         * @description Lists the graphics applications the signed-in user (user_id) can open as remote apps on the graphics service page of both portals: per application the cluster it runs on and the NAS mount point its session works in. Only applications whose application was passed (or free ones) on an active cluster are listed.
         */
        get: operations["listGraphics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/software/remoteapp/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a remote-app link
         * @description Rejoins the user's live graphics session of the application on the cluster that mounts the given NAS mount point, or starts one as openGraphicsSession does (ADR 0062) with the application's defaults: the cluster's default queue, one core, 60 minutes. Answers the address of the session's page in the console and the session, which the console opens before expire_time. The session's usage is recorded in the remote-app log from its job's real start to its end and billed (rent/remoteapp/billInfo). The gateway refuses an application that is not in the user's graphics list, a mount point that is not mounted by the application's cluster, a cluster that is not active, and an account in arrears ("Lack of balance").
         */
        get: operations["getRemoteAppLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/graphics/session/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a graphics application
         * @description Starts a graphics application (graphics software the user may open on the cluster: free, or whose application passed) as a job of the user in the queue, with the cores and time limit given: every rule of a job submission holds (the queue's cores, the core-hour quota, a read-only member refused) and the job is recorded in the operation log as a submission. Refused (409) when the cluster is not active or the account is in arrears, 404 when the application cannot be opened on that cluster. The session is answered queued; its display opens once it is running.
         */
        post: operations["openGraphicsSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/graphics/session/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List graphics sessions
         * @description The reader's own graphics sessions, newest first: live ones (queued, starting, running) by default, or the ended ones, or all.
         */
        get: operations["listGraphicsSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/graphics/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a graphics session
         * @description One of the reader's own sessions; another user's is not found (404), like a missing one.
         */
        get: operations["getGraphicsSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/graphics/session/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a graphics session
         * @description Ends one of the reader's own sessions: its job is stopped in the scheduler and its display closes. Ending an ended session changes nothing and answers it (a second click); another user's is not found (404).
         */
        post: operations["endGraphicsSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/graphics/session/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a graphics session more time
         * @description Adds extra_minutes to the time limit of one of the reader's own live sessions, at once and without the owner's decision (ADR 0062), applied by the scheduler; refused (ret_code 1100, the field extra_minutes) when the new limit would pass the queue's maximum, as a request for more time is (ADR 0060), and 409 when the session has ended. Another user's session is not found (404).
         */
        post: operations["extendGraphicsSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/rent/cluster/privateResourceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reserved or pay-for-used resources of a cluster
         * @description Lists the billed resources of a cluster (nodes, private queues, storage) in one charge mode, for the reserved-resources and pay-for-used-resources tabs of the cluster's lease info; total_cost sums the unit prices of every matching resource. A duration greater than 0 means the monthly (Reserved) charge mode, 0 the elastic (PayForUsed) one. The gateway refuses a cluster the user does not own.
         */
        get: operations["getPrivateResourceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/rent/cluster/shareResourceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the shared resource amount of a cluster
         * @description The user's consumption of a shared (HPC) cluster's resources in the current month: used core-hours, used storage and their cost, shown as the shared resource amount of the cluster's lease info. The statistics are refreshed every 5 minutes (update_time).
         */
        get: operations["getShareResourceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/rent/cluster/billInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bills of a cluster
         * @description Lists the bill lines of a cluster's resources over a period, for the bill info of the cluster's lease info, with the sum of every matching line; sorted by start_time descending by default. Without a period the last 30 days are listed. The gateway refuses an end_time that is not after start_time and a start_time more than 90 days ago.
         */
        get: operations["getClusterBillInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/rent/remoteapp/billInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bills of remote apps
         * @description Lists the bill lines of the user's remote graphics applications over a period (one line per application and day of use, billed PayForUsed), with the sum of every matching line; sorted by start_time descending by default. Without a period the last 30 days are listed. The gateway refuses an end_time that is not after start_time and a start_time more than 90 days ago. The bills are the account owner's: a sub-user or an IAM user is refused (403 "Only the account owner sees billing").
         */
        get: operations["getRemoteAppBillInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/GetChargeRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the charge records of a resource
         * @description Lists the deductions from the account's balance for one resource (a cluster, node, queue or remote app), newest first by default, for the charge records of the billing info. The gateway refuses a resource the user does not own, an end_time that is not after start_time and a start_time more than 90 days ago.
         */
        get: operations["getChargeRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/GetBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account balance
         * @description The balance of the owning account (the parent account for sub-users and IAM users): total, available and frozen amounts in the account's currency. Available is negative when the account is in arrears; the console then offers a recharge and GetArrearsInfos lists what is owed.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/GetArrearsInfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the resources in arrears
         * @description Lists the resources of the account that are in arrears with what each owes and since when, and the total owed. Resources in arrears are suspended; the console offers resume after a recharge.
         */
        get: operations["getArrearsInfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/billing/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price a private queue
         * @description The price of a private queue of a queue type in the request's zone, shown before the queue is bound: per hour when paid_type is 0 (PayForUsed), for the whole duration when paid_type is 1 (Reserved). A cost is fetched only if a queue type is chosen, so queue_type is required. The gateway refuses paid_type 1 (Reserved) without a duration of at least 1 month, and a duration greater than 0 or is_auto_renewal 1 with paid_type 0 (PayForUsed): a duration greater than 0 means the monthly (Reserved) charge mode.
         */
        get: operations["getBillingCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/billing/remoteapp_log_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List remote-app usage records
         * @description Lists the usage records of remote graphics applications (who ran which app on which cluster, for how long and at what cost) for the usage records of the graphics service page, filtered by application name and state, newest first by default. A running record has no end_time and its duration and cost grow until it stops. The account owner reads the whole account's records; a sub-user or an IAM user only its own. Filters whose value is all are dropped by the console, never sent.
         */
        get: operations["listRemoteAppLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/listMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members of a project
         * @description Lists the members of one project with their account (member_user), role type, permission on the project's clusters and shared role, sorted by create_time descending by default. The sharing modal shows 10 rows a page and asks for 1024 to know every member already added. Only the project's owner and its members may read it.
         */
        get: operations["listProjectMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a project for a cluster
         * @description Creates a project that shares one of the user's clusters; the console makes it the first time a cluster is shared with a sub-account, with that account in members, so that the project and its first member are one change (a member refused as addProjectMember refuses it refuses the whole request and nothing is created). Later members are added with addProjectMember. Sub-users (user_type 1) and shared members are refused (403). The gateway refuses a cluster the user does not own (403) and a cluster that is already shared by another project of the user (409).
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Destroy a project
         * @description Destroys a project: its clusters stop being shared and every member loses access to them (stop sharing). Irreversible; the console asks for confirmation. Only the project's owner may destroy it; shared members are refused (403).
         */
        post: operations["destroyProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/addResource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add clusters to a project
         * @description Shares more of the owner's clusters (resource_ids) in an existing project, with the members' current permissions. Only the project's owner may add resources; shared members are refused (403). The gateway refuses a cluster the user does not own (403) and a cluster already in the project (409).
         */
        post: operations["addProjectResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/addMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add members to a project
         * @description Shares the project's clusters with accounts identified by user id or e-mail address (exactly one of the two per member), each with a read-only or read-write permission and the role type member. The sharing modal offers the owner's HPC-authorised sub-users (listSubUsers) or takes an id or e-mail typed by the user. The gateway refuses a member whose user id or e-mail matches no account with "The user does not exist" (404). The gateway refuses a sub-user whose HPC permission (permission.status) is not enable, and an account that is already a member of the project (409). Only the project's owner may add members; shared members are refused (403).
         */
        post: operations["addProjectMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/delMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove members from a project
         * @description Removes members from a project; they lose access to its clusters. Only the project's owner may remove members, and the owner cannot remove itself (409); shared members are refused (403). The gateway refuses a user id that is not a member of the project (404).
         */
        post: operations["deleteProjectMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/project/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description Lists the projects the user owns or is a member of, optionally only those sharing a given cluster, sorted by create_time descending by default. The cluster list's shared tab and the sharing modal use it to find the project of a cluster.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/subuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sub-users of the account
         * @description Lists the signed-in owner's sub-accounts (user_type 1) with their HPC permission; the sharing modal shows 10 a page (or asks for 1024 to fetch all) and offers only the HPC-authorised ones (permission.status enable). permission.password carries a sub-user's generated initial password the first time it is listed after its permission was opened, and null afterwards. Sub-users are refused (403).
         */
        get: operations["listSubUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/subuser/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sub-account
         * @description Creates a sub-account (user_type 1) of the signed-in owner with the password the console generated for it (3 uppercase letters, 3 lowercase letters, 3 digits and 2 of ! @ # % $ ^ & *, shown once to the owner). The sub-account signs in with its e-mail address; its HPC permission starts not opened (enableSubUserPermission). Only the account owner creates sub-accounts: sub-users and IAM users are refused (403); an e-mail address another account already has is refused (409). Added by ADR 0020 (the spec names no call for it).
         */
        post: operations["createSubUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/subuser/permission/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open HPC for a sub-account
         * @description The owner opens the HPC service for one of its sub-accounts in the zone (permission enable), after which the sub-account may be shared into a project; the next listSubUsers answers the sub-account's generated initial password once. Opening it again answers the current permission. Only the account owner may do it: sub-users and IAM users are refused (403), a user id that is not one of the owner's sub-accounts is not found (404) and a zone not configured for HPC is not found (404). Added by ADR 0020.
         */
        post: operations["enableSubUserPermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeLoginAccountUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of the owner's login accounts
         * @description Lists the users who sign in with the owner's login accounts, optionally of one login account or of given users. The console reads is_ldap to tell LDAP login users; it is always false on public cloud. Sent with zone global.
         */
        get: operations["describeLoginAccountUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeLoginAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the owner's login accounts
         * @description Lists the login accounts of the owner with their user counts. is_ldap tells an LDAP login account; it is always false on public cloud. Sent with zone global.
         */
        get: operations["describeLoginAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up accounts by id or e-mail
         * @description Looks up cloud accounts by user id or e-mail address (sent with zone global). The sharing modal uses it to check the account typed by the user before addProjectMember, and shows "The user does not exist" when user_set is empty.
         */
        get: operations["describeUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iam/DescribeIAMUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the IAM users of the account
         * @description Lists the IAM users of the owner's account, filtered by a search word on name and e-mail. The add-member modal of a shared cluster offers them as candidates (addSharedUser).
         */
        get: operations["describeIamUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shared members
         * @description Lists the members of the owner's shared clusters (the shared-member user management tab), or of one cluster when cluster_id is given, with their CPU time and file-system quota used and allocated and, per cluster, their resource limit and usage. 20 rows a page by default, sorted by create_time descending. A shared_member sees only itself.
         */
        get: operations["listSharedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shared-cluster statistics
         * @description The shared-cluster resource statistics tab: for each cluster the owner shares, the number of shared members, their pending and running jobs and running CPU cores, and the idle and total compute nodes. The statistics are updated every 5 minutes.
         */
        get: operations["listSharedClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/addResourceLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a shared member's resource limit on a cluster
         * @description Allocates resources to a shared member on one cluster with the SharedUserQuotaForm: core-hours (1000-100000), a file-system quota in GB, and optionally a queue, a partition and the folders the member may read or write. The limit is applied to the cluster's scheduler and file system asynchronously. The gateway refuses a member that already has a limit on the cluster (409; use modifySharedResourceLimit) and a queue or partition the cluster does not have (404). A shared_member has read-only access and is refused every change (403).
         */
        post: operations["addSharedResourceLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/modifyResourceLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a shared member's resource limit on a cluster
         * @description Replaces a shared member's resource limit on one cluster with the SharedUserQuotaForm (the console fills the form with the current limit). The gateway refuses a member without a limit on the cluster (404), and allocated core-hours or a file-system quota below what the member already uses (409). A shared_member has read-only access and is refused every change (403).
         */
        post: operations["modifySharedResourceLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/deleteResourceLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a shared member's resource limit on a cluster
         * @description Removes a shared member's resource limit on one cluster: the member stays shared but can no longer submit jobs there until a new limit is added. The gateway refuses a member without a limit on the cluster (404). A shared_member has read-only access and is refused every change (403).
         */
        post: operations["deleteSharedResourceLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/addUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a shared member to a cluster
         * @description Shares a cluster with an IAM user of the owner, identified by iam_user_id or by e-mail address (exactly one of the two), who gets the account username on the cluster and a read-only or read-write permission. The account is created on the cluster asynchronously (status creating, then active); the console then offers the resource-limit form. The gateway refuses an iam_user_id or e-mail that matches no IAM user of the owner with "The user does not exist" (404). The gateway refuses a cluster that is not active, a username already used on the cluster and an IAM user already shared into the cluster (409). A shared_member has read-only access and is refused every change (403).
         */
        post: operations["addSharedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/modifyUser/{modify_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a shared member's status, permission or password
         * @description Changes one field of a shared member on one cluster, named by modify_type: status (disable or re-enable the member), permission (read-only or read-write) or password (the member's password on the cluster). The body carries exactly that field. The gateway refuses a body whose field is not the one named by modify_type. A shared_member has read-only access and is refused every change (403).
         */
        post: operations["modifySharedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/shared/user/deleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove shared members from a cluster
         * @description Stops sharing a cluster with the given members: their accounts and resource limits on the cluster are removed asynchronously (status deleting). The gateway refuses a member that has pending or running jobs on the cluster (409). A shared_member has read-only access and is refused every change (403).
         */
        post: operations["deleteSharedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeVxnets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VPC networks
         * @description Lists the user's networks for the network step of cluster creation and the network list: private networks (vxnet_type 1) for the private network type, base networks (vxnet_type 2, mode 0 or 1) for the base type and bare-metal networks (vxnet_type 2, mode 2) for the bare-metal network of bare-metal versions. vxnet-0 and vxnet-1 are never returned. Each network names the clusters placed in it that the user may see (clusters), for the network list's "used by".
         */
        get: operations["describeVxnets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeRouters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VPC routers
         * @description Lists the user's routers (active ones by default) with the private networks behind them; the console uses them to group and label the private networks offered for a cluster, and lists them with the clusters placed in their networks that the user may see (clusters).
         */
        get: operations["describeRouters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeEips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List elastic IPs
         * @description Lists the user's elastic IPs, available ones by default, for the EIP list and for choosing the EIP of a cluster's login node (cluster/associateLoginNodeEip); an associated EIP names the cluster whose node holds it when the user may see that cluster (clusters).
         */
        get: operations["describeEips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iaas/DescribeS2Servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List S2 servers
         * @description Lists the user's S2 servers (vNAS) with their shared targets. The cluster creation flow lists the active ones (status active, limit 1024) to offer them as NAS; when a server has no shared target the console hints to bind a shared target in the vNas detail.
         */
        get: operations["describeS2Servers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List NAS file systems
         * @description Lists the user's NAS file systems with their capacity, allocated quota, used volume and export count; the NAS page (/nas) shows them as the roots of its file tree. The answer's list is named fs_list, as the NAS service names it. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
         */
        get: operations["listFileSystems"];
        put?: never;
        /**
         * Create a NAS file system
         * @description Creates a NAS file system of the given capacity (GiB, at least 10). It is created with status Creating and becomes Active asynchronously; follow job_id in the operation log. The gateway refuses a name already used by another file system of the user in the zone, and refuses with "Lack of balance" when the account cannot pay for the capacity.
         */
        post: operations["createFileSystem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems/{fsid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the exports of a file system
         * @description Lists the exports (mount points) of one file system: the spec's file-systems/{fsid}?exports. The cluster creation flow reads all of them (limit 1024) for its NAS picker, which disables the exports already mounted by a cluster (cluster_ids not empty). The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
         */
        get: operations["listExports"];
        put?: never;
        /**
         * Create an export of a file system
         * @description Creates an export (mount point) in the file system with its quota (GiB, at least 10). It becomes Active asynchronously; follow job_id in the operation log. The gateway refuses a quota above the capacity the file system has not yet given to its exports with "storage is full", a name already used by another export of the file system, and a file system that is not Active.
         */
        post: operations["createExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems/{fsid}/{nas_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export
         * @description Returns one export (mount point) with its quota, used volume, status, the clusters that mount it and its shared targets; the NAS page shows it above the export's file table. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
         */
        get: operations["getExport"];
        /**
         * Modify an export
         * @description Changes the description (up to 128 characters) or the shared path of an export; the name is changed by renameExport and the quota by capacityExport. The change is applied asynchronously. The gateway refuses to change the shared path of an export mounted by a cluster with "The cluster has been bound please delete the cluster first", and answers "Modify the mount point failed" when the NAS service refuses the change.
         */
        put: operations["modifyExport"];
        post?: never;
        /**
         * Delete an export
         * @description Deletes an export (mount point) with its files, asynchronously. The gateway refuses to delete an export mounted by a cluster (cluster_ids not empty), even with force, with "The cluster has been bound please delete the cluster first"; it refuses an export that still holds files (used above 0) unless force is true; and it answers "Delete the mount point failed" when the NAS service refuses the deletion.
         */
        delete: operations["deleteExport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems/restartExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart an export
         * @description Restarts the NFS service of an export (mount point), e.g. when it is UnActive; clusters that mount it lose access for the time of the restart. The restart runs asynchronously. The gateway refuses an export whose status is Creating.
         */
        post: operations["restartExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems/capacityExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the quota of an export
         * @description Sets the quota of an export (mount point) in GiB, at least 10; the console prices the new quota with getNasBillCost first. The change is applied asynchronously. The gateway refuses a quota below the export's used volume (quota × 1073741824 must not be below used), and a quota that needs more than the capacity the file system has not yet given to its exports with "storage is full".
         */
        put: operations["capacityExport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/file-systems/renameExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename an export
         * @description Renames an export (mount point); the name is 5-63 characters. The change is applied asynchronously. The gateway refuses a name already used by another export of the same file system.
         */
        post: operations["renameExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/bill/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a NAS quota
         * @description Returns the hourly price of a quota (GiB, at least 10) in the user's zone, shown in the quota and creation modals before the change is confirmed. Nothing is changed. The gateway answers "Get Billing Information failed" (503) when the billing service cannot price the quota; the console shows it as an error toast.
         */
        post: operations["getNasBillCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/get_objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the files of a folder
         * @description Lists one folder of an export (folders first, then files), at most 100 per page, for the NAS page's file tree and file table (/nas/{id}). prefix is relative to the export's root and may not escape it (no leading /, no . or .. segment). IAM users see only objects whose prefix includes their IAM user name: the gateway drops the other objects from the answer and refuses a prefix outside them. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
         */
        get: operations["getObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/get_object": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description Answers the content of one file of an export as a blob, for download or, with preview true, for the online viewer and the text editor. The gateway refuses a folder with "Folder download is not currently available", a preview of a file over 10 MB (10485760 bytes) since a file over 10 MB cannot be viewed online, an object_name outside the export, and, for IAM users, an object whose prefix does not include their IAM user name.
         */
        get: operations["getObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/put_object": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Uploads one file into one folder of an export as the multipart/form-data part named file; the text editor saves an edited file the same way, with overwrite true. An upload of several files is one request per file; the console offers at most upload.max_files (10) files and upload.max_bytes (209715200) bytes per upload, from the configuration. The gateway refuses a file over 209715200 bytes with the upload-size message; a part whose file name is not 1-254 characters without /; "Duplicate file name" when a file of that name exists in the folder and overwrite is false; "storage is full" when the export's used volume has reached its quota; "Upload files have exceeded storage capacity" when the files need more than the quota left; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name. The text editor sends if_match, the etag of the version it opened: when the stored file's etag differs (someone saved a newer version) or the file is gone, the save is refused with "The file was changed by someone else since you opened it" (409, ret_code 2100) and nothing is written.
         */
        post: operations["putObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/move_object": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename or move a file or folder
         * @description Renames or moves a file or a folder (with its content) inside one export; the rename/move modal uses it. The gateway refuses "Duplicate file name" when target exists, unless on_duplicate says otherwise: replace replaces a target file (never a folder), keep_both moves under the first free name "name (2).ext" of the target folder; the answer's object_name is where the object went. It refuses a target whose last segment is not a file name of 1-254 characters (a folder name of 4-50 characters for a folder); moving a folder into itself or a folder into a file path (source and target must both end with / or both not); moving the root folder; a path outside the export; and, for IAM users, a source or target whose prefix does not include their IAM user name.
         */
        post: operations["moveObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/create_directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a folder
         * @description Creates a folder (name 4-50 characters, no /) in a folder of an export; the answer's object_name is the new folder's path, ending with /. The gateway refuses "Duplicate file name" when a file or folder of that name exists in the parent; "storage is full" when the export's used volume has reached its quota; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name.
         */
        post: operations["createDirectory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a direct upload
         * @description Returns a signed URL and form fields for uploading files (1 to 10, 209715200 bytes in all) straight to the export's storage with a multipart POST (uploadSignedObjects), valid until expire_time: the gateway keeps the policy (the files, folder and overwrite signed), fields.policy is its id and fields.signature the id's HMAC; the fields are sent before the file parts. The gateway applies the rules of putObject to the announced files: the upload-size message over 209715200 bytes in all; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name.
         */
        post: operations["getUploadSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/download_signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a download
         * @description Returns a signed URL for downloading one file or, for several, a ZIP archive of them (at most 20000 per request) with a GET (downloadSignedObjects), valid until expire_time; the policy names the files and the file_name or archive_name. A folder (ending with /) is signed as the files under it (symlinks leading out of the export left out) and always answered as a ZIP archive named after it, whose entries keep the folder's name; an empty folder is refused with "The exported data is empty" and more than 20000 files with "A download holds at most 20000 files, download fewer at a time". The gateway keeps the policy: fields.policy is its short id and fields.signature the id's HMAC, so the URL with its query stays short (a few hundred characters) whatever the number of files. The gateway refuses a path outside the export, several files whose archive would exceed 4294967295 bytes (4 GB) or 65535 files, and, for IAM users, a file whose prefix does not include their IAM user name.
         */
        post: operations["getDownloadSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/signed/upload/{nas_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files by a signed URL
         * @description Writes files into the folder an upload signature names (getUploadSignature) without a session: the signature is the authorisation. The multipart/form-data body carries the answered fields as given (key_prefix, overwrite, policy, signature), then one part named file per file, up to 10: the fields come before the first file part, which the gateway stores only once they hold a valid policy and signature (and key_prefix and overwrite as signed); a file part before them is refused as a request missing its required fields (422, ret_code 1100, naming them) and nothing of the request is stored. The policy limits the upload: each part's filename is one of the announced files and its size at most the announced size, into the signed folder, replacing files only when overwrite was signed; the files are written with the rights of the user who signed, under the rules of putObject (checked again now), atomically, and answered as putObject answers. The gateway refuses with "The signature is not valid" a policy or signature that was changed, a policy signed for another export or for a download, and a key_prefix or overwrite other than the signed one; with "The signed URL has expired" after expire_time; a part the policy does not announce or larger than announced (403); a part over 209715200 bytes or 209715200 bytes in all with the upload-size message; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a folder gone since signing (404); a path outside the export; and, for IAM users, a folder that does not include their IAM user name. Nothing is written when one part is refused. Identity fields, when sent, are ignored.
         */
        post: operations["uploadSignedObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/signed/download/{nas_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download files by a signed URL
         * @description Answers the files a download signature names (getDownloadSignature) without a session: the signature is the authorisation, so the URL may be opened in a new tab or by a download manager. The query carries the answered fields as given (policy, signature and file_name or archive_name). One file is answered as itself (application/octet-stream), several as one ZIP archive of stored files with UTF-8 names relative to their common folder (application/zip), both streamed with their Content-Length. The files are read with the rights of the user who signed (an IAM user's only under a folder named after them); identity fields, when sent, are ignored. The gateway refuses with "The signature is not valid" a policy or signature that was changed, a policy signed for another export or for an upload, and a file_name or archive_name other than the signed one; with "The signed URL has expired" after expire_time; a file deleted since signing (404); "Folder download is not currently available" when a folder took a file's place; a path outside the export; and an archive that would exceed 4294967295 bytes (4 GB, a ZIP without ZIP64) or 65535 files, asking for fewer files per download.
         */
        get: operations["downloadSignedObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the unfinished uploads of a folder
         * @description Lists the caller's unfinished upload sessions into one folder of an export (oldest first), for the upload panel after a page reload: picking the same file again resumes it. Only the caller's own sessions are listed. Expired sessions are removed with their chunks first.
         */
        get: operations["listUploadSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable chunked upload
         * @description Starts the upload of one file of 8 MiB or more in chunks (ADR 0035) for the upload panel: the file name, its size and, when the browser already knows it (resuming), the SHA-256 of the whole file; otherwise the browser hashes the file while its chunks are sent and gives the SHA-256 with a later chunk or at completion. Before anything is stored the gateway applies the rules of putObject to the file: the upload-size message over 209715200 bytes; a file name that is not 1-254 characters without /; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a prefix outside the export or through a symlink out of it; and, for IAM users, a prefix that does not include their IAM user name; and refuses a 21st unfinished session of the user (409, ret_code 2500). The same user asking again for the same folder, name, size and overwrite gets the unfinished session back with the chunks already stored (resume after a reload) when the request's last_modified equals the session's, or its sha256 equals the one the session has (given at creation or recorded later); a session whose recorded SHA-256 differs from the request's is never resumed, and a request with neither last_modified nor sha256 always starts a new session. A session belongs to the user who created it and expires 24 h after its last chunk.
         */
        post: operations["createUploadSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an upload session and its stored chunks
         * @description Answers one of the caller's upload sessions with the chunks stored, so the console resends only the others after a dropped connection. A session of another user, finished, aborted or expired is "not found".
         */
        get: operations["getUploadSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions/chunk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store one chunk of an upload session
         * @description Stores one chunk of the caller's upload session as a multipart/form-data body: upload_id, index, then the part named file holding the chunk's bytes. The gateway refuses an index outside the session's chunks and a chunk whose length is not its share of the file (chunk_size, the last one the rest) (409, ret_code 1100); a session of another user, finished, aborted or expired is "not found"; the export must still be changeable by the caller. The optional field sha256 (the whole file's, sent before the file part once the browser knows it) is recorded on the session the first time; a different one later is refused (409, ret_code 1100) and the chunk is not stored. Storing a chunk again replaces it: a retry is harmless. The chunks live outside the export until the upload completes.
         */
        post: operations["putUploadChunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a chunked upload
         * @description Checks the file the stored chunks make (each written at its place as it arrived) against the size and SHA-256 of the session and only then renames it into place (one rename: a file it replaces is never destroyed by a failed upload). The optional sha256 is recorded as with a chunk (a different one than the session's is refused, 409, ret_code 1100). Refused with "The SHA-256 of the file is missing" (409, ret_code 1100, naming sha256) when neither the creation, a chunk nor this request gave it, and with "Some chunks of the upload are missing" (409, ret_code 1100, naming them) while chunks are missing; "The uploaded file does not match its checksum" (409, ret_code 1100) on a mismatch, when the session is dropped and nothing is written; and under the rules of putObject checked again now ("Duplicate file name", "storage is full", "Upload files have exceeded storage capacity", the folder, the IAM prefix), when the session is kept so the upload can be completed later. Answers as putObject.
         */
        post: operations["completeUploadSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/upload_sessions/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abort a chunked upload
         * @description Drops one of the caller's upload sessions and its stored chunks (the upload panel's cancel). A session of another user, finished or expired is "not found".
         */
        post: operations["abortUploadSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nas/delete_objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete files and folders
         * @description Deletes files and folders (with their content) of an export, at most 100 (one page of the file list). The gateway refuses the export's root folder, and for an IAM user the folder named after them, with "Cannot delete the root folder"; a path outside the export; and, for IAM users, an object whose prefix does not include their IAM user name. Nothing is deleted when one object is refused.
         */
        post: operations["deleteObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/namespaces/{namespace}/entries/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a configuration entry
         * @description Returns one entry of a configuration namespace. At start-up the console reads hpc-config from the namespace of the user's zone and from default, the zone's entry winning; it holds the feature flags (hidden side-menu items), the portal defaults, the supported and test zones, the guide settings, the console name and the upload, view and certificate limits. With fallback=default the gateway answers the default namespace's entry when the zone has none (the answer's namespace says which), so a normal start-up reads the configuration in one request and no 404 is logged. The gateway answers 404 when neither has the entry; the console then shows the configuration check message ("go to the configuration center to check whether the zone's config is normal").
         */
        get: operations["getConfigEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Checks the user name and password and starts a session: sets the HttpOnly, SameSite=Strict session cookie and the CSRF cookie, and answers the identity. Repeated failures are slowed down and then refused for a while (429, ret_code 1210), per account name and per address, whether the account exists or not; the right password is refused too while locked, and a successful sign-in clears its account's count (ADR 0023).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session and clears its cookies. A session signed in with the organisation's provider answers the provider's sign-out URL, where the console then goes, so that the provider's session ends too (ADR 0064).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign_in_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ways to sign in
         * @description What the sign-in page offers (ADR 0064): the console's own accounts, the organisation's directory and its single sign-on provider, each with the name the site gave it. Asked before anyone is signed in.
         */
        get: operations["getSignInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the directory
         * @description Binds to the organisation's directory as the user with the password typed and starts a session as `login` does (ADR 0064). The account is made at the first sign-in, as the site's mapping of the user's groups says; a user in no mapped group is refused (403) naming the account. Failures are slowed down and locked exactly as the password form's (429). 503 when the directory cannot be reached.
         */
        post: operations["loginDirectory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with the organisation's provider
         * @description A browser's navigation, not a call: redirects (302) to the OpenID Connect provider's authorization endpoint with a new state, nonce and PKCE challenge (ADR 0064). After the sign-in the console opens at `next`.
         */
        get: operations["startOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Come back from the organisation's provider
         * @description Where the provider sends the browser back (the redirect URI registered with it): the code is exchanged with the PKCE verifier, the ID token checked, the account found or made, the session started, and the browser sent on (302) into the console; on any failure to the sign-in page with `sign_in_error` saying why.
         */
        get: operations["finishOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's identity
         * @description The identity hand-off: the console polls it at start-up (every 200 ms, up to 100 times) until it answers with a user, exactly as it would wait for a host console. Answers 401 when there is no session.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a personal access token
         * @description Makes a token for the signed-in user with a name (unique among its live tokens: 409 otherwise), scopes and an expiry in days, and answers the token itself this once (only its hash is kept). admin is refused (403) to a sub-user or an IAM user; a user holds at most 20 live tokens (409). A token cannot make tokens.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's personal access tokens
         * @description The signed-in user's tokens, newest first: active ones, and those expired or revoked in the last 30 days (their status says which); never their secrets. scopes_allowed says which scopes this user may give a token.
         */
        get: operations["listAccessTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a personal access token
         * @description Revokes one of the signed-in user's tokens at once, on every gateway: a request with it after this answers 401. Revoking a revoked token changes nothing and answers it as it is; another user's token is not found (404).
         */
        post: operations["revokeAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/slurm/cluster/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a Slurm cluster
         * @description A running Slurm cluster of the site becomes a cluster of its owner: its partitions are its queues, its nodes its nodes, its jobs submitted as each user's mapped account. Checked before anything is saved: slurmrestd answers at rest_url and its API version is found; a token signed with the JWT key is accepted for the owner's account (the partitions are read); the shared path is a readable directory and the munge key, when given, a readable file, both as the gateway sees them; the owner is one of the accounts. Each failure is refused naming the field (409). A name the owner already has is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["registerSlurmCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/slurm/cluster/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the registered Slurm clusters
         * @description The zone's registered Slurm clusters with their settings (never a key's contents) and health: the last sync's time and error, slurmctld's answer time, its nodes and partitions, the machines of the pool that are its nodes. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        get: operations["listSlurmClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/slurm/cluster/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a registered Slurm cluster
         * @description New settings for a registered cluster, checked as at registration. Checked before anything is saved: slurmrestd answers at rest_url and its API version is found; a token signed with the JWT key is accepted for the owner's account (the partitions are read); the shared path is a readable directory and the munge key, when given, a readable file, both as the gateway sees them; the owner is one of the accounts. Each failure is refused naming the field (409). A user taken out of the accounts can no longer submit there; their jobs already in Slurm run on. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["modifySlurmCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/slurm/cluster/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a registered Slurm cluster
         * @description The cluster leaves the console: deleted from its owner's list, no longer synced. Its jobs' records and files stay (the job history is kept); Slurm itself is not touched. Refused while machines of the pool are its nodes (409: release them first). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["removeSlurmCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/machine/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a machine to the pool
         * @description A machine reachable over SSH joins the zone's pool, free. Checked before it is saved: it answers at address:port, accepts the key, the user is root or may sudo without a password, and it has slurmd and munged; each failure is refused naming the field (409). Its CPUs and memory are recorded. A name or address the pool has is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["addMachine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/machine/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the pool's machines
         * @description The zone's machines, free or nodes of a cluster, with the node's status and health from the cluster's last sync and what went wrong last; never a key. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        get: operations["listMachines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/machine/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a machine from the pool
         * @description A free machine leaves the pool and its key is forgotten. A node of a cluster is refused (409: release it first). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["removeMachine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/machine/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make machines nodes of a cluster
         * @description Free machines become compute nodes of a registered Slurm cluster that takes machines (its munge key and slurmctld's address registered; 409 otherwise): over SSH each gets the cluster's munge key and starts slurmd as a dynamic node in configless mode, in the partitions that take the cluster's node feature. Answers once slurmctld lists every node. A machine that is not free (409), does not answer, refuses the key, lacks the cluster's accounts or shared path, or cannot reach slurmctld fails the whole request naming the machine and why (409), and every machine of it is left as it was and free. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["addMachineNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-hpc/machine/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return nodes to the pool
         * @description Machines that are nodes leave their cluster: the jobs running on them are cancelled, the node is deleted from slurmctld, slurmd and munged stopped and the machine's own munge key put back; the machine is free. One that does not answer is freed too, its row saying so. A machine that is not a node is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
         */
        post: operations["releaseMachineNodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Web terminal login
         * @example {
         *       "user_name": "cfd_user",
         *       "password": "s3cret-on-the-node"
         *     }
         * @example {
         *       "user_name": "cfd_user",
         *       "private_key": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
         *       "passphrase": ""
         *     }
         */
        TerminalLogin: {
            /** User name */
            user_name: components["schemas"]["ShortName"];
        } & ({
            /** Password */
            password: components["schemas"]["TerminalPassword"];
        } | {
            /** Private key */
            private_key: components["schemas"]["TerminalPrivateKey"];
            /** Passphrase */
            passphrase?: components["schemas"]["TerminalPassphrase"];
        });
        /** @enum {string} */
        LiveTopic: "jobs" | "clusters" | "operations" | "queues" | "strategies" | "members" | "remote_apps" | "notifications";
        /** Live notice */
        LiveNotice: {
            topics: components["schemas"]["LiveTopic"][];
        };
        /** @example pek3 */
        Zone: string;
        /** @example usr-owner */
        UserId: string;
        /** @example alice */
        IamUserName: string;
        /**
         * @description hpc-… is an HPC cluster, ehpc-… an EHPC cluster.
         * @example hpc-a1b2c3d4
         */
        ClusterId: string;
        /**
         * @description A cluster (hpc-…, ehpc-…) or one of its nodes (cln-…, or the node's instance i-…).
         * @example ehpc-k8x2m4q1
         */
        MonitorResourceId: components["schemas"]["ClusterId"] | string;
        /**
         * @description A metric of a cluster or node: cpu_usage (CPU usage), cpu_system (CPU time in the system), memory_usage, storage_usage (of the shared storage and the node disks), system_load (1-minute load average), gpu_usage and gpu_memory_usage (GPU overview).
         * @enum {string}
         */
        MetricName: "cpu_usage" | "cpu_system" | "memory_usage" | "storage_usage" | "system_load" | "gpu_usage" | "gpu_memory_usage";
        MetricNames: components["schemas"]["MetricName"][];
        /**
         * @description 0 means success.
         * @constant
         */
        RetCodeOk: 0;
        /** @description Every successful response carries ret_code 0; the action echoes the request's action. */
        SuccessEnvelope: {
            ret_code: components["schemas"]["RetCodeOk"];
            /** @description The action that answered, e.g. cluster/list. */
            action?: string;
        };
        /**
         * Format: date-time
         * @example 2026-11-20T08:30:00Z
         */
        DateTime: string;
        /** @description The latest value of one node; tag is the node name. */
        MetricTagValue: {
            /** @example compute01 */
            tag: string;
            value: number | null;
        };
        /**
         * @description The unit of monitoring values: % for usages, empty for loads and counts.
         * @example %
         * @example
         */
        MetricUnit: string;
        /** @description The average over the step that starts at start_time; avg_value is null where no sample was collected. */
        MetricPoint: {
            start_time: components["schemas"]["DateTime"];
            avg_value: number | null;
        };
        /** @description The latest values, one per node of the resource (one entry for a node). */
        RecentMetricData: {
            /** @description When the values were sampled. */
            time?: components["schemas"]["DateTime"];
            metric_tag_data: components["schemas"]["MetricTagValue"][];
        };
        /**
         * Metric
         * @description The data of one metric of a cluster or a cluster node (spec section 3, Metric data): a series of averages over a period (metric_data, from GetMetricDataByPeriod) or the latest value per node (recent_metric_data, from GetRecentMetricData).
         */
        metric: {
            metric_name: components["schemas"]["MetricName"];
            /**
             * @description The metric's Chinese display name, e.g. CPU使用率.
             * @example CPU使用率
             */
            metric_cn_name?: string;
            /** @description The unit of the values: % for the usages, empty for system_load. */
            metric_unit: components["schemas"]["MetricUnit"];
            /** @description One point per step, oldest first. */
            metric_data?: components["schemas"]["MetricPoint"][];
            recent_metric_data?: components["schemas"]["RecentMetricData"];
        };
        GetRecentMetricDataResponse: components["schemas"]["SuccessEnvelope"] & {
            resource_id?: components["schemas"]["MonitorResourceId"];
            data: (components["schemas"]["metric"] & unknown)[];
        };
        /**
         * @description 1100 invalid parameter (HTTP 422 when the request breaks the schemas, 409 when they accept it but a rule they cannot express refuses it), 1200 not signed in (401), 1210 sign-in refused for a while after repeated failures (429), 1300 permission denied (403), 1400 not found (404), 2100 state conflict (409), 2400 duplicate request (409), 2500 lack of balance or storage (409), 2510 not enough core-hours: a job needs more than the core-hour quota leaves (409), 5000 internal error (500), 5030 service unavailable (503).
         * @enum {integer}
         */
        FailureRetCode: 1100 | 1200 | 1210 | 1300 | 1400 | 2100 | 2400 | 2500 | 2510 | 5000 | 5030;
        /** @description A refused or failed call. ret_code is never 0; message is in the request's language. */
        Failure: {
            ret_code: components["schemas"]["FailureRetCode"];
            message: string;
            action?: string;
            /** @description The broken rules, one per rule, when ret_code is 1100. */
            validation?: {
                location: string[];
                message: string;
                code?: string;
            }[];
        };
        /**
         * @description Seconds between two points: 60, 300 (the statistics update every 5 minutes) or 3600.
         * @default 300
         * @enum {integer}
         */
        MonitorStep: 60 | 300 | 3600;
        GetMetricDataByPeriodResponse: components["schemas"]["SuccessEnvelope"] & {
            resource_id?: components["schemas"]["MonitorResourceId"];
            step?: components["schemas"]["MonitorStep"];
            data: (components["schemas"]["metric"] & unknown)[];
        };
        /**
         * @description The monitor page: cluster (cluster overview), gpu (GPU overview), node (node overview) or job (job monitors).
         * @default cluster
         * @enum {string}
         */
        MonitorSubtype: "cluster" | "gpu" | "node" | "job";
        /**
         * @description The monitoring range in hours, ending now (section 5: the unit of a monitoring range is hours); at most 168 (7 days).
         * @default 1
         */
        MonitorRangeHours: number;
        /**
         * @description The meters of each subtype. cluster: cpu_system, cpu_usage, memory_usage, storage_usage, system_load; gpu: gpu_usage, gpu_memory_usage; node: node_status (records: label a node status, value the node count), node_cpu_usage and node_memory_usage (records: label a node name); job: job_status (records: label a job status, value the job count) and job_submitted (samples: jobs submitted per step, the recent jobs chart).
         * @enum {string}
         */
        MeterId: "cpu_system" | "cpu_usage" | "memory_usage" | "storage_usage" | "system_load" | "gpu_usage" | "gpu_memory_usage" | "node_status" | "node_cpu_usage" | "node_memory_usage" | "job_status" | "job_submitted";
        /** @description [unix time in seconds, value]; the value is null where no sample was collected. */
        MeterSample: [
            number,
            number | null
        ];
        /** @description A labelled value of the node or job overview: label is a node name or a status. */
        MeterRecord: {
            label: string;
            value: number | null;
            /** @description Unix time in seconds of the value. */
            time?: number;
        };
        /**
         * Meter
         * @description One series of a cluster monitor (spec section 3, Monitor meters), answered by GetClusterMonitor in meter_set. Time series (the cluster and GPU overviews, recent jobs) are [unix seconds, value] samples; the node and job overviews are labelled records.
         */
        meter: {
            meter_id: components["schemas"]["MeterId"];
            /** @description % for usages, empty for loads and counts. */
            unit: components["schemas"]["MetricUnit"];
            data_set: (components["schemas"]["MeterSample"] | components["schemas"]["MeterRecord"])[];
        };
        GetClusterMonitorResponse: components["schemas"]["SuccessEnvelope"] & {
            cluster_id?: components["schemas"]["ClusterId"];
            subtype?: components["schemas"]["MonitorSubtype"];
            /** @description The start of the range answered. */
            start_time?: components["schemas"]["DateTime"];
            /** @description The end of the range answered. */
            end_time?: components["schemas"]["DateTime"];
            step?: components["schemas"]["MonitorStep"];
            meter_set: components["schemas"]["meter"][];
        };
        /** @description Fields every request carries (section 6). The console's gateway mutator fills them from the session; the gateway refuses a request whose fields claim another user. */
        RequestIdentity: {
            /** @description The action name (x-action of the operation). */
            action?: string;
            zone?: components["schemas"]["Zone"];
            owner?: components["schemas"]["UserId"];
            user_id?: components["schemas"]["UserId"];
            iamuser_name?: components["schemas"]["IamUserName"];
        };
        /**
         * @description The console's id of a compute job.
         * @example hpcjob-7k2m9x4q
         */
        HpcJobUuid: string;
        /**
         * @description Minutes added to the job's current time limit; the new limit may not pass the queue's maximum (JobTimeLimit's maximum unless the scheduler's partition has a lower one).
         * @example 60
         */
        ExtraMinutes: number;
        /** @description Why the job needs more time, in the submitter's words (not only spaces). */
        TimeExtensionReason: string;
        /**
         * Ask for more time
         * @description The submitter's request for more time for a pending or running job: extra_minutes added to its current limit, and why.
         */
        AskTimeExtensionForm: {
            /** Job */
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
            /**
             * More minutes
             * @default 60
             */
            extra_minutes: components["schemas"]["ExtraMinutes"];
            /** Reason */
            reason: components["schemas"]["TimeExtensionReason"];
        };
        AskTimeExtensionRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["AskTimeExtensionForm"];
        /**
         * @description Identifier of a time-limit extension request.
         * @example tx-4k8m2q7w
         */
        TimeExtensionId: string;
        /** @description Letters, digits, underscore, hyphen and space; may not start with a space. */
        LabelName: string;
        /** @enum {string} */
        JobStatus: "finished" | "running" | "pending" | "exited" | "stopped" | "unknown" | "deleted" | "cancelled";
        /**
         * @description Wall-time limit of a job in minutes (shown in hours), up to 43200 (30 days); the queue's limit when absent.
         * @example 1440
         */
        JobTimeLimit: number;
        /**
         * @description pending waits for the owner or a zone administrator; approved was applied in the scheduler; refused and withdrawn were not.
         * @enum {string}
         */
        TimeExtensionStatus: "pending" | "approved" | "refused" | "withdrawn";
        /** @description Why the request is refused, in the decider's words (not only spaces). */
        TimeExtensionRefuseReason: string;
        /** @description One request for more time, as its reader sees it. */
        TimeExtension: {
            extension_id: components["schemas"]["TimeExtensionId"];
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
            job_name: components["schemas"]["LabelName"];
            /** @description The scheduler's id of the job, once it has one. */
            job_id?: string;
            job_status?: components["schemas"]["JobStatus"];
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: string;
            /** @description The submitter who asked. */
            user_id: components["schemas"]["UserId"];
            user_name?: string;
            /** @description The job's limit when asked (minutes). */
            old_time_limit?: components["schemas"]["JobTimeLimit"];
            /** @description The limit asked for (minutes): the old one plus extra_minutes. */
            new_time_limit: components["schemas"]["JobTimeLimit"];
            extra_minutes: components["schemas"]["ExtraMinutes"];
            reason: components["schemas"]["TimeExtensionReason"];
            status: components["schemas"]["TimeExtensionStatus"];
            /** @description Who approved, refused or withdrew it. */
            decided_by?: components["schemas"]["UserId"];
            decider_name?: string;
            decide_time?: components["schemas"]["DateTime"];
            refuse_reason?: components["schemas"]["TimeExtensionRefuseReason"];
            /** @description Why the scheduler did not take the last approval (the request stays pending). */
            error?: string;
            create_time: components["schemas"]["DateTime"];
            /** @description The reader may approve or refuse it (pending, and the account's owner or a zone administrator of its zone). */
            may_decide: boolean;
            /** @description The reader asked it and it is pending. */
            may_withdraw: boolean;
        };
        TimeExtensionResponse: components["schemas"]["SuccessEnvelope"] & {
            time_extension: components["schemas"]["TimeExtension"];
        };
        /**
         * @description Page sizes offered to users.
         * @default 10
         * @enum {integer}
         */
        PageLimit: 10 | 20 | 50 | 100;
        /** @default 0 */
        Offset: number;
        Count: number;
        ListTimeExtensionsResponse: components["schemas"]["SuccessEnvelope"] & {
            time_extension_set: components["schemas"]["TimeExtension"][];
            total_count: components["schemas"]["Count"];
            /** @description With hpcjob_uuid: whether the reader may ask for more time for that job now (its submitter, who may change the cluster, the job pending or running with a limit of its own, no request waiting). */
            may_ask?: boolean;
        };
        DecideTimeExtensionRequest: components["schemas"]["RequestIdentity"] & {
            extension_id: components["schemas"]["TimeExtensionId"];
        };
        RefuseTimeExtensionRequest: components["schemas"]["RequestIdentity"] & {
            extension_id: components["schemas"]["TimeExtensionId"];
            /**
             * Reason for refusing
             * @description Shown to the submitter with the request; optional.
             */
            refuse_reason?: components["schemas"]["TimeExtensionRefuseReason"];
        };
        /** @description An EHPC cluster (ehpc-…): queues grouping the cluster's own compute nodes. */
        QueueEhpcClusterId: components["schemas"]["ClusterId"];
        /** @enum {string} */
        StrategyOpType: "expand" | "shrink";
        /** @enum {string} */
        StrategyStatus: "Running" | "Enabling" | "Disabled";
        /**
         * @description 1 enabled, 0 disabled.
         * @enum {integer}
         */
        Enabled: 0 | 1;
        /**
         * @description Identifier of a queue of a cluster, HPC or EHPC (hpcqueue_id).
         * @example hpcq-n7c2x9k1
         */
        QueueId: string;
        HpcQueueIds: components["schemas"]["QueueId"][];
        /**
         * @description 1 sorts descending (default), 0 ascending.
         * @default 1
         * @enum {integer}
         */
        Reverse: 0 | 1;
        /**
         * @description A page size, or 1024 for an all-data query (section 9).
         * @default 10
         * @enum {integer}
         */
        ListLimit: 10 | 20 | 50 | 100 | 1024;
        /**
         * @description Identifier of an auto-scale policy.
         * @example ehpcst-4f8k2m9q
         */
        StrategyId: string;
        /** @description 3-12 ASCII letters, digits or underscores (account and queue names on the cluster). */
        ShortName: string;
        /** @description Expand condition: the policy expands when the queue's pending jobs ask for at least this many cores. */
        StrategyQueuedCores: number;
        /** @description Shrink condition: idle compute nodes kept in the queue; the policy removes idle nodes beyond this number. */
        StrategyReservedIdleNodes: number;
        /** @description Compute nodes added or removed by one run. */
        StrategyNodeStep: number;
        /** @description Compute nodes the queue may reach by expanding. Auto-scale cluster max 99 nodes. */
        StrategyMaxNodes: number;
        /** @description Minutes between two checks of the condition (1 minute to 1 day). */
        StrategyCheckFrequency: number;
        /**
         * @description 1 checks the condition once as soon as the policy is saved, 0 waits for the first period.
         * @enum {integer}
         */
        StrategyRunNow: 0 | 1;
        /**
         * Strategy
         * @description An auto-scale policy of an EHPC queue. An expand policy adds node_step compute nodes when the queued cores reach queued_cores, up to max_nodes; a shrink policy removes node_step idle compute nodes while more than reserved_idle_nodes are idle, never leaving fewer than one compute node. A queue has at most one policy of each op_type.
         */
        strategy: {
            strategy_id: components["schemas"]["StrategyId"];
            cluster_id: components["schemas"]["ClusterId"];
            queue_id: components["schemas"]["QueueId"];
            queue_name?: components["schemas"]["ShortName"];
            op_type: components["schemas"]["StrategyOpType"];
            queued_cores?: components["schemas"]["StrategyQueuedCores"];
            reserved_idle_nodes?: components["schemas"]["StrategyReservedIdleNodes"];
            node_step: components["schemas"]["StrategyNodeStep"];
            max_nodes?: components["schemas"]["StrategyMaxNodes"];
            check_frequency: components["schemas"]["StrategyCheckFrequency"];
            op_is_enabled: components["schemas"]["Enabled"];
            run_now?: components["schemas"]["StrategyRunNow"];
            op_status: components["schemas"]["StrategyStatus"];
            /**
             * Format: date-time
             * @description The last run of the policy; null before its first run.
             */
            last_exec_time?: string | null;
            create_time: components["schemas"]["DateTime"];
            update_time?: components["schemas"]["DateTime"];
        };
        ListStrategiesResponse: components["schemas"]["SuccessEnvelope"] & {
            ehpc_queue_strategy_set: components["schemas"]["strategy"][];
            total_count: components["schemas"]["Count"];
        };
        /** @enum {string} */
        StrategyOpStatus: "successful" | "failed" | "running" | "skipped";
        /**
         * @description Identifier of one run of an auto-scale policy.
         * @example ehpcstl-9x2k4m7p
         */
        StrategyLogId: string;
        /** @description Node count range [0~100]. */
        NodeCount: number;
        /** @description Identifier of an asynchronous operation (not a compute job). */
        OperationJobId: string;
        /**
         * StrategyLog
         * @description One run of an auto-scale policy: when it ran, on which queue, what it did and the compute node count before and after.
         */
        "strategy-log": {
            log_id: components["schemas"]["StrategyLogId"];
            strategy_id: components["schemas"]["StrategyId"];
            cluster_id?: components["schemas"]["ClusterId"];
            op_time: components["schemas"]["DateTime"];
            queue_id: components["schemas"]["QueueId"];
            queue_name?: components["schemas"]["ShortName"];
            op_type: components["schemas"]["StrategyOpType"];
            op_status: components["schemas"]["StrategyOpStatus"];
            /** @description Compute nodes of the queue before the run. */
            node_count_before?: components["schemas"]["NodeCount"];
            /** @description Compute nodes of the queue after the run (equal to node_count_before when skipped or failed). */
            node_count_after?: components["schemas"]["NodeCount"];
            /** @description The operation that added or removed the nodes, when there was one. */
            job_id?: components["schemas"]["OperationJobId"];
            /** @description Why the run was skipped or failed, or what it did, e.g. Auto-scale shrink does nothing when there is one compute node. */
            message?: string;
        };
        ListStrategyLogsResponse: components["schemas"]["SuccessEnvelope"] & {
            ehpc_queue_strategy_log_set: components["schemas"]["strategy-log"][];
            total_count: components["schemas"]["Count"];
        };
        StrategyIds: components["schemas"]["StrategyId"][];
        /** @description What a check of one auto-scale policy would do now (a dry run of the gateway's rule), and when the policy is checked next. */
        StrategyPreview: {
            strategy_id: components["schemas"]["StrategyId"];
            /**
             * @description expand or shrink: the check would add or remove nodes; none: its condition does not hold; skip: a limit or the cooldown holds it.
             * @enum {string}
             */
            outcome: "expand" | "shrink" | "none" | "skip";
            /** @description Compute nodes of the queue now. */
            node_count_before: components["schemas"]["NodeCount"];
            /** @description Compute nodes of the queue after the check. */
            node_count_after: components["schemas"]["NodeCount"];
            /**
             * Format: date-time
             * @description When the policy is checked next; null when it is not checked (disabled, or not Running yet).
             */
            next_check_time: string | null;
            /** @description Why, in the request's language. */
            message: string;
        };
        PreviewStrategiesResponse: components["schemas"]["SuccessEnvelope"] & {
            ehpc_queue_strategy_preview_set: components["schemas"]["StrategyPreview"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * Auto-scale policy
         * @description An expand policy needs queued_cores and max_nodes, a shrink policy reserved_idle_nodes. A queue may have only one policy of each type.
         */
        AutoScaleStrategyForm: {
            /** Queue */
            queue_id: components["schemas"]["QueueId"];
            /**
             * Policy type
             * @default expand
             */
            op_type: components["schemas"]["StrategyOpType"];
            /** Queued cores threshold */
            queued_cores?: components["schemas"]["StrategyQueuedCores"];
            /** Reserved idle nodes */
            reserved_idle_nodes?: components["schemas"]["StrategyReservedIdleNodes"];
            /**
             * Nodes per run
             * @default 1
             */
            node_step: components["schemas"]["StrategyNodeStep"];
            /** Max compute nodes */
            max_nodes?: components["schemas"]["StrategyMaxNodes"];
            /**
             * Check frequency (minutes)
             * @default 5
             */
            check_frequency: components["schemas"]["StrategyCheckFrequency"];
            /**
             * Enabled
             * @default 1
             */
            op_is_enabled: components["schemas"]["Enabled"];
            /**
             * Run once now
             * @default 0
             */
            run_now: components["schemas"]["StrategyRunNow"];
        } & unknown;
        AddStrategyRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
        } & components["schemas"]["AutoScaleStrategyForm"];
        /** @description A change accepted for asynchronous execution; job_id is followed in the operation log. */
        AsyncJobResponse: components["schemas"]["SuccessEnvelope"] & {
            job_id: components["schemas"]["OperationJobId"];
        };
        AddStrategyResponse: components["schemas"]["AsyncJobResponse"] & {
            strategy_id: components["schemas"]["StrategyId"];
        };
        /** @description The whole policy form again, for the policy strategy_id. */
        ModifyStrategyRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            strategy_id: components["schemas"]["StrategyId"];
        } & components["schemas"]["AutoScaleStrategyForm"];
        DeleteStrategyRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            strategy_ids: components["schemas"]["StrategyIds"];
        };
        EnableStrategyRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            strategy_ids: components["schemas"]["StrategyIds"];
            /** @description 1 enables the policies, 0 disables them. */
            op_is_enabled: components["schemas"]["Enabled"];
        };
        /** @example att-hpccfg01 */
        AttachmentId: string;
        /**
         * @description What an attachment holds: config (settings of the HPC application), locale (translations, keyed by language) or cluster_templates (the templates offered on the creation page).
         * @enum {string}
         */
        AttachmentContentKey: "config" | "locale" | "cluster_templates";
        CommonAttachment: {
            attachment_id: components["schemas"]["AttachmentId"];
            content_key: components["schemas"]["AttachmentContentKey"];
            /** @description The parsed content of the attachment's content_key part. */
            attachment_content: Record<string, unknown>;
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeCommonAttachmentsResponse: components["schemas"]["SuccessEnvelope"] & {
            attachment_set: components["schemas"]["CommonAttachment"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description An application of the app centre (the HPC or the EHPC application).
         * @example app-ehpc01
         */
        IaasAppId: string;
        /**
         * @description Only active versions are offered for creation and upgrade.
         * @enum {string}
         */
        AppVersionStatus: "active" | "suspended" | "deleted";
        /**
         * @default 0
         * @enum {integer}
         */
        Verbose: 0 | 1;
        /**
         * @description Identifier of a version of the HPC or EHPC application in the app centre.
         * @example appv-ehpc241
         */
        AppVersionId: string;
        /**
         * AppVersion
         * @description A version of the HPC or EHPC application in the app centre (spec section 3, App version); a cluster is created and upgraded to one. A name ending in -BM is a bare-metal version, else a VM version.
         */
        "app-version": {
            version_id: components["schemas"]["AppVersionId"];
            app_id: components["schemas"]["IaasAppId"];
            /** @description The resource kit the version deploys with. */
            resource_kit?: string;
            /**
             * @example EHPC 2.4.1
             * @example EHPC 2.4.1-BM
             */
            name: string;
            description?: string;
            edition?: {
                /** @example 标准版 */
                name: string;
            };
            status: components["schemas"]["AppVersionStatus"];
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeAppVersionsResponse: components["schemas"]["SuccessEnvelope"] & {
            version_set: components["schemas"]["app-version"][];
            total_count: components["schemas"]["Count"];
        };
        GetGlobalUniqueIdResponse: components["schemas"]["SuccessEnvelope"] & {
            /** Format: uuid */
            uuid: string;
        };
        /** @enum {string} */
        NodeRole: "login" | "controller" | "compute";
        /**
         * @description The attributes SKUs are filtered by.
         * @enum {string}
         */
        SkuAttributeId: "memory" | "cpu" | "gpu" | "instance_class" | "baremetal" | "role";
        /** @description SKUs whose attribute attribute_id is one of values. memory (MiB), cpu, gpu and instance_class take integers, baremetal booleans, role node roles. */
        SkuFilter: {
            attribute_id: components["schemas"]["SkuAttributeId"];
            values: unknown[];
        } & (unknown & unknown & unknown);
        SearchSkusRequest: components["schemas"]["RequestIdentity"] & {
            /** @description The zone the SKUs are sold in. */
            region_id: components["schemas"]["Zone"];
            /**
             * @description Only SKUs on sale.
             * @default sale
             * @enum {string}
             */
            status: "sale";
            filters?: components["schemas"]["SkuFilter"][];
            /**
             * @description The SKU query takes everything at once (section 9: 10240).
             * @default 10240
             */
            limit: number;
            offset?: components["schemas"]["Offset"];
        };
        /**
         * @description Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202.
         * @example 101
         * @enum {integer}
         */
        InstanceClass: 0 | 1 | 2 | 101 | 201 | 202;
        /**
         * @description Only on_sale SKUs are offered.
         * @enum {string}
         */
        SkuStatus: "on_sale" | "off_sale";
        SkuAttributes: {
            /** @description MiB. */
            memory: number;
            /** @description Cores. */
            cpu: number;
            /** @default 0 */
            gpu: number;
            instance_class: components["schemas"]["InstanceClass"];
            /** @default false */
            baremetal: boolean;
            role: components["schemas"]["NodeRole"];
        };
        /** @description A price in the account's currency, 4 decimals. */
        Price: number;
        /** @enum {string} */
        Currency: "cny" | "usd";
        /**
         * Sku
         * @description A product SKU of the product centre (spec section 3, Product SKU and price): one node configuration that can be sold for a role, with its hourly price.
         */
        sku: {
            /** @example sku-c56m224 */
            sku_id: string;
            /** @example prod-ehpc */
            prod_id: string;
            name?: string;
            status: components["schemas"]["SkuStatus"];
            attributes: components["schemas"]["SkuAttributes"];
            /** @description Price of one node per hour. */
            price?: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
        };
        SearchSkusResponse: components["schemas"]["SuccessEnvelope"] & {
            skus: components["schemas"]["sku"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description CPU cores of a node: 1-128.
         * @example 56
         */
        NodeCpu: number;
        /**
         * @description Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB).
         * @example 229376
         */
        NodeMemory: number;
        /**
         * @description GPUs of a node: 0-8.
         * @example 0
         */
        NodeGpu: number;
        /**
         * Node configuration of one role
         * @description Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf.
         */
        NodeSpec: {
            /** Instance class */
            instance_class: components["schemas"]["InstanceClass"];
            /** CPU cores */
            cpu: components["schemas"]["NodeCpu"];
            /** Memory (MiB) */
            memory: components["schemas"]["NodeMemory"];
            /**
             * GPUs
             * @default 0
             */
            gpu: components["schemas"]["NodeGpu"];
            /** Count */
            count: components["schemas"]["NodeCount"];
            /** Private IPs */
            private_ips?: string[];
        };
        /** @description The node configuration to price, per role: the controller (standard deploy mode only), compute and login nodes. */
        ClusterPriceConf: {
            controller?: components["schemas"]["NodeSpec"];
            compute: components["schemas"]["NodeSpec"];
            login?: components["schemas"]["NodeSpec"];
        };
        /** @description ClusterPriceConf as a JSON string (a query parameter). */
        ClusterPriceConfJson: string;
        /**
         * @description 1 standard, 2 streamline (no controller role).
         * @enum {integer}
         */
        DeployMode: 1 | 2;
        /** @description Months of a Reserved purchase; 0 means PayForUsed. */
        Duration: number;
        /**
         * @description hour for PayForUsed (duration 0), month for Reserved.
         * @enum {string}
         */
        ClusterPriceUnit: "hour" | "month";
        /** @description The price of the nodes of one role for one unit (all the role's nodes together). */
        ClusterRolePrice: {
            role: components["schemas"]["NodeRole"];
            count?: components["schemas"]["NodeCount"];
            price: components["schemas"]["Price"];
            /** @description The part of the price that the user's coupons can pay. */
            available_coupon?: number;
            unit: components["schemas"]["ClusterPriceUnit"];
        };
        GetClusterPriceResponse: components["schemas"]["SuccessEnvelope"] & {
            price_set: components["schemas"]["ClusterRolePrice"][];
            /** @description The sum of the roles' prices: per hour for PayForUsed; for Reserved, the monthly sum times duration. */
            total_price: components["schemas"]["Price"];
            unit?: components["schemas"]["ClusterPriceUnit"];
            currency: components["schemas"]["Currency"];
        };
        /** @enum {string} */
        ClusterStatus: "pending" | "active" | "stopped" | "suspended" | "ceased" | "terminated" | "deleted" | "creating" | "starting" | "stopping" | "restarting" | "resizing" | "updating" | "resuming" | "suspending" | "deleting";
        /** @enum {string} */
        ClusterType: "hpc" | "ehpc";
        /** @enum {string} */
        SharedStatus: "shared" | "unshared";
        SearchWord: string;
        /** @description 1-20 letters, digits or underscores (letters of any script). */
        Name: string;
        Description: string;
        /**
         * @description base (vxnet_type 2), private (vxnet_type 1), bare_metal (vxnet_type 2, mode 2).
         * @enum {string}
         */
        NetworkType: "base" | "private" | "bare_metal";
        /** @enum {string} */
        Scheduler: "slurm" | "pbspro";
        /**
         * @description 0 PayForUsed, 1 Reserved.
         * @enum {integer}
         */
        PaidType: 0 | 1;
        /**
         * @default 0
         * @enum {integer}
         */
        AutoRenewal: 0 | 1;
        /** @description A name ending in -BM is a bare-metal version, else a VM version. */
        AppVersionInfo: {
            version_id: components["schemas"]["AppVersionId"];
            resource_kit?: string;
            name: string;
        };
        /** @enum {string} */
        SharedRole: "shared_owner" | "shared_member";
        /**
         * @description Permission of a shared member on a cluster.
         * @enum {string}
         */
        SharedPermission: "readonly" | "readwrite";
        /**
         * Cluster
         * @description An HPC (hpc-…, shared compute billed by job usage) or EHPC (ehpc-…, exclusive nodes) cluster.
         */
        cluster: {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name: components["schemas"]["Name"];
            cluster_type: components["schemas"]["ClusterType"];
            status: components["schemas"]["ClusterStatus"];
            /** @description The operation under way, empty when none. */
            transition_status?: string;
            description?: components["schemas"]["Description"];
            zone?: components["schemas"]["Zone"];
            owner?: components["schemas"]["UserId"];
            nas_id?: string;
            nas_shared_path?: string;
            vxnet_id?: string;
            vxnet_name?: string;
            bm_vxnet_id?: string | null;
            network_type?: components["schemas"]["NetworkType"];
            scheduler?: components["schemas"]["Scheduler"];
            /**
             * @description Where the cluster's machines are (ADR 0047): simulated (the console's rows only, for demos and tests) or local (hosts in Linux namespaces on the gateway's machine running Slurm and sshd). A cluster stays in the cloud it was created in.
             * @enum {string}
             */
            cloud?: "simulated" | "local";
            /** @description Cluster software version, e.g. 2.4.1. */
            version?: string;
            /** @description The version an upgrade (app_version omitted) would bring, e.g. 2.5.0; absent when the cluster already runs the newest release of its app and flavour (bare-metal or VM), so that no upgrade is offered. */
            upgrade_version?: string;
            deploy_mode?: components["schemas"]["DeployMode"];
            paid_type?: components["schemas"]["PaidType"];
            duration?: components["schemas"]["Duration"];
            is_auto_renewal?: components["schemas"]["AutoRenewal"];
            node_count?: components["schemas"]["Count"];
            core_count?: components["schemas"]["Count"];
            cluster_sw?: {
                sw_name: string;
                sw_ver: string;
            }[];
            app_cluster?: {
                app_id: string;
                create_time: components["schemas"]["DateTime"];
                status?: components["schemas"]["ClusterStatus"];
            };
            app_version_info?: components["schemas"]["AppVersionInfo"];
            project_info?: {
                shared_status?: components["schemas"]["SharedStatus"];
                shared_role?: components["schemas"]["SharedRole"];
                permission?: components["schemas"]["SharedPermission"];
                project_id?: string;
                /** @description How many members the cluster is shared with (through projects and as shared members); answered to the owner's account, not to a member. */
                shared_member_count?: components["schemas"]["Count"];
            };
            create_time: components["schemas"]["DateTime"];
            status_time?: components["schemas"]["DateTime"];
            /** Format: date-time */
            expire_time?: string | null;
        };
        ListClustersResponse: components["schemas"]["SuccessEnvelope"] & {
            cluster_set: components["schemas"]["cluster"][];
            total_count: components["schemas"]["Count"];
            /** @description The cluster type the answer is for; the console discards an answer whose type differs from its query's. */
            cluster_type?: components["schemas"]["ClusterType"];
        };
        /**
         * @description Identifier of a VPC network; vxnet-0 and vxnet-ks are the base networks.
         * @example vxnet-hpc01
         */
        VxnetId: string;
        /**
         * @description A mount point a cluster mounts: a NAS export (nas-…, as NasId) or an S2 server (s2-…, as S2ServerId).
         * @example nas-3f9a2b1c
         * @example s2-7d3k9p2x
         */
        NasOrS2Id: string;
        /**
         * @description Identifier of an S2 server (vNAS).
         * @example s2-7d3k9p2x
         */
        S2ServerId: string;
        /**
         * @description Identifier of a software package of the catalogue (hpcsw_id).
         * @example hpcsw-fluent23
         */
        SoftwareId: string;
        /** @description 12-30 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # % $ ^ & *; no other characters. */
        Password: string & (unknown & unknown & unknown & unknown & unknown);
        /** Cluster */
        ClusterBaseForm: {
            /** Cluster name */
            cluster_name: components["schemas"]["Name"];
            /** Description */
            description?: components["schemas"]["Description"];
            /**
             * Network type
             * @default private
             */
            network_type: components["schemas"]["NetworkType"];
            /**
             * VPC network
             * @description A vxnet id; vxnet-0 and vxnet-1 cannot be used.
             */
            vxnet: components["schemas"]["VxnetId"];
            /** Bare-metal network */
            bm_vxnet_id?: components["schemas"]["VxnetId"];
            /** NAS mount point */
            nas_id: components["schemas"]["NasOrS2Id"];
            /** S2 server */
            s2_server_id?: components["schemas"]["S2ServerId"];
            /** Shared path */
            nas_path?: string;
            /** Cluster version */
            app_version: components["schemas"]["AppVersionId"];
            /** Software */
            software?: components["schemas"]["SoftwareId"][];
            /** Administrator password */
            admin_password: components["schemas"]["Password"];
        };
        /**
         * @description Identifier of a queue type of queue_types_set; a dedicated HPC queue is bound from one.
         * @example qt-shared56
         */
        QueueTypeId: string;
        /**
         * HPC cluster
         * @description Shared compute reached through login nodes, billed by job usage (PayForUsed).
         */
        CreateHpcClusterForm: components["schemas"]["ClusterBaseForm"] & {
            /** @constant */
            cluster_type: "hpc";
            /** Queue type */
            queue_type: components["schemas"]["QueueTypeId"];
            /** Cluster user */
            user_name: components["schemas"]["ShortName"];
            /** Cluster user password */
            password: components["schemas"]["Password"];
            /** Login node */
            login_node?: components["schemas"]["NodeSpec"];
            /**
             * @default 0
             * @constant
             */
            paid_type: 0;
        };
        /**
         * EHPC cluster
         * @description An elastic cluster with its own controller, compute and login nodes. In streamline deploy mode there is no controller role.
         */
        CreateEhpcClusterForm: components["schemas"]["ClusterBaseForm"] & ({
            /** @constant */
            cluster_type: "ehpc";
            /**
             * Deploy mode
             * @default 1
             */
            deploy_mode: components["schemas"]["DeployMode"];
            /**
             * Scheduler
             * @default slurm
             */
            scheduler_type: components["schemas"]["Scheduler"];
            /** Default queue */
            queue_name?: components["schemas"]["ShortName"];
            /** Nodes */
            node_config: {
                /** Controller node */
                controller?: components["schemas"]["NodeSpec"];
                /** Compute nodes */
                compute: components["schemas"]["NodeSpec"];
                /** Login nodes */
                login: components["schemas"]["NodeSpec"];
            };
            /**
             * Billing mode
             * @default 0
             */
            paid_type: components["schemas"]["PaidType"];
            /**
             * Duration (months)
             * @default 0
             */
            duration: components["schemas"]["Duration"];
            /** Auto-renewal */
            is_auto_renewal?: components["schemas"]["AutoRenewal"];
        } & (unknown & unknown));
        /**
         * Request token
         * Format: uuid
         * @description A token from GetGlobalUniqueId that the console fetches when a creation form opens and sends with every try of that creation. The gateway remembers it with what it created: a repeated request with the same token (a double click, a retry after a lost answer) answers the same job_id and ids again and creates nothing twice. Optional; without it every request creates.
         */
        RequestToken: string;
        CreateClusterRequest: components["schemas"]["RequestIdentity"] & (components["schemas"]["CreateHpcClusterForm"] | components["schemas"]["CreateEhpcClusterForm"]) & {
            request_token?: components["schemas"]["RequestToken"];
        };
        CreateClusterResponse: components["schemas"]["AsyncJobResponse"] & {
            cluster_id: components["schemas"]["ClusterId"];
        };
        ClusterIds: components["schemas"]["ClusterId"][];
        DeleteClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_ids: components["schemas"]["ClusterIds"];
            /** @description The user who deletes, for the operation log. */
            run_user?: string;
            /**
             * @description Deregister a cluster whose resources are already released, instead of deleting it.
             * @default false
             */
            deregister: boolean;
        };
        UpgradeClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            /** @description Target version; the newest active version when omitted. */
            app_version?: components["schemas"]["AppVersionId"];
        };
        ModifyClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            description?: components["schemas"]["Description"];
        };
        /** @description Start, stop or resume the given clusters. */
        ClusterIdsRequest: components["schemas"]["RequestIdentity"] & {
            cluster_ids: components["schemas"]["ClusterIds"];
        };
        ResizeClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            role: components["schemas"]["NodeRole"];
            instance_class?: components["schemas"]["InstanceClass"];
            cpu: components["schemas"]["NodeCpu"];
            memory: components["schemas"]["NodeMemory"];
            gpu?: components["schemas"]["NodeGpu"];
        };
        ResizeFee: {
            /**
             * @description Resize fee duration: 0 for an hourly (1h) charge, else 1 (monthly).
             * @enum {integer}
             */
            duration: 0 | 1;
            price_diff: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
        };
        ResizeFeeResponse: components["schemas"]["SuccessEnvelope"] & {
            resize_fee: components["schemas"]["ResizeFee"][];
        };
        /** @enum {string} */
        NodeType: "standard" | "gpu" | "bare_metal" | "vm";
        /** @description The choices of one role: instance classes with their cpu, memory and gpu proportions. */
        RoleConf: {
            instance_classes: {
                instance_class: number;
                name: string;
                node_type?: components["schemas"]["NodeType"];
                cpu: number[];
                /** @description Memory per core in MiB, by cpu. */
                memory: number[];
                gpu?: number[];
            }[];
            count: {
                min: number;
                max: number;
                default: number;
            };
        };
        ClusterConf: {
            cluster_type: components["schemas"]["ClusterType"];
            app_id?: string;
            schedulers: components["schemas"]["Scheduler"][];
            deploy_modes?: components["schemas"]["DeployMode"][];
            roles: {
                controller?: components["schemas"]["RoleConf"];
                compute?: components["schemas"]["RoleConf"];
                login?: components["schemas"]["RoleConf"];
            };
        };
        ClusterConfResponse: components["schemas"]["SuccessEnvelope"] & {
            cluster_conf_set: components["schemas"]["ClusterConf"][];
        };
        /**
         * @description Active is healthy, UnActive unhealthy.
         * @enum {string}
         */
        NasStatus: "Active" | "UnActive" | "Creating";
        ClusterNasInfoResponse: components["schemas"]["SuccessEnvelope"] & {
            nas_info: {
                nas_id: string;
                name?: string;
                export_path?: string;
                shared_path: string;
                /** Format: ipv4 */
                private_ip?: string;
                /** @description Bytes. */
                quota?: number;
                /** @description Bytes. */
                used?: number;
                status: components["schemas"]["NasStatus"];
            };
        };
        /** @enum {string} */
        NodeStatus: "pending" | "active" | "stopped" | "starting" | "stopping" | "restarting" | "deleting" | "deleted" | "ceased";
        /**
         * @description Identifier of a cluster node (node_id).
         * @example cln-a1b2c3d4
         */
        NodeId: string;
        ClusterNodeIds: components["schemas"]["NodeId"][];
        /**
         * @description Identifier of an elastic (public) IP.
         * @example eip-4n7q2w8e
         */
        EipId: string;
        /**
         * @description Identifier of the virtual machine or bare-metal instance behind a node (i-…).
         * @example i-7k2m9p4x
         */
        InstanceId: string;
        /**
         * @description fetching until the health is known.
         * @enum {string}
         */
        HealthStatus: "fetching" | "healthy" | "unhealthy";
        ClusterNodeEip: {
            eip_id: components["schemas"]["EipId"];
            /** Format: ipv4 */
            eip_addr: string;
            eip_name?: string;
            /** @description Mbps. */
            bandwidth?: number;
        };
        ClusterNodeQueue: {
            /** @description A queue of the cluster. */
            hpcqueue_id: components["schemas"]["QueueId"];
            queue_name: components["schemas"]["ShortName"];
        };
        /**
         * Node
         * @description A node of a cluster: a controller (scheduler), compute or login instance. health_status is fetching until the health check has answered.
         */
        node: {
            node_id: components["schemas"]["NodeId"];
            /** @description The virtual machine or bare-metal instance; absent while the node is pending. */
            instance_id?: components["schemas"]["InstanceId"];
            /** @description Display name, changed with cluster/modifyClusterNode. */
            name?: components["schemas"]["LabelName"];
            /**
             * Format: hostname
             * @description The node's host name in the scheduler (e.g. compute001).
             */
            hostname?: string;
            description?: components["schemas"]["Description"];
            cluster_id: components["schemas"]["ClusterId"];
            role: components["schemas"]["NodeRole"];
            node_type?: components["schemas"]["NodeType"];
            /** @description The instance class of the product SKU (0, 1, 2, 101, 201, 202). */
            instance_class?: number;
            /** @description CPU cores. */
            cpu?: components["schemas"]["Count"];
            /** @description Memory in MiB. */
            memory?: components["schemas"]["Count"];
            /** @description GPUs. */
            gpu?: components["schemas"]["Count"];
            status: components["schemas"]["NodeStatus"];
            /** @description The operation under way on the node, empty when none. */
            transition_status?: string;
            /** @default fetching */
            health_status: components["schemas"]["HealthStatus"];
            /** Format: ipv4 */
            private_ip?: string;
            /** @description The public IP bound to a login node, null when none. */
            eip?: components["schemas"]["ClusterNodeEip"] | null;
            /** @description The queues (partitions) the node belongs to; empty for controller and login nodes. */
            queue_info?: components["schemas"]["ClusterNodeQueue"][];
            create_time: components["schemas"]["DateTime"];
            status_time?: components["schemas"]["DateTime"];
        };
        ListClusterNodesResponse: components["schemas"]["SuccessEnvelope"] & {
            node_set: components["schemas"]["node"][];
            total_count: components["schemas"]["Count"];
        };
        ModifyClusterNodeRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            node_id: components["schemas"]["NodeId"];
            name?: components["schemas"]["LabelName"];
            description?: components["schemas"]["Description"];
        };
        ModifyClusterNodeResponse: components["schemas"]["SuccessEnvelope"] & {
            node_id: components["schemas"]["NodeId"];
        };
        /**
         * @description The roles nodes can be added to: compute or login (never controller).
         * @enum {unknown}
         */
        AddClusterNodesRole: components["schemas"]["NodeRole"];
        /** @description Nodes to add: 1-100 (node count range [0~100], at least one). */
        AddClusterNodesCount: components["schemas"]["NodeCount"];
        AddClusterNodesFeeResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The price difference of the addition; the console shows the first item. */
            resize_fee: components["schemas"]["ResizeFee"][];
        };
        /**
         * Add nodes
         * @description The add-nodes dialog: the role, the node configuration chosen from the product SKUs and the cluster conf, the count and, for compute nodes, the queue they join.
         */
        AddClusterNodesForm: components["schemas"]["NodeSpec"] & {
            /**
             * Role
             * @default compute
             */
            role: components["schemas"]["AddClusterNodesRole"];
            /**
             * Count
             * @default 1
             */
            count: components["schemas"]["AddClusterNodesCount"];
            /**
             * Queue
             * @description The queue the compute nodes join; the cluster's default queue when omitted.
             */
            hpcqueue_id?: components["schemas"]["QueueId"];
            /**
             * Private IPs
             * @description One fixed private IP per node, in the cluster's network; assigned automatically when omitted.
             */
            private_ips?: unknown;
        };
        AddClusterNodesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
        } & components["schemas"]["AddClusterNodesForm"];
        AddClusterNodesResponse: components["schemas"]["AsyncJobResponse"] & {
            /** @description The new nodes, pending until the job ends. */
            node_ids: components["schemas"]["ClusterNodeIds"];
        };
        DeleteClusterNodesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            node_ids: components["schemas"]["ClusterNodeIds"];
        };
        RestartClusterNodesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            node_ids: components["schemas"]["ClusterNodeIds"];
        };
        AssociateLoginNodeEipRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            /** @description A login node. */
            node_id: components["schemas"]["NodeId"];
            /** @description An EIP whose status is available. */
            eip_id: components["schemas"]["EipId"];
        };
        DissociateLoginNodeEipRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            /** @description A login node with an EIP. */
            node_id: components["schemas"]["NodeId"];
        };
        /** @enum {string} */
        PermissionStatus: "enable" | "disable";
        /**
         * @description A POSIX user or group id (uid, gid) on a cluster.
         * @example 1001
         */
        PosixId: number;
        /**
         * Permission
         * @description Whether the HPC service is open for a user (status enable), with the POSIX uid and gid the user's cluster accounts run under once it is.
         */
        permission: {
            /** @description enable means the service is on for the user; disable until the open-permission step. */
            status: components["schemas"]["PermissionStatus"];
            user_id: components["schemas"]["UserId"];
            zone: components["schemas"]["Zone"];
            uid?: components["schemas"]["PosixId"];
            gid?: components["schemas"]["PosixId"];
            /**
             * Format: date-time
             * @description When the service was opened; null while disabled.
             */
            open_time?: string | null;
        };
        /** @description The permission fields sit beside ret_code. */
        GetPermissionResponse: components["schemas"]["SuccessEnvelope"] & components["schemas"]["permission"];
        EnablePermissionRequest: components["schemas"]["RequestIdentity"] & {
            /**
             * I have read and agree to the Service Agreement
             * @description The service agreement checkbox of the product-opening page; required and true on public-cloud HPC.
             */
            agreement_accepted?: boolean;
        };
        EnablePermissionResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @constant */
            status: components["schemas"]["PermissionStatus"];
            uid: components["schemas"]["PosixId"];
            gid: components["schemas"]["PosixId"];
            open_time?: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        QueueCategory: "dedicated" | "shared";
        /** @description A queue type an HPC cluster can bind a dedicated queue from, or the type of a shared queue. */
        HpcQueueType: {
            queue_type: components["schemas"]["QueueTypeId"];
            name: components["schemas"]["LabelName"];
            category: components["schemas"]["QueueCategory"];
            /**
             * @description 54 or 56 cores per node.
             * @enum {integer}
             */
            cores_per_node: 54 | 56;
            /** @description Memory of each node in MiB. */
            memory_per_node: number;
            /** @default 0 */
            gpu_per_node: components["schemas"]["NodeGpu"];
            /** @description Price of one node per hour (PayForUsed) in the account's currency. */
            price?: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            description?: components["schemas"]["Description"];
        };
        GetQueueTypesResponse: components["schemas"]["SuccessEnvelope"] & {
            queue_types_set: components["schemas"]["HpcQueueType"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description An HPC cluster (hpc-…): shared and dedicated queues bound from queue types. */
        QueueHpcClusterId: components["schemas"]["ClusterId"];
        /**
         * @description 1 is the cluster's default queue (jobs without a queue go there), 0 otherwise.
         * @enum {integer}
         */
        HpcQueueDefaultFlag: 0 | 1;
        /**
         * @description inactive: the scheduler partition is down and starts no job. A deleted queue is no longer listed; calls naming it are refused with This queue has been deleted.
         * @enum {string}
         */
        HpcQueueStatus: "pending" | "active" | "inactive" | "updating" | "deleting";
        /**
         * Queue
         * @description A queue (scheduler partition) of a cluster. On an HPC cluster it is a shared queue or a dedicated (private) queue bound from a queue type; on an EHPC cluster it groups the cluster's own compute nodes.
         */
        queue: {
            hpcqueue_id: components["schemas"]["QueueId"];
            /** @description The scheduler's name of the queue (partition). */
            queue_name: components["schemas"]["ShortName"];
            category: components["schemas"]["QueueCategory"];
            is_default: components["schemas"]["HpcQueueDefaultFlag"];
            cluster_id: components["schemas"]["ClusterId"];
            /** @description The queue type the queue was bound from (HPC queues only). */
            queue_type?: components["schemas"]["QueueTypeId"];
            node_count?: components["schemas"]["NodeCount"];
            /** @description CPU cores of each node of the queue. */
            cores_per_node?: components["schemas"]["NodeCpu"];
            total_cores?: components["schemas"]["Count"];
            /** @description Cores allocated to running jobs. */
            used_cores?: components["schemas"]["Count"];
            pending_jobs?: components["schemas"]["Count"];
            running_jobs?: components["schemas"]["Count"];
            status: components["schemas"]["HpcQueueStatus"];
            owner?: components["schemas"]["UserId"];
            /** @description Billing mode of a dedicated HPC queue. */
            paid_type?: components["schemas"]["PaidType"];
            duration?: components["schemas"]["Duration"];
            is_auto_renewal?: components["schemas"]["AutoRenewal"];
            /**
             * Format: date-time
             * @description End of the Reserved period; null for PayForUsed and shared queues.
             */
            expire_time?: string | null;
            create_time: components["schemas"]["DateTime"];
            update_time?: components["schemas"]["DateTime"];
        };
        GetCurrentQueueResponse: components["schemas"]["SuccessEnvelope"] & {
            queues_set: components["schemas"]["queue"][];
            total_count: components["schemas"]["Count"];
        };
        ListEhpcQueuesResponse: components["schemas"]["SuccessEnvelope"] & {
            hpc_queue_set: components["schemas"]["queue"][];
            total_count: components["schemas"]["Count"];
        };
        DescribeQueueResponse: components["schemas"]["SuccessEnvelope"] & {
            queue: components["schemas"]["queue"];
            /** @description The queue type of an HPC queue. */
            queue_type_info?: components["schemas"]["HpcQueueType"];
        };
        /** @description A compute node of a queue. */
        HpcQueueNode: {
            node_id: components["schemas"]["NodeId"];
            /** @description Host name of the node. */
            name: components["schemas"]["LabelName"];
            status: components["schemas"]["NodeStatus"];
            health_status?: components["schemas"]["HealthStatus"];
            /** @description CPU cores of the node. */
            cpu: components["schemas"]["NodeCpu"];
            /** @description Cores allocated to running jobs. */
            used_cores?: components["schemas"]["Count"];
            /** @description Memory in MiB. */
            memory?: number;
            running_jobs?: components["schemas"]["Count"];
        };
        GetQueueNodesResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The queue's nodes. */
            queues_set: components["schemas"]["HpcQueueNode"][];
            total: components["schemas"]["Count"];
        };
        /**
         * Dedicated queue
         * @description Binds a dedicated queue of count nodes of one queue type to an HPC cluster.
         */
        BindPrivateQueueForm: {
            /** Queue type */
            queue_type: components["schemas"]["QueueTypeId"];
            /** Queue name */
            queue_name: components["schemas"]["ShortName"];
            /**
             * Nodes
             * @default 1
             */
            count: components["schemas"]["NodeCount"];
            /**
             * Billing mode
             * @default 0
             */
            paid_type: components["schemas"]["PaidType"];
            /**
             * Duration (months)
             * @default 0
             */
            duration: components["schemas"]["Duration"];
            /** Auto-renewal */
            is_auto_renewal?: components["schemas"]["AutoRenewal"];
        } & unknown;
        BindPrivateQueueRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueHpcClusterId"];
        } & components["schemas"]["BindPrivateQueueForm"];
        /** @description The queue was accepted for creation; hpcqueue_id is the new queue. */
        QueueCreatedResponse: components["schemas"]["AsyncJobResponse"] & {
            hpcqueue_id: components["schemas"]["QueueId"];
        };
        /**
         * Queue
         * @description Adds a queue (scheduler partition) to an EHPC cluster, optionally with some of its compute nodes.
         */
        AddEhpcQueueForm: {
            /** Queue name */
            queue_name: components["schemas"]["ShortName"];
            /**
             * Default queue
             * @default 0
             */
            is_default: components["schemas"]["HpcQueueDefaultFlag"];
            /**
             * Compute nodes
             * @description Omitted when no node is chosen.
             */
            node_ids?: components["schemas"]["ClusterNodeIds"];
        };
        AddEhpcQueueRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
        } & components["schemas"]["AddEhpcQueueForm"];
        UnbindPrivateQueueRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueHpcClusterId"];
            hpcqueue_id: components["schemas"]["QueueId"];
        };
        DeleteEhpcQueuesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            hpcqueue_ids: components["schemas"]["HpcQueueIds"];
        };
        UpdateQueueNameRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueHpcClusterId"];
            hpcqueue_id: components["schemas"]["QueueId"];
            queue_name: components["schemas"]["ShortName"];
        };
        ModifyEhpcQueueRequest: components["schemas"]["RequestIdentity"] & ({
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            hpcqueue_id: components["schemas"]["QueueId"];
            queue_name?: components["schemas"]["ShortName"];
            is_default?: components["schemas"]["HpcQueueDefaultFlag"];
        } | {
            queue_name: components["schemas"]["ShortName"];
        } | {
            is_default: components["schemas"]["HpcQueueDefaultFlag"];
        });
        /** @description Add the given compute nodes to a queue of an EHPC cluster, or remove them from it. */
        EhpcQueueNodesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["QueueEhpcClusterId"];
            hpcqueue_id: components["schemas"]["QueueId"];
            node_ids: components["schemas"]["ClusterNodeIds"];
        };
        /**
         * @description disabled accounts cannot sign in or submit jobs.
         * @enum {string}
         */
        ClusterUserStatus: "active" | "disabled";
        /**
         * @description A path, absolute or relative, without a . or .. segment: no path escapes its root.
         * @example share/home/wrf_user/.config/
         * @example /share/home/wrf_user/jobs/wrf_run.sh
         */
        NoDotSegments: unknown;
        /**
         * @description A folder of a cluster's shared storage: an absolute path of at most 255 letters, digits, _, ., - and /, without a . or .. segment (no path escapes the shared storage).
         * @example /share/data/wrf
         */
        ClusterFolderPath: string & components["schemas"]["NoDotSegments"];
        /** @description A folder the account may access besides its home folder. */
        ClusterUserFolder: components["schemas"]["ClusterFolderPath"];
        /**
         * ClusterUser
         * @description An account on a cluster with its core-hour and storage quotas, the queues it may submit to and the folders it may access. Core-hours are shown in hours, storage in bytes.
         */
        "cluster-user": {
            account: components["schemas"]["ShortName"];
            uid: components["schemas"]["PosixId"];
            gid: components["schemas"]["PosixId"];
            cluster_id: components["schemas"]["ClusterId"];
            /** @description Core-hours allocated to the account. */
            allocated_core_hours: number;
            /** @description Core-hours used by the account's jobs. */
            used_core_hours: number;
            /** @description allocated_core_hours minus used_core_hours; negative when running jobs overdrew the allocation. */
            remaining_core_hours: number;
            /** @description Storage quota in bytes. */
            storage_quota: number;
            /** @description Storage used in bytes. */
            storage_used: number;
            /** @description Names of the queues the account may submit to. */
            queues: components["schemas"]["ShortName"][];
            /** @description Folders the account may access besides its home folder. */
            folders: components["schemas"]["ClusterUserFolder"][];
            status: components["schemas"]["ClusterUserStatus"];
            create_time: components["schemas"]["DateTime"];
        };
        ListClusterUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            users_set: components["schemas"]["cluster-user"][];
            total_count: components["schemas"]["Count"];
            /** @description Core-hours of the cluster not yet allocated to any of its users: the upper bound of allocated_core_hours in the quota form. */
            unallocated_core_hours?: number;
        };
        /** @description Allocated core-hours of a cluster user: a positive integer, at least 5. */
        CoreHours: number;
        /** @description Storage quota in GiB (1073741824 bytes each): 1-102400. */
        ClusterUserStorageQuotaGb: number;
        /** @description Queues of the cluster the account may submit to; the cluster's default queue when none is given. */
        ClusterUserQueueNames: components["schemas"]["ShortName"][];
        /** @description Folders of the cluster's shared storage the account may access besides its home folder. */
        ClusterUserFolders: components["schemas"]["ClusterUserFolder"][];
        /**
         * Quota
         * @description Core-hours, storage, queues and folders of a cluster user.
         */
        ClusterUserQuotaForm: {
            /** Allocated core-hours */
            allocated_core_hours: components["schemas"]["CoreHours"];
            /** Storage quota (GB) */
            storage_quota_gb: components["schemas"]["ClusterUserStorageQuotaGb"];
            /** Queues */
            queues?: components["schemas"]["ClusterUserQueueNames"];
            /** Accessible folders */
            folders?: components["schemas"]["ClusterUserFolders"];
        };
        /**
         * Cluster user
         * @description The account, its password and its quota.
         */
        AddClusterUserForm: {
            /** Account */
            account: components["schemas"]["ShortName"];
            /** Password */
            password: components["schemas"]["Password"];
        } & components["schemas"]["ClusterUserQuotaForm"];
        AddClusterUserRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
        } & components["schemas"]["AddClusterUserForm"];
        /** @description Changes the given quota fields (the console sends the whole ClusterUserQuotaForm) and, optionally, the password; at least one of them. */
        ModifyClusterUserRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            account: components["schemas"]["ShortName"];
            /** @description A new password for the account. */
            password?: components["schemas"]["Password"];
            allocated_core_hours?: components["schemas"]["CoreHours"];
            storage_quota_gb?: components["schemas"]["ClusterUserStorageQuotaGb"];
            queues?: components["schemas"]["ClusterUserQueueNames"];
            folders?: components["schemas"]["ClusterUserFolders"];
        };
        ClusterUserAccounts: components["schemas"]["ShortName"][];
        DeleteClusterUserRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            accounts: components["schemas"]["ClusterUserAccounts"];
        };
        /** @description Counts of the jobs matching the query's filters other than status, for the status tabs. */
        JobCounts: {
            /** @description Running jobs. */
            nrun: components["schemas"]["Count"];
            /** @description Pending jobs. */
            npend: components["schemas"]["Count"];
            /** @description Stopped jobs. */
            nstop: components["schemas"]["Count"];
        };
        /**
         * @description A resource a job had: its cores' CPU time, its memory, its time limit.
         * @enum {string}
         */
        UsageKind: "cpu" | "memory" | "time";
        /**
         * @description The scheduler's id of a compute job (e.g. the Slurm job id): 1-20 digits; a task of a job array is <array>_<index> as Slurm writes it (ADR 0061).
         * @example 4821937
         */
        SchedulerJobId: string;
        /** @description Job priority 1-10. */
        Priority: number;
        /**
         * @description An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root).
         * @example /share/home/wrf_user/jobs/wrf_run.sh
         */
        AbsolutePath: string & components["schemas"]["NoDotSegments"];
        /**
         * @description A command line run by the scheduler in the job's working directory.
         * @example mpirun -np 56 ./wrf.exe
         */
        JobCommand: string;
        /** @enum {string} */
        SubmitType: "command" | "script" | "template";
        /**
         * @description Why a pending job waits (ADR 0056): accepted (the console has it, its scheduler not yet), no_cluster_account (it cannot be handed over: its user has no account on the cluster), scheduling (the scheduler has not looked at it yet), priority, resources, dependency, dependency_never_satisfied, held (by an administrator), limit (a limit of the account, queue or QOS, e.g. Slurm's QOSMaxCpuPerUser), queue_limit (it asks more than the queue allows), nodes_unavailable, queue_unavailable, begin_time (it was asked to start later), array_throttle (a task of an array waits while its array runs as many tasks at once as it may: Slurm's JobArrayTaskLimit), other (the scheduler's own code is in scheduler_state).
         * @enum {string}
         */
        PendingReason: "accepted" | "no_cluster_account" | "scheduling" | "priority" | "resources" | "dependency" | "dependency_never_satisfied" | "held" | "limit" | "queue_limit" | "nodes_unavailable" | "queue_unavailable" | "begin_time" | "array_throttle" | "other";
        /**
         * @description The task indices of a job array in Slurm's syntax (ADR 0061): indices, ranges and stepped ranges separated by commas (0-99, 1,3,5-7, 0-15:4), then optionally %N to run at most N tasks at once. Indices run from 0 to x-max-index, at most x-max-tasks tasks; a range may not run backwards and no step or limit is 0 (the gateway refuses these by the field).
         * @example 0-99%4
         */
        JobArraySpec: string;
        /** @description The tasks of a job array by status (ADR 0061); total counts them all but deleted ones. */
        JobArrayCounts: {
            total: number;
            pending: number;
            running: number;
            finished: number;
            exited: number;
            stopped: number;
            cancelled: number;
            unknown: number;
        };
        /** @description What an ended job used against what it had, as seff reports it (ADR 0058). Each efficiency is a fraction (0.47 is 47 %), null where the job had no such figure. */
        JobUsage: {
            /** @description CPU seconds of all its processes (user and system). */
            cpu_time: number;
            /** @description cpu_time over cores × run time; null when it ran no whole second. */
            cpu_efficiency: number | null;
            /** @description The largest resident memory of one of its tasks, in MiB; null when not measured. */
            memory_peak: number | null;
            /** @description The memory it had in MiB: what it asked for (per node × nodes), else what its scheduler gave it; absent when not known. */
            memory_had?: number;
            /** @description memory_peak over memory_had; null when either is not known. */
            memory_efficiency: number | null;
            /** @description The time limit that applied, in minutes: the job's own, else its queue's; null when none. */
            time_limit: number | null;
            /** @description Run time over time_limit; null without a limit. */
            time_efficiency: number | null;
            /** @description What it used under a quarter of (the hint's figures): cpu, memory, time. Only for a job that ran at least half a minute; memory and time only when the job asked for them. */
            underused: components["schemas"]["UsageKind"][];
        };
        /**
         * Job
         * @description A compute job submitted to a cluster's scheduler through the console. hpcjob_uuid is the console's id; job_id is the scheduler's.
         */
        job: {
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
            /** @description The scheduler's job id (e.g. the Slurm job id); absent until the scheduler has accepted the job. */
            job_id?: components["schemas"]["SchedulerJobId"];
            name: components["schemas"]["LabelName"];
            job_status: components["schemas"]["JobStatus"];
            /** @description The queue (scheduler partition) name. */
            queue?: components["schemas"]["ShortName"];
            hpcqueue_id?: components["schemas"]["QueueId"];
            priority?: components["schemas"]["Priority"];
            /** @description Cores asked for. */
            cores?: number;
            /** @description Memory per node in MiB; null when the job did not ask (the scheduler's default). */
            memory?: number | null;
            /** @description Wall-time limit in minutes; null when unlimited (the queue's limit applies). */
            time_limit?: number | null;
            stdout_path?: components["schemas"]["AbsolutePath"];
            stderr_path?: components["schemas"]["AbsolutePath"];
            /** @description The input file; absent when the job has none. */
            input_file?: components["schemas"]["AbsolutePath"];
            work_dir?: components["schemas"]["AbsolutePath"];
            /** @description The command line (submit_type command, or the template's). */
            cmd?: components["schemas"]["JobCommand"];
            /** @description The job script (submit_type script). */
            script_path?: components["schemas"]["AbsolutePath"];
            /** @description The exit code; null until the job has ended. */
            exit_code?: number | null;
            /** @description Elapsed run time in seconds (0 while pending). */
            run_time?: number;
            submitted_time: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description null while pending.
             */
            started_time?: string | null;
            modified_time?: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description null until the job has ended.
             */
            finished_time?: string | null;
            submit_type: components["schemas"]["SubmitType"];
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            /** @description The cluster user (account) the job runs as. */
            user?: components["schemas"]["ShortName"];
            owner?: components["schemas"]["UserId"];
            /** @description The nodes the job runs on, as the scheduler writes them (e.g. cn[001-004]); empty while pending. */
            node_list?: string;
            /** @description Why the job waits; only while it is pending. */
            pending_reason?: components["schemas"]["PendingReason"];
            /** @description When the scheduler expects the pending job to start (Slurm's backfill plan, from the running jobs' time limits); absent when it has no estimate and once the job is not pending. */
            expected_start_time?: components["schemas"]["DateTime"];
            /** @description The scheduler's own state of the job on a cluster running a real Slurm (e.g. TIMEOUT, OUT_OF_MEMORY, PENDING (Resources)), which job_status maps; absent for the simulated scheduler. */
            scheduler_state?: string;
            /** @description The task indices of a job array as asked (Slurm's syntax); absent for a single job and a task. */
            array?: components["schemas"]["JobArraySpec"];
            /** @description A job array's tasks by status; absent for a single job and a task. */
            array_counts?: components["schemas"]["JobArrayCounts"];
            /** @description The array a task belongs to; absent for a single job and an array. */
            array_of?: components["schemas"]["HpcJobUuid"];
            /** @description A task's index in its array (its SLURM_ARRAY_TASK_ID); absent for a single job and an array. */
            array_task_id?: number;
            /** @description What the job used, once it has ended and its scheduler's accounting has it (Slurm's slurmdbd; the simulator's own figures); absent until then and where the scheduler keeps no accounting. */
            usage?: components["schemas"]["JobUsage"];
        };
        ListJobsResponse: components["schemas"]["SuccessEnvelope"] & components["schemas"]["JobCounts"] & {
            job_set: components["schemas"]["job"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description The console's id of a simulation job.
         * @example sjob-3f8k2p9w
         */
        SimulationJobId: string;
        /** @description Cores of a simulation job: a simulation job runs on a single node of 56 cores. */
        SimulationCores: number;
        /**
         * SimulationJob
         * @description A job of the industrial simulation portal: one simulation software run on a single 56-core node of the platform's simulation cluster.
         */
        "simulation-job": {
            sjob_id: components["schemas"]["SimulationJobId"];
            /** @description The scheduler's job id; absent until the scheduler has accepted the job. */
            job_id?: components["schemas"]["SchedulerJobId"];
            name: components["schemas"]["LabelName"];
            job_status: components["schemas"]["JobStatus"];
            /** @description The simulation software of the catalogue. */
            hpcsw_id: components["schemas"]["SoftwareId"];
            /** @description The simulation software, e.g. Fluent, OpenFOAM, Abaqus. */
            sw_name?: string;
            sw_ver?: string;
            cores: components["schemas"]["SimulationCores"];
            /** @description Memory in MiB; null when the job did not ask (the node's memory is shared). */
            memory?: number | null;
            input_file?: components["schemas"]["AbsolutePath"];
            work_dir?: components["schemas"]["AbsolutePath"];
            cmd?: components["schemas"]["JobCommand"];
            stdout_path?: components["schemas"]["AbsolutePath"];
            stderr_path?: components["schemas"]["AbsolutePath"];
            /** @description The exit code; null until the job has ended. */
            exit_code?: number | null;
            /** @description Elapsed run time in seconds (0 while pending). */
            run_time?: number;
            submitted_time: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description null while pending.
             */
            started_time?: string | null;
            modified_time?: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description null until the job has ended.
             */
            finished_time?: string | null;
            /** @description The simulation cluster that runs the job. */
            cluster_id?: components["schemas"]["ClusterId"];
            /** @description The cluster user (account) the job runs as. */
            user?: components["schemas"]["ShortName"];
            owner?: components["schemas"]["UserId"];
            /** @description The node the job runs on; empty while pending. */
            node_list?: string;
        };
        ListSimulationJobsResponse: components["schemas"]["SuccessEnvelope"] & components["schemas"]["JobCounts"] & {
            job_set: components["schemas"]["simulation-job"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description The queue a job was submitted to, as the job detail's cluster and queue tab shows it. */
        JobQueueInfo: {
            hpcqueue_id: components["schemas"]["QueueId"];
            name: components["schemas"]["ShortName"];
            category: components["schemas"]["QueueCategory"];
            /** @description The cluster's default queue. */
            is_default?: boolean;
            node_count?: components["schemas"]["Count"];
            core_count?: components["schemas"]["Count"];
            idle_core_count?: components["schemas"]["Count"];
            running_job_count?: components["schemas"]["Count"];
            pending_job_count?: components["schemas"]["Count"];
            create_time?: components["schemas"]["DateTime"];
        };
        /**
         * @description When a job may start after another (Slurm's dependency types): after (the other has started), afterany (it has ended, however), afterok (it finished with exit code 0), afternotok (it ended otherwise: failed, timed out, cancelled).
         * @enum {string}
         */
        DependencyType: "afterok" | "afterany" | "afternotok" | "after";
        /** @description A job linked to another by a dependency, as the job page shows it: its condition, id, name and status. */
        JobLink: {
            type: components["schemas"]["DependencyType"];
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
            name: components["schemas"]["LabelName"];
            job_status: components["schemas"]["JobStatus"];
        };
        JobDetailResponse: components["schemas"]["SuccessEnvelope"] & {
            job: components["schemas"]["job"];
            /** @description The job's cluster, for the cluster and queue tab. */
            cluster?: {
                cluster_id: components["schemas"]["ClusterId"];
                cluster_name: components["schemas"]["Name"];
                cluster_type: components["schemas"]["ClusterType"];
                status: components["schemas"]["ClusterStatus"];
                scheduler?: components["schemas"]["Scheduler"];
                nas_shared_path?: string;
            };
            /** @description null when the queue has since been deleted (the console shows This queue has been deleted). */
            queue_info: components["schemas"]["JobQueueInfo"] | null;
            /** @description The jobs this job was submitted to wait for, in the order given (a deleted one is left out). */
            waits_for?: components["schemas"]["JobLink"][];
            /** @description The jobs submitted to wait for this one, newest first (deleted ones left out). */
            waited_for_by?: components["schemas"]["JobLink"][];
        };
        SimulationJobDetailResponse: components["schemas"]["SuccessEnvelope"] & {
            job: components["schemas"]["simulation-job"];
        };
        /** @description The id of a job template (temp_id) or a file template. */
        JobTemplateRef: string;
        /**
         * @description Cores of a job: up to 100 nodes of 56 cores (1 on HPC by default).
         * @example 56
         */
        JobCores: number;
        /**
         * @description Memory per node of a job in MiB, up to 1048576 (1 TiB); the scheduler's default when absent.
         * @example 65536
         */
        JobMemory: number;
        /** @description One job a submitted job waits for, and on what condition. */
        JobDependency: {
            /**
             * Starts when
             * @default afterok
             */
            type: components["schemas"]["DependencyType"];
            /** Job */
            job: components["schemas"]["HpcJobUuid"];
        };
        /**
         * @description Who is told when this job ends, besides the bell: default (the user's notification settings), in_app (the bell only), email, webhook, all (e-mail and webhook). A channel asked for needs its address or URL in the user's settings.
         * @enum {string}
         */
        JobNotify: "default" | "in_app" | "email" | "webhook" | "all";
        /**
         * Submit a job
         * @description The job submission form. submit_type command runs cmd, script runs script_path (a file made by job/createJobFile or chosen on the shared storage), template runs the job template's command.
         */
        SubmitJobForm: {
            /** Cluster */
            cluster_id: components["schemas"]["ClusterId"];
            /** Queue */
            hpcqueue_id: components["schemas"]["QueueId"];
            /** Job name */
            name: components["schemas"]["LabelName"];
            /**
             * Priority
             * @default 5
             */
            priority: components["schemas"]["Priority"];
            /**
             * Cores
             * @default 1
             */
            cores: components["schemas"]["JobCores"];
            /** Memory per node (MiB) */
            memory?: components["schemas"]["JobMemory"];
            /**
             * Time limit (minutes)
             * @description Up to 30 days; the queue's limit when omitted, except under a core-hour quota, which needs a time limit (ADR 0026).
             */
            time_limit?: components["schemas"]["JobTimeLimit"];
            /** Working directory */
            work_dir?: components["schemas"]["AbsolutePath"];
            /** Standard output file */
            stdout_path?: components["schemas"]["AbsolutePath"];
            /** Standard error file */
            stderr_path?: components["schemas"]["AbsolutePath"];
            /** Input file */
            input_file?: components["schemas"]["AbsolutePath"];
            /**
             * Submit type
             * @default command
             */
            submit_type: components["schemas"]["SubmitType"];
            /** Command line */
            cmd?: components["schemas"]["JobCommand"];
            /** Job script */
            script_path?: components["schemas"]["AbsolutePath"];
            /** Job template */
            job_template_id?: components["schemas"]["JobTemplateRef"];
            /** File template */
            file_template_id?: components["schemas"]["JobTemplateRef"];
            /**
             * Array
             * @description Run the job as an array of tasks, one per index (ADR 0061); each task reads its index in SLURM_ARRAY_TASK_ID. Every task counts against a core-hour quota.
             */
            array?: components["schemas"]["JobArraySpec"];
            /**
             * Waits for
             * @description Earlier jobs of the same cluster (the user's own, not deleted) this job starts after, each with its condition; all must hold (Slurm's dependency list joined by commas). At most 8, each job once.
             */
            dependency?: components["schemas"]["JobDependency"][];
            /**
             * When it ends, tell me
             * @default default
             */
            notify: components["schemas"]["JobNotify"];
        } & (unknown & unknown & unknown);
        SubmitJobRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SubmitJobForm"];
        SubmitJobResponse: components["schemas"]["AsyncJobResponse"] & {
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
        };
        /** @description Run again the tasks of an ended job array that did not finish. */
        RetryJobArrayRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
        };
        /** @description One quota of the signed-in user on one cluster and how much of it is taken (ADR 0026): a cluster user's allocated core-hours or storage quota, or a shared member's core-hour limit or file-system quota. Core-hours in hours; storage in bytes. */
        QuotaUsage: {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: string;
            /**
             * @description core_hours (hours) or storage (bytes).
             * @enum {string}
             */
            kind: "core_hours" | "storage";
            /**
             * @description cluster_user: the cluster user the user's jobs run as; shared_member: the user's resource limit as a shared member.
             * @enum {string}
             */
            source: "cluster_user" | "shared_member";
            /** @description The cluster account the quota belongs to. */
            account: string;
            quota: number;
            /** @description Core-hours: sum(cores × run time) of the account's jobs on the cluster; storage: the bytes used. */
            used: number;
            /** @description Core-hours the account's pending jobs (cores × time limit) and running jobs (cores × the rest of their time limit) may still take; 0 for storage. */
            reserved: number;
            /** @description quota − used − reserved; below 0 when the quota was lowered under what is taken. */
            remaining: number;
        };
        QuotaUsageResponse: components["schemas"]["SuccessEnvelope"] & {
            quota_set: components["schemas"]["QuotaUsage"][];
        };
        /**
         * @description A simulation job's log: standard output or standard error.
         * @default stdout
         * @enum {string}
         */
        SimulationLogStream: "stdout" | "stderr";
        SimulationJobLogResponse: components["schemas"]["SuccessEnvelope"] & {
            log: {
                stream: components["schemas"]["SimulationLogStream"];
                /** @description The log's path on the simulation storage (the job's stdout_path or stderr_path); null when the job has none. */
                path: string | null;
                /** @description Whether the job has written the file yet. */
                exists: boolean;
                /** @description The log's text (its last 1 MiB when truncated). */
                text: string;
                /** @description The file's size in bytes. */
                size: number;
                /** @description Whether only the end of a longer log is answered. */
                truncated: boolean;
                /** @description Whether the job still runs or waits (its log may still grow). */
                running: boolean;
            };
        };
        /**
         * Submit a simulation job
         * @description The simulation portal's submission form: one software run on a single 56-core node.
         */
        SubmitSimulationJobForm: {
            /** Job name */
            name: components["schemas"]["LabelName"];
            /** Simulation software */
            hpcsw_id: components["schemas"]["SoftwareId"];
            /**
             * Cores
             * @default 2
             */
            cores: components["schemas"]["SimulationCores"];
            /** Input file */
            input_file: components["schemas"]["AbsolutePath"];
            /** Command line */
            cmd?: components["schemas"]["JobCommand"];
        };
        SubmitSimulationJobRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SubmitSimulationJobForm"];
        SubmitSimulationJobResponse: components["schemas"]["AsyncJobResponse"] & {
            sjob_id: components["schemas"]["SimulationJobId"];
        };
        /**
         * @description A file name: 1-254 characters, no / (nor NUL), not . or ..
         * @example wrf_run.sh
         * @example 气象模拟_A.slurm
         */
        FileName: string;
        /**
         * @description The text of a job script, up to 1 MiB (1048576 characters).
         * @example #!/bin/bash
         *     #SBATCH -N 1
         *     mpirun -np 56 ./wrf.exe
         */
        ScriptContent: string;
        CreateJobFileRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            /** @description 1-254 characters, no slash. */
            file_name: components["schemas"]["FileName"];
            /** @description The script's text, up to 1 MiB. */
            content: components["schemas"]["ScriptContent"];
        };
        CreateJobFileResponse: components["schemas"]["SuccessEnvelope"] & {
            file_path: components["schemas"]["AbsolutePath"];
        };
        HpcJobUuids: components["schemas"]["HpcJobUuid"][];
        /** @description Stop, resume or delete the given jobs of one cluster. */
        JobIdsRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            job_ids: components["schemas"]["HpcJobUuids"];
        };
        SimulationJobIds: components["schemas"]["SimulationJobId"][];
        /** @description Stop or delete the given simulation jobs. */
        SimulationJobIdsRequest: components["schemas"]["RequestIdentity"] & {
            sjob_ids: components["schemas"]["SimulationJobIds"];
        };
        /**
         * @description The id of a resource an operation acted on.
         * @example ehpc-k8x2m4q1
         * @example simulation_cluster
         */
        OperationResourceId: string;
        /**
         * @description Status of an asynchronous operation in the operation log.
         * @enum {string}
         */
        OperationStatus: "pending" | "working" | "successful" | "failed";
        /**
         * @description The action of the change, as the x-action of the call that made it.
         * @example cluster/stopCluster
         */
        OperationAction: string;
        /**
         * @description Identifier of a personal access token (not secret: it is the token's visible part).
         * @example pat-4k8m2q7wx1ab
         */
        AccessTokenId: string;
        /**
         * @description What the token is for, unique among the user's live tokens.
         * @example nightly-runs
         */
        AccessTokenName: components["schemas"]["LabelName"];
        /**
         * Operation
         * @description One asynchronous change in the operation log: the job_id a change answered with, what it acted on, and how it ended.
         */
        operation: {
            job_id: components["schemas"]["OperationJobId"];
            action: components["schemas"]["OperationAction"];
            /** @description The resources the change acted on (cluster, node, queue, job ids, or simulation_cluster). */
            resource_ids: components["schemas"]["OperationResourceId"][];
            /** @description The kind of the resources, e.g. cluster, node, queue, job, user, strategy, simulation_cluster. */
            resource_type?: string;
            /** @description The resources' names at the time of the change, in the order of resource_ids. */
            resource_names?: string[];
            status: components["schemas"]["OperationStatus"];
            /** @description Why the operation failed; null unless status is failed. */
            error_message?: string | null;
            owner?: components["schemas"]["UserId"];
            /** @description The user who made the change (a sub-user or the owner). */
            user_id?: components["schemas"]["UserId"];
            /** @description The personal access token the change was made with (ADR 0063); absent when made in the console. */
            token_id?: components["schemas"]["AccessTokenId"];
            /** @description That token's name. */
            token_name?: components["schemas"]["AccessTokenName"];
            create_time: components["schemas"]["DateTime"];
            /** @description When status last changed. */
            status_time: components["schemas"]["DateTime"];
        };
        ListOperationsResponse: components["schemas"]["SuccessEnvelope"] & {
            job_set: components["schemas"]["operation"][];
            total_count: components["schemas"]["Count"];
        };
        /** @example ft-gmx2023a */
        FileTemplateId: string;
        /**
         * FileTemplate
         * @description A ready-made job script for a software (GROMACS, WRF, …) that the submit form can load and the user can edit before submitting.
         */
        "file-template": {
            file_temp_id: components["schemas"]["FileTemplateId"];
            name: components["schemas"]["LabelName"];
            /** @description The software the script runs, e.g. GROMACS or WRF. */
            software?: string;
            /** @description The software version the script was written for. */
            sw_ver?: string;
            /** @description The name the script is saved under. */
            file_name: components["schemas"]["FileName"];
            /** @description The script text. */
            content: components["schemas"]["ScriptContent"];
            description?: components["schemas"]["Description"];
            create_time: components["schemas"]["DateTime"];
            update_time?: components["schemas"]["DateTime"];
        };
        ListFileTemplatesResponse: components["schemas"]["SuccessEnvelope"] & {
            file_template_set: components["schemas"]["file-template"][];
            total_count: components["schemas"]["Count"];
        };
        /** @example jt-7c3k9m2a */
        JobTemplateId: string;
        /**
         * @description How jobs from the template run: command runs cmd, script runs script_path. A job template cannot itself be of the template type.
         * @enum {unknown}
         */
        JobTemplateSubmitType: components["schemas"]["SubmitType"];
        /**
         * JobTemplate
         * @description A saved job submission of one cluster: its default queue, resources, command and output paths. Submitting from a template pre-fills the submit form with these values.
         */
        "job-template": {
            temp_id: components["schemas"]["JobTemplateId"];
            name: components["schemas"]["LabelName"];
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            /** @description The hpcqueue_id of the default queue, as the queue list returns it. */
            hpcqueue_id?: components["schemas"]["QueueId"];
            /** @description The default queue of jobs submitted from the template. */
            queue_name: components["schemas"]["ShortName"];
            priority?: components["schemas"]["Priority"];
            cores: components["schemas"]["JobCores"];
            memory?: components["schemas"]["JobMemory"];
            time_limit?: components["schemas"]["JobTimeLimit"];
            submit_type: components["schemas"]["JobTemplateSubmitType"];
            cmd?: components["schemas"]["JobCommand"];
            /** @description The job script (submit_type script). */
            script_path?: components["schemas"]["AbsolutePath"];
            /** @description The file template the job script was made from, if any. */
            file_temp_id?: components["schemas"]["FileTemplateId"];
            work_dir?: components["schemas"]["AbsolutePath"];
            /** @description May use the scheduler's %j (job id) and %x (job name). */
            stdout_path?: components["schemas"]["AbsolutePath"];
            /** @description May use the scheduler's %j (job id) and %x (job name). */
            stderr_path?: components["schemas"]["AbsolutePath"];
            description?: components["schemas"]["Description"];
            owner?: components["schemas"]["UserId"];
            create_time: components["schemas"]["DateTime"];
            update_time?: components["schemas"]["DateTime"];
        };
        ListJobTemplatesResponse: components["schemas"]["SuccessEnvelope"] & {
            hpc_job_template_set: components["schemas"]["job-template"][];
            total_count: components["schemas"]["Count"];
        };
        GetJobTemplateResponse: components["schemas"]["SuccessEnvelope"] & {
            hpc_job_template: components["schemas"]["job-template"];
        };
        /**
         * Job template
         * @description The saved values of a job submission: submit_type command runs cmd, script runs script_path.
         */
        JobTemplateForm: {
            /** Template name */
            name: components["schemas"]["LabelName"];
            /** Cluster */
            cluster_id: components["schemas"]["ClusterId"];
            /** Default queue */
            queue_name: components["schemas"]["ShortName"];
            /** Queue id */
            hpcqueue_id?: components["schemas"]["QueueId"];
            /**
             * Priority
             * @default 5
             */
            priority: components["schemas"]["Priority"];
            /**
             * Cores
             * @default 1
             */
            cores: components["schemas"]["JobCores"];
            /** Memory per node (MiB) */
            memory?: components["schemas"]["JobMemory"];
            /** Time limit (minutes) */
            time_limit?: components["schemas"]["JobTimeLimit"];
            /** Working directory */
            work_dir?: components["schemas"]["AbsolutePath"];
            /**
             * Submit type
             * @default command
             */
            submit_type: components["schemas"]["JobTemplateSubmitType"];
            /** Command line */
            cmd?: components["schemas"]["JobCommand"];
            /** Job script */
            script_path?: components["schemas"]["AbsolutePath"];
            /** File template */
            file_temp_id?: components["schemas"]["FileTemplateId"];
            /** Standard output file */
            stdout_path?: components["schemas"]["AbsolutePath"];
            /** Standard error file */
            stderr_path?: components["schemas"]["AbsolutePath"];
            /** Description */
            description?: components["schemas"]["Description"];
        } & (unknown & unknown);
        CreateJobTemplateRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["JobTemplateForm"];
        SaveJobTemplateResponse: components["schemas"]["SuccessEnvelope"] & {
            temp_id: components["schemas"]["JobTemplateId"];
        };
        /** @description Replaces every saved value of the template: the console sends the whole form. */
        UpdateJobTemplateRequest: components["schemas"]["RequestIdentity"] & {
            temp_id: components["schemas"]["JobTemplateId"];
        } & components["schemas"]["JobTemplateForm"];
        JobTemplateIds: components["schemas"]["JobTemplateId"][];
        /** @description One template by temp_id, or several by temp_ids (not both). */
        DeleteJobTemplateRequest: components["schemas"]["RequestIdentity"] & {
            temp_id?: components["schemas"]["JobTemplateId"];
            temp_ids?: components["schemas"]["JobTemplateIds"];
        };
        DeleteJobTemplateResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The deleted templates. */
            temp_ids: components["schemas"]["JobTemplateIds"];
        };
        /** @example 42 */
        NotificationId: number;
        /**
         * @description How a job ended: finished (exit code 0), failed (a non-zero exit code), timed_out (its time limit), out_of_memory (killed for memory), cancelled (by the scheduler, or deleted while it ran), stopped (by its user; it may be resumed), unknown (it ended while the console was not following it).
         * @enum {string}
         */
        JobEnd: "finished" | "failed" | "timed_out" | "out_of_memory" | "cancelled" | "stopped" | "unknown";
        Notification: {
            id: components["schemas"]["NotificationId"];
            /** @description The console's id of the job (a compute job's hpcjob-…, a simulation job's sjob-…). */
            hpcjob_uuid: string;
            /** @enum {string} */
            portal: "hpc" | "ispf";
            zone?: components["schemas"]["Zone"];
            job_name: string;
            ended_as: components["schemas"]["JobEnd"];
            exit_code?: number;
            ended_at: components["schemas"]["DateTime"];
            created_at: components["schemas"]["DateTime"];
            read: boolean;
        };
        ListNotificationsResponse: components["schemas"]["SuccessEnvelope"] & {
            notification_set: components["schemas"]["Notification"][];
            total_count: components["schemas"]["Count"];
            unread_count: components["schemas"]["Count"];
        };
        NotificationIds: components["schemas"]["NotificationId"][];
        /** @description Some notifications by id, or all of the user's (all: true); not both. */
        MarkNotificationsReadRequest: components["schemas"]["RequestIdentity"] & {
            ids?: components["schemas"]["NotificationIds"];
            /** @constant */
            all?: true;
        };
        MarkNotificationsReadResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description How many were unread and are now read. */
            marked: components["schemas"]["Count"];
            unread_count: components["schemas"]["Count"];
        };
        /** Format: email */
        Email: string;
        /**
         * Format: uri
         * @description An http or https URL without user info; loopback, link-local and unspecified hosts are refused unless the gateway allows loopback (ADR 0059).
         * @example https://hooks.example.com/hpc
         */
        WebhookUrl: string;
        NotificationSettings: {
            email_enabled: boolean;
            email?: components["schemas"]["Email"];
            webhook_enabled: boolean;
            webhook_url?: components["schemas"]["WebhookUrl"];
            /** @description Whether a webhook secret is kept (it is never read back). */
            webhook_secret_set: boolean;
            /** @description Whether the gateway has an SMTP server to send e-mail with. */
            email_available: boolean;
        };
        GetNotificationSettingsResponse: components["schemas"]["SuccessEnvelope"] & {
            settings: components["schemas"]["NotificationSettings"];
        };
        /** @description The key of the HMAC-SHA256 signature: 16 to 128 visible ASCII characters. */
        WebhookSecret: string;
        /**
         * Notification settings
         * @description In-app notifications are always on. email is required when email_enabled, webhook_url when webhook_enabled; a webhook needs a secret: the one given, one kept from before, or a new one (new_secret).
         */
        NotificationSettingsForm: {
            /** E-mail when a job ends */
            email_enabled: boolean;
            /** E-mail address */
            email?: components["schemas"]["Email"];
            /** Webhook when a job ends */
            webhook_enabled: boolean;
            /** Webhook URL */
            webhook_url?: components["schemas"]["WebhookUrl"];
            /** Webhook secret */
            webhook_secret?: components["schemas"]["WebhookSecret"];
            /** Generate a new secret */
            new_secret?: boolean;
        };
        UpdateNotificationSettingsRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["NotificationSettingsForm"];
        UpdateNotificationSettingsResponse: components["schemas"]["SuccessEnvelope"] & {
            settings: components["schemas"]["NotificationSettings"];
            /** @description The secret given or generated by this change, answered this once. */
            webhook_secret?: components["schemas"]["WebhookSecret"];
        };
        DeliveryAttempt: {
            attempt: number;
            at: components["schemas"]["DateTime"];
            /** @description The receiver's HTTP status (a webhook). */
            http_status?: number;
            /** @description Why the attempt failed when there was no answer, or the SMTP server's. */
            error?: string;
            /** @description When it is tried again; absent after the last. */
            next_attempt_at?: components["schemas"]["DateTime"];
        };
        NotificationDelivery: {
            id: components["schemas"]["NotificationId"];
            notification_id: components["schemas"]["NotificationId"];
            /** @enum {string} */
            channel: "email" | "webhook";
            /** @description The address or URL it goes to. */
            target: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
            /** @description The job it tells of (a compute job's hpcjob-…, a simulation job's sjob-…). */
            hpcjob_uuid: string;
            /** @enum {string} */
            portal: "hpc" | "ispf";
            zone?: components["schemas"]["Zone"];
            job_name: string;
            ended_as: components["schemas"]["JobEnd"];
            created_at: components["schemas"]["DateTime"];
            /** @description When a pending delivery is tried next. */
            next_attempt_at?: components["schemas"]["DateTime"];
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        ListNotificationDeliveriesResponse: components["schemas"]["SuccessEnvelope"] & {
            delivery_set: components["schemas"]["NotificationDelivery"][];
            total_count: components["schemas"]["Count"];
        };
        SoftwareClassId: string;
        /**
         * @description 1 collected (marked) by the user, 0 not.
         * @enum {integer}
         */
        SoftwareMark: 0 | 1;
        SoftwareName: string;
        SoftwareVersion: string;
        /**
         * @description free is installed without approval; commercial (application software) requires an administrator's approval.
         * @enum {string}
         */
        SoftwareLicense: "free" | "commercial";
        /** @enum {string} */
        ApprovalStatus: "new" | "rejected" | "passed" | "pending";
        /**
         * @description 1 for a graphics application run as a remote app (graphics service), 0 for command-line software.
         * @enum {integer}
         */
        SoftwareIsGraphics: 0 | 1;
        /**
         * Software
         * @description A cluster software package of the catalogue (hpcsw_set). Free software is installed on request; commercial (application) software needs an administrator's approval per cluster (apply_status). mark is the user's collected flag.
         */
        software: {
            hpcsw_id: components["schemas"]["SoftwareId"];
            sw_name: components["schemas"]["SoftwareName"];
            sw_ver: components["schemas"]["SoftwareVersion"];
            class_id: components["schemas"]["SoftwareClassId"];
            /** @description Name of the class in the request's language. */
            class_name?: string;
            mark: components["schemas"]["SoftwareMark"];
            description?: components["schemas"]["Description"];
            vendor?: string;
            license?: components["schemas"]["SoftwareLicense"];
            /** @description The user's application for this software (on the queried cluster when cluster_id was given); null when never applied. */
            apply_status?: components["schemas"]["ApprovalStatus"] | null;
            is_graphics?: components["schemas"]["SoftwareIsGraphics"];
            create_time: components["schemas"]["DateTime"];
        };
        ListSoftwareResponse: components["schemas"]["SuccessEnvelope"] & {
            hpcsw_set: components["schemas"]["software"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * Apply for software
         * @description The application for a commercial software package on a cluster; an administrator passes or rejects it.
         */
        ApplySoftwareForm: {
            /** Software */
            hpcsw_id: components["schemas"]["SoftwareId"];
            /** Cluster */
            cluster_id: components["schemas"]["ClusterId"];
            /** Reason */
            reason: string;
        };
        ApplySoftwareRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["ApplySoftwareForm"];
        ApplySoftwareResponse: components["schemas"]["SuccessEnvelope"] & {
            hpcsw_id: components["schemas"]["SoftwareId"];
            cluster_id: components["schemas"]["ClusterId"];
            /**
             * @description A new application always waits for the administrator.
             * @constant
             */
            apply_status: components["schemas"]["ApprovalStatus"];
        };
        /** @description Identifier of a software application (apply_id). */
        SoftwareApplicationId: string;
        /** @description Why the software is needed. */
        SoftwareApplicationReason: string;
        /** @description Why an application is rejected, in the zone administrator's words (not only spaces). */
        SoftwareRejectReason: string;
        /**
         * SoftwareApplication
         * @description An application for a commercial software package on a cluster (software/apply): who applied, why, and the zone administrator's decision (status pending, then passed or rejected).
         */
        "software-application": {
            apply_id: components["schemas"]["SoftwareApplicationId"];
            hpcsw_id: components["schemas"]["SoftwareId"];
            sw_name: components["schemas"]["SoftwareName"];
            sw_ver: components["schemas"]["SoftwareVersion"];
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            zone: components["schemas"]["Zone"];
            /** @description The user who applied. */
            user_id: components["schemas"]["UserId"];
            /** @description The applicant's display name. */
            user_name?: string;
            /** @description The account the cluster belongs to. */
            owner?: components["schemas"]["UserId"];
            reason: components["schemas"]["SoftwareApplicationReason"];
            status: components["schemas"]["ApprovalStatus"];
            create_time: components["schemas"]["DateTime"];
            /** @description When the status last changed (the decision's time once passed or rejected). */
            status_time: components["schemas"]["DateTime"];
            /** @description Why the zone administrator rejected the application (present once rejected). */
            reject_reason?: components["schemas"]["SoftwareRejectReason"];
        };
        ListSoftwareApplicationsResponse: components["schemas"]["SuccessEnvelope"] & {
            apply_set: components["schemas"]["software-application"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description The zone administrator's decision on a pending application.
         * @enum {string}
         */
        SoftwareReviewStatus: "passed" | "rejected";
        ReviewSoftwareApplicationRequest: components["schemas"]["RequestIdentity"] & {
            apply_id: components["schemas"]["SoftwareApplicationId"];
            /** @description passed approves the application, rejected refuses it. */
            status: components["schemas"]["SoftwareReviewStatus"];
            /**
             * Reason for rejecting
             * @description Why the application is rejected, shown to the applicant; required when rejecting, not sent when approving.
             */
            reject_reason?: components["schemas"]["SoftwareRejectReason"];
        };
        ReviewSoftwareApplicationResponse: components["schemas"]["SuccessEnvelope"] & {
            apply_id: components["schemas"]["SoftwareApplicationId"];
            hpcsw_id: components["schemas"]["SoftwareId"];
            cluster_id: components["schemas"]["ClusterId"];
            status: components["schemas"]["SoftwareReviewStatus"];
        };
        MarkSoftwareRequest: components["schemas"]["RequestIdentity"] & {
            hpcsw_id: components["schemas"]["SoftwareId"];
            /** @description 1 collects the software, 0 removes it from the collection. */
            mark: components["schemas"]["SoftwareMark"];
        };
        MarkSoftwareResponse: components["schemas"]["SuccessEnvelope"] & {
            hpcsw_id: components["schemas"]["SoftwareId"];
            mark: components["schemas"]["SoftwareMark"];
        };
        /**
         * SoftwareClass
         * @description A class of the software catalogue (sw_class_set), e.g. fluid dynamics or molecular dynamics.
         */
        "software-class": {
            class_id: components["schemas"]["SoftwareClassId"];
            /** @description Chinese name. */
            name: string;
            /** @description English name. */
            name_en?: string;
            software_count: components["schemas"]["Count"];
        };
        ListSoftwareClassesResponse: components["schemas"]["SuccessEnvelope"] & {
            sw_class_set: components["schemas"]["software-class"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * GraphicsApp
         * @description A graphics application (graphics_list) the user can open as a remote app on a cluster, with the NAS mount point its session works in.
         */
        "graphics-app": {
            hpcsw_id: components["schemas"]["SoftwareId"];
            app_name: components["schemas"]["SoftwareName"];
            sw_ver: components["schemas"]["SoftwareVersion"];
            /**
             * Format: uri-reference
             * @description URL of the application's icon; a relative reference (static/icons/…) resolves against the console's base path, where the gateway serves the demo icons.
             */
            icon?: string;
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            /** @description The NAS mount point (export) of the cluster that the remote-app session mounts as its working directory. */
            nas_mount_point: components["schemas"]["NasOrS2Id"];
        };
        ListGraphicsResponse: components["schemas"]["SuccessEnvelope"] & {
            graphics_list: components["schemas"]["graphics-app"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description Identifier of a graphics session.
         * @example gs-4k8m2q7w
         */
        GraphicsSessionId: string;
        RemoteAppLinkResponse: components["schemas"]["SuccessEnvelope"] & {
            /**
             * Format: uri
             * @description The address of the session's page in the console (HPC_PUBLIC_URL and the console's path), where its display opens.
             */
            link: string;
            /** @description The graphics session the link opens (ADR 0062). */
            session_id?: components["schemas"]["GraphicsSessionId"];
            /** @description The link cannot be opened after this time. */
            expire_time: components["schemas"]["DateTime"];
        };
        /**
         * Open a graphics application
         * @description Starts a graphics application as a job on a node of the cluster: the queue it waits in, the cores it takes and how long it may run.
         */
        OpenGraphicsSessionForm: {
            /** Application */
            hpcsw_id: components["schemas"]["SoftwareId"];
            /** Cluster */
            cluster_id: components["schemas"]["ClusterId"];
            /** Queue */
            hpcqueue_id: components["schemas"]["QueueId"];
            /**
             * Cores
             * @default 1
             */
            cores: components["schemas"]["JobCores"];
            /**
             * Time limit (minutes)
             * @default 60
             */
            time_limit: components["schemas"]["JobTimeLimit"];
        };
        OpenGraphicsSessionRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["OpenGraphicsSessionForm"];
        /**
         * @description queued: its job waits (pending_reason says why); starting: its job runs and the display is not up yet; running: the display can be opened; ended: end_reason says why.
         * @enum {string}
         */
        GraphicsSessionStatus: "queued" | "starting" | "running" | "ended";
        /**
         * @description Why a session ended: time_limit (its job's time limit passed), ended_by_user, app_exited (the application was closed), failed (the display or the application could not start: end_message says what), not_started (its job was refused or removed before it ran).
         * @enum {string}
         */
        GraphicsEndReason: "time_limit" | "ended_by_user" | "app_exited" | "failed" | "not_started";
        RemoteAppLogId: string;
        /** @description One graphics session as its user sees it. */
        GraphicsSession: {
            session_id: components["schemas"]["GraphicsSessionId"];
            hpcsw_id: components["schemas"]["SoftwareId"];
            app_name: components["schemas"]["SoftwareName"];
            sw_ver?: components["schemas"]["SoftwareVersion"];
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            /** @description The job the session runs as. */
            hpcjob_uuid: components["schemas"]["HpcJobUuid"];
            /** @description The scheduler's id of the session's job, once it has one. */
            job_id?: string;
            queue_name?: string;
            user_id: components["schemas"]["UserId"];
            iamuser_name?: components["schemas"]["IamUserName"];
            status: components["schemas"]["GraphicsSessionStatus"];
            /** @description While queued: why its job waits. */
            pending_reason?: components["schemas"]["PendingReason"];
            /** @description The node it runs on, once started. */
            node?: string;
            cores: components["schemas"]["JobCores"];
            /** @description Minutes the session may run. */
            time_limit: components["schemas"]["JobTimeLimit"];
            /** @description While starting or running: seconds until its time limit. */
            time_left?: number;
            /** @description Whether the session draws a display the browser can open (false on a simulated cluster). */
            display: boolean;
            create_time: components["schemas"]["DateTime"];
            start_time?: components["schemas"]["DateTime"];
            end_time?: components["schemas"]["DateTime"];
            end_reason?: components["schemas"]["GraphicsEndReason"];
            /** @description With failed: what went wrong, in the scheduler's or the session's own words. */
            end_message?: string;
            /** @description Its remote-app usage record, once it started. */
            log_id?: components["schemas"]["RemoteAppLogId"];
            /** @description The reader may end it now (its user, while it is not ended). */
            may_end: boolean;
            /** @description The reader may give it more time now (its user, while it is queued, starting or running). */
            may_extend: boolean;
        };
        GraphicsSessionResponse: components["schemas"]["SuccessEnvelope"] & {
            graphics_session: components["schemas"]["GraphicsSession"];
        };
        /**
         * @description live: queued, starting and running sessions; ended: the ended ones; all: both.
         * @enum {string}
         */
        GraphicsStatusFilter: "live" | "ended" | "all";
        ListGraphicsSessionsResponse: components["schemas"]["SuccessEnvelope"] & {
            graphics_session_set: components["schemas"]["GraphicsSession"][];
            total_count: components["schemas"]["Count"];
        };
        GraphicsSessionRequest: components["schemas"]["RequestIdentity"] & {
            session_id: components["schemas"]["GraphicsSessionId"];
        };
        ExtendGraphicsSessionRequest: components["schemas"]["RequestIdentity"] & {
            session_id: components["schemas"]["GraphicsSessionId"];
            /** More minutes */
            extra_minutes: components["schemas"]["ExtraMinutes"];
        };
        /** @enum {string} */
        PaidTypeName: "PayForUsed" | "Reserved";
        /** @enum {string} */
        BillingResourceType: "node" | "queue" | "storage";
        /** @description Id of a charged resource: a cluster (hpc-…, ehpc-…), a node, a queue, a NAS mount point or a remote app (hpcsw-…). */
        BillingResourceId: string;
        /** @description A reserved (monthly) or pay-for-used (hourly) resource of a cluster. A duration greater than 0 means the monthly (Reserved) charge mode, 0 the elastic (PayForUsed) one. */
        PrivateResourceInfo: {
            resource_id: components["schemas"]["BillingResourceId"];
            resource_type: components["schemas"]["BillingResourceType"];
            name: string;
            /** @description The node role; null for queues and storage. */
            role?: components["schemas"]["NodeRole"] | null;
            /** @description Cores per node. */
            cpu?: number;
            /** @description Memory per node in MiB. */
            memory?: number;
            /** @description Storage in bytes, for a storage resource. */
            storage?: number;
            count: components["schemas"]["Count"];
            paid_type: components["schemas"]["PaidType"];
            duration: components["schemas"]["Duration"];
            /** @description Price per node (or queue, or storage unit) per month when Reserved, per hour when PayForUsed. */
            unit_price: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            start_time: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description End of the paid period of a Reserved resource; null for PayForUsed.
             */
            expire_time?: string | null;
            auto_renewal?: components["schemas"]["AutoRenewal"];
        };
        PrivateResourceInfoResponse: components["schemas"]["SuccessEnvelope"] & {
            resource_info_set: components["schemas"]["PrivateResourceInfo"][];
            /** @description Sum of unit_price × count over every matching resource (not only this page): per month when Reserved, per hour when PayForUsed. */
            total_cost: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            total_count: components["schemas"]["Count"];
        };
        /** @description What the user consumed of a shared (HPC) cluster's resources over the period. Statistics are refreshed every 5 minutes. */
        ShareResourceAmount: {
            cluster_id: components["schemas"]["ClusterId"];
            /** @description Core-hours used (2 decimals). */
            used_core_hours: number;
            /** @description Core-hours allocated to the user; null when unlimited. */
            allocated_core_hours?: number | null;
            /** @description Storage used, in bytes. */
            used_storage: number;
            cost: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            /** @description Start of the period (the current month). */
            start_time?: components["schemas"]["DateTime"];
            /** @description When the statistics were last refreshed. */
            update_time?: components["schemas"]["DateTime"];
        };
        ShareResourceInfoResponse: components["schemas"]["SuccessEnvelope"] & {
            share_resource_info: components["schemas"]["ShareResourceAmount"];
        };
        /**
         * Bill
         * @description One bill line (bill_info_set) of a cluster resource or a remote app over a period: what was charged, in which charge mode, and the core-hours it covers.
         */
        bill: {
            bill_id: string;
            resource_id: components["schemas"]["BillingResourceId"];
            resource_name?: string;
            /** @description The charge mode: Reserved (monthly, duration greater than 0) or PayForUsed (elastic, hourly). */
            charge_type: components["schemas"]["PaidTypeName"];
            amount: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            /** @description Core-hours the line covers (2 decimals); absent for storage and monthly lines. */
            core_hours?: number;
            start_time: components["schemas"]["DateTime"];
            end_time: components["schemas"]["DateTime"];
        };
        /** @description One page of bill lines, the total of every matching line and their count. */
        BillInfoListResponse: components["schemas"]["SuccessEnvelope"] & {
            bill_info_set: components["schemas"]["bill"][];
            /** @description Sum of amount over every matching line (not only this page). */
            total_sum: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            total_count: components["schemas"]["Count"];
        };
        /** @description The period charged: a count and a unit, h hours, m months, y years (1h is an hourly PayForUsed charge, 1m a monthly Reserved one). */
        ChargeDuration: string;
        /**
         * ChargeRecord
         * @description One deduction from the account's balance for a resource (charge_record_set).
         */
        "charge-record": {
            charge_record_id: string;
            resource_id: components["schemas"]["BillingResourceId"];
            resource_name?: string;
            /** @description The amount actually deducted, after discounts and coupons. */
            total_sum: components["schemas"]["Price"];
            /** @description The list-price fee of the period before discounts. */
            fee?: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            duration?: components["schemas"]["ChargeDuration"];
            charge_time: components["schemas"]["DateTime"];
            remarks?: string;
        };
        ChargeRecordsResponse: components["schemas"]["SuccessEnvelope"] & {
            charge_record_set: components["schemas"]["charge-record"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description An amount in the account's currency with up to 4 decimals; negative when the account is in arrears. */
        SignedAmount: number;
        /** @description The account's balance: total_sum = available + frozen. */
        AccountBalance: {
            total_sum: components["schemas"]["SignedAmount"];
            currency: components["schemas"]["Currency"];
            /** @description What can be spent; negative in arrears. */
            available: components["schemas"]["SignedAmount"];
            /** @description Held for Reserved purchases and pending charges. */
            frozen: components["schemas"]["Price"];
        };
        BalanceResponse: components["schemas"]["SuccessEnvelope"] & {
            balance: components["schemas"]["AccountBalance"];
        };
        /** @description What a resource owes. A resource in arrears is suspended; it is resumed after a recharge. */
        ArrearsInfo: {
            resource_id: components["schemas"]["BillingResourceId"];
            resource_name?: string;
            /** @description The amount owed. */
            amount: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            /** @description When the resource went into arrears. */
            since: components["schemas"]["DateTime"];
        };
        ArrearsInfosResponse: components["schemas"]["SuccessEnvelope"] & {
            arrears_info_set: components["schemas"]["ArrearsInfo"][];
            /** @description Total owed over every resource in arrears; 0 when none. */
            total_sum: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description The product priced; privated_queue (the default) is a private queue.
         * @default privated_queue
         */
        CostProductName: string;
        /**
         * @description hour for a PayForUsed price, month for a Reserved one.
         * @enum {string}
         */
        CostUnit: "hour" | "month";
        BillingCostResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The price of one queue of the type: per hour when PayForUsed, for the whole duration when Reserved. */
            cost: components["schemas"]["Price"];
            currency: components["schemas"]["Currency"];
            unit: components["schemas"]["CostUnit"];
            /** @description The months priced when Reserved, 0 when PayForUsed. */
            duration?: components["schemas"]["Duration"];
        };
        /** @enum {string} */
        RemoteAppState: "running" | "stopped";
        /**
         * RemoteAppLog
         * @description One usage record of a remote graphics application (remoteapp_log_set_set): who ran which app on which cluster, for how long and at what cost.
         */
        "remote-app-log": {
            log_id: components["schemas"]["RemoteAppLogId"];
            hpcsw_id?: components["schemas"]["SoftwareId"];
            app_name: components["schemas"]["SoftwareName"];
            user: components["schemas"]["UserId"];
            /** @description The user's name, where the user still exists. */
            user_name?: string;
            iamuser_name?: components["schemas"]["IamUserName"];
            cluster_id: components["schemas"]["ClusterId"];
            /** @description The cluster's name, where the cluster still exists. */
            cluster_name?: components["schemas"]["Name"];
            app_state: components["schemas"]["RemoteAppState"];
            start_time: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description null while the app is running.
             */
            end_time?: string | null;
            /** @description Seconds the app has run (until now while running). */
            duration: number;
            cost?: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
        };
        ListRemoteAppLogsResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The spec's name, kept as is. */
            remoteapp_log_set_set: components["schemas"]["remote-app-log"][];
            total_count: components["schemas"]["Count"];
        };
        /** @example prj-k3m9x2q7 */
        ProjectId: string;
        /** @description The display name of a cloud account user (any script). */
        AccountUserName: string;
        /** @description The account behind a project member. */
        ProjectMemberUser: {
            user_id: components["schemas"]["UserId"];
            user_name?: components["schemas"]["AccountUserName"];
            email?: components["schemas"]["Email"];
        };
        /**
         * @description The role of a member in a project; sub-accounts are added as member.
         * @enum {string}
         */
        ProjectRoleType: "member";
        /** @description A member of a project: the account, its role type, its permission on the project's clusters and its shared role. */
        ProjectMember: {
            member_user: components["schemas"]["ProjectMemberUser"];
            role_type: components["schemas"]["ProjectRoleType"];
            permission: components["schemas"]["SharedPermission"];
            shared_role?: components["schemas"]["SharedRole"];
            create_time: components["schemas"]["DateTime"];
        };
        ListProjectMembersResponse: components["schemas"]["SuccessEnvelope"] & {
            member_set: components["schemas"]["ProjectMember"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description An account to add, identified by exactly one of user_id and email. */
        NewProjectMember: {
            user_id?: components["schemas"]["UserId"];
            email?: components["schemas"]["Email"];
            /** @default readonly */
            permission: components["schemas"]["SharedPermission"];
            /** @default member */
            role_type: components["schemas"]["ProjectRoleType"];
        };
        CreateProjectRequest: components["schemas"]["RequestIdentity"] & {
            name: components["schemas"]["LabelName"];
            /** @description The first cluster the project shares. */
            cluster_id: components["schemas"]["ClusterId"];
            /** @description The first members, added in the same change: the project is created with all of them or not at all (a refused member refuses the whole request and leaves no project behind). */
            members?: components["schemas"]["NewProjectMember"][];
        };
        CreateProjectResponse: components["schemas"]["AsyncJobResponse"] & {
            project_id: components["schemas"]["ProjectId"];
        };
        DestroyProjectRequest: components["schemas"]["RequestIdentity"] & {
            project_id: components["schemas"]["ProjectId"];
        };
        AddProjectResourceRequest: components["schemas"]["RequestIdentity"] & {
            project_id: components["schemas"]["ProjectId"];
            /** @description Clusters to share in the project. */
            resource_ids: components["schemas"]["ClusterIds"];
        };
        AddProjectMemberRequest: components["schemas"]["RequestIdentity"] & {
            project_id: components["schemas"]["ProjectId"];
            members: components["schemas"]["NewProjectMember"][];
        };
        ProjectUserIds: components["schemas"]["UserId"][];
        DeleteProjectMemberRequest: components["schemas"]["RequestIdentity"] & {
            project_id: components["schemas"]["ProjectId"];
            user_ids: components["schemas"]["ProjectUserIds"];
        };
        /**
         * Project
         * @description A project shares clusters of its owner (resource_ids) with its members, the owner's sub-accounts. The console makes one project per shared cluster.
         */
        project: {
            project_id: components["schemas"]["ProjectId"];
            name: components["schemas"]["LabelName"];
            owner: components["schemas"]["UserId"];
            /** @description The clusters shared by the project. */
            resource_ids: components["schemas"]["ClusterId"][];
            member_count?: components["schemas"]["Count"];
            create_time: components["schemas"]["DateTime"];
        };
        ListProjectsResponse: components["schemas"]["SuccessEnvelope"] & {
            project_set: components["schemas"]["project"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description The initial password generated when the sub-user's HPC permission was opened (3 uppercase letters, 3 lowercase letters, 3 digits and 2 of ! @ # % $ ^ & *). Shown once; null afterwards and for sub-users not yet authorised. */
        SubUserInitialPassword: string | null;
        /** @description The sub-user's HPC permission. */
        SubUserPermission: {
            status: components["schemas"]["PermissionStatus"];
            password?: components["schemas"]["SubUserInitialPassword"];
        };
        /**
         * SubUser
         * @description A sub-account (user_type 1) of the signed-in owner, with its HPC permission. A sub-user is HPC-authorised when permission.status is enable; only authorised sub-users can be shared into a project.
         */
        "sub-user": {
            user_id: components["schemas"]["UserId"];
            user_name: components["schemas"]["AccountUserName"];
            email?: components["schemas"]["Email"];
            permission: components["schemas"]["SubUserPermission"];
            create_time?: components["schemas"]["DateTime"];
        };
        ListSubUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            sub_user_set: components["schemas"]["sub-user"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description A sub-account's password: 11-30 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ # % $ ^ & *; no other characters (the console generates 3 uppercase, 3 lowercase, 3 digits and 2 symbols). */
        SubUserPassword: string & (unknown & unknown & unknown & unknown & unknown);
        CreateSubUserRequest: components["schemas"]["RequestIdentity"] & {
            user_name: components["schemas"]["AccountUserName"];
            /** @description The address the sub-account signs in with. */
            email: components["schemas"]["Email"];
            password: components["schemas"]["SubUserPassword"];
        };
        SubUserResponse: components["schemas"]["SuccessEnvelope"] & {
            sub_user: components["schemas"]["sub-user"];
        };
        EnableSubUserPermissionRequest: components["schemas"]["RequestIdentity"] & {
            /** @description The owner's sub-account to open HPC for. */
            sub_user_id: components["schemas"]["UserId"];
        };
        /** @description A name the owner's users sign in with. */
        LoginAccountName: string;
        /**
         * @description 1 is a sub-user (sub-account).
         * @enum {integer}
         */
        UserType: 0 | 1;
        /** @description A user who signs in with one of the owner's login accounts. */
        LoginAccountUser: {
            login_account: components["schemas"]["LoginAccountName"];
            user_id: components["schemas"]["UserId"];
            user_name?: components["schemas"]["AccountUserName"];
            email?: components["schemas"]["Email"];
            user_type?: components["schemas"]["UserType"];
            is_ldap: boolean;
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeLoginAccountUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            login_account_user_set: components["schemas"]["LoginAccountUser"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description Status of a cloud account: active, disabled by its owner or an administrator, or deleted.
         * @enum {string}
         */
        AccountUserStatus: "active" | "disabled" | "deleted";
        /** @description A login account of the owner. is_ldap tells whether it is an LDAP login account; it is always false on public cloud. */
        LoginAccount: {
            login_account: components["schemas"]["LoginAccountName"];
            owner: components["schemas"]["UserId"];
            is_ldap: boolean;
            user_count?: components["schemas"]["Count"];
            status?: components["schemas"]["AccountUserStatus"];
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeLoginAccountsResponse: components["schemas"]["SuccessEnvelope"] & {
            login_account_set: components["schemas"]["LoginAccount"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description A cloud account identified by its user id or its e-mail address. */
        AccountLookupKey: components["schemas"]["UserId"] | components["schemas"]["Email"];
        /** @enum {string} */
        UserRole: "user" | "partner" | "agent" | "zone_admin" | "console_admin" | "global_admin" | "ticket_mgr";
        /** @enum {string} */
        VerifyStatus: "PASSED" | "NEW" | "PENDING" | "REJECTED";
        /**
         * AccountUser
         * @description A user of the cloud account system as DescribeUsers answers it: the owner, one of the owner's sub-users (user_type 1), or another account looked up by id or e-mail before it is shared into a project.
         */
        "account-user": {
            user_id: components["schemas"]["UserId"];
            user_name: components["schemas"]["AccountUserName"];
            email?: components["schemas"]["Email"];
            role: components["schemas"]["UserRole"];
            user_type: components["schemas"]["UserType"];
            status: components["schemas"]["AccountUserStatus"];
            /** @description The parent account of a sub-user; the user itself otherwise. */
            root_user_id?: components["schemas"]["UserId"];
            verify_status?: components["schemas"]["VerifyStatus"];
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            user_set: components["schemas"]["account-user"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description Identifier of an IAM user of the account.
         * @example iamu-7hq2m4x1
         */
        IamUserId: string;
        /** @enum {string} */
        IamUserStatus: "active" | "disabled";
        /** @description An IAM user of the owner's account. */
        IamUserInfo: {
            iam_user_id: components["schemas"]["IamUserId"];
            iamuser_name: components["schemas"]["IamUserName"];
            email?: components["schemas"]["Email"];
            status: components["schemas"]["IamUserStatus"];
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeIamUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            iam_user_set: components["schemas"]["IamUserInfo"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description creating and deleting while the account is set up on or removed from the clusters; active members can sign in and submit jobs, disabled ones cannot.
         * @enum {string}
         */
        SharedUserStatus: "creating" | "active" | "disabled" | "deleting";
        /**
         * @description r read-only, rw read-write.
         * @enum {string}
         */
        SharedFacl: "r" | "rw";
        /** @description Access of the member to one folder of the cluster's shared file system. */
        SharedFileSystemAcl: {
            facl: components["schemas"]["SharedFacl"];
            /** @description A folder under the cluster's shared path, starting with /. */
            sub_path: components["schemas"]["ClusterFolderPath"];
        };
        /** @description A member's resources on one cluster: queue, partition, folders, file-system quota (bytes) and the scheduler's association limit grp_tres_mins.cpu (core-minutes). resource_usage has the same shape with the amounts used. */
        SharedResourceLimit: {
            queue?: components["schemas"]["ShortName"];
            queue_type?: components["schemas"]["QueueTypeId"];
            file_system_acl?: components["schemas"]["SharedFileSystemAcl"][];
            /** @description Bytes. */
            file_system_quota?: components["schemas"]["Count"];
            partition?: components["schemas"]["ShortName"];
            user_assoc_resource_limit?: {
                grp_tres_mins?: {
                    /** @description Core-minutes (core-hours × 60). */
                    cpu?: components["schemas"]["Count"];
                };
            };
        };
        /** @example shu-a8c3e5g7 */
        SharedUserId: string;
        /** @description One cluster the member is shared into, with the member's limit and usage there; resource_limit is absent until a limit is added. */
        SharedUserCluster: {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            resource_limit?: components["schemas"]["SharedResourceLimit"];
            resource_usage?: components["schemas"]["SharedResourceLimit"];
        };
        /**
         * SharedUser
         * @description A member of the owner's shared clusters: an IAM user with an account (username, uid, gid) on one or more clusters, and per cluster its resource limit and usage. CPU time is in seconds, file-system quotas in bytes.
         */
        "shared-user": {
            shared_user_id: components["schemas"]["SharedUserId"];
            iam_user_id: components["schemas"]["IamUserId"];
            /** @description The member's account name on the clusters. */
            username: components["schemas"]["ShortName"];
            email?: components["schemas"]["Email"];
            permission?: components["schemas"]["SharedPermission"];
            /** @description Seconds of CPU time used, summed over the clusters. */
            used_cpu_time?: components["schemas"]["Count"];
            /** @description Seconds of CPU time allocated, summed over the clusters. */
            allocated_cpu_time?: components["schemas"]["Count"];
            /** @description Bytes used on the shared file systems. */
            used_file_system_quota?: components["schemas"]["Count"];
            /** @description Bytes allocated on the shared file systems. */
            allocated_file_system_quota?: components["schemas"]["Count"];
            status: components["schemas"]["SharedUserStatus"];
            /** @description POSIX user id on the clusters. */
            uid?: number;
            /** @description POSIX group id on the clusters. */
            gid?: number;
            owner: components["schemas"]["UserId"];
            clusters: components["schemas"]["SharedUserCluster"][];
            create_time?: components["schemas"]["DateTime"];
        };
        ListSharedUsersResponse: components["schemas"]["SuccessEnvelope"] & {
            shared_user_set: components["schemas"]["shared-user"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * SharedClusterStats
         * @description Statistics of one cluster the owner shares: its shared members, their jobs and the cluster's nodes (updated every 5 minutes).
         */
        "shared-cluster-stats": {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            shared_user_count: components["schemas"]["Count"];
            /** @description Jobs of the shared members on the cluster. */
            jobs: {
                pending_count: components["schemas"]["Count"];
                running_count: components["schemas"]["Count"];
                running_cpu_core_count: components["schemas"]["Count"];
            };
            /** @description Compute nodes of the cluster. */
            nodes: {
                idle_count: components["schemas"]["Count"];
                total_count: components["schemas"]["Count"];
            };
        };
        ListSharedClustersResponse: components["schemas"]["SuccessEnvelope"] & {
            shared_cluster_set: components["schemas"]["shared-cluster-stats"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description A shared member on one cluster. */
        SharedUserTarget: {
            cluster_id: components["schemas"]["ClusterId"];
            shared_user_id: components["schemas"]["SharedUserId"];
        };
        /** @description Allocated core-hours of a shared member: 1000-100000. */
        SharedCoreHours: number;
        /**
         * Resource limit
         * @description The resources a shared member may use on one cluster. allocated_core_hours becomes the scheduler limit grp_tres_mins.cpu (core-hours × 60) and allocated_cpu_time (core-hours × 3600 seconds); file_system_quota_gb becomes file_system_quota in bytes (× 1073741824).
         */
        SharedUserQuotaForm: {
            /** Allocated core-hours */
            allocated_core_hours: components["schemas"]["SharedCoreHours"];
            /** Storage quota (GB) */
            file_system_quota_gb: number;
            /** Queue */
            queue?: components["schemas"]["ShortName"];
            /** Partition */
            partition?: components["schemas"]["ShortName"];
            /** Accessible folders */
            file_system_acl?: {
                /** Folder path */
                sub_path: components["schemas"]["ClusterFolderPath"];
                /**
                 * Access
                 * @default rw
                 */
                facl: components["schemas"]["SharedFacl"];
            }[];
        };
        AddSharedResourceLimitRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SharedUserTarget"] & components["schemas"]["SharedUserQuotaForm"];
        ModifySharedResourceLimitRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SharedUserTarget"] & components["schemas"]["SharedUserQuotaForm"];
        DeleteSharedResourceLimitRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SharedUserTarget"];
        /** @description The member is an IAM user of the owner, identified by exactly one of iam_user_id and email. */
        AddSharedUserRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            iam_user_id?: components["schemas"]["IamUserId"];
            email?: components["schemas"]["Email"];
            /** @description The member's account name on the cluster. */
            username: components["schemas"]["ShortName"];
            permission: components["schemas"]["SharedPermission"];
        };
        AddSharedUserResponse: components["schemas"]["AsyncJobResponse"] & {
            shared_user_id: components["schemas"]["SharedUserId"];
        };
        /**
         * @description The field a modifyUser call changes: status, permission or password.
         * @enum {string}
         */
        SharedUserModifyType: "status" | "permission" | "password";
        /** @description Exactly one of status, permission and password: the field named by the modify_type path parameter. */
        ModifySharedUserRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["SharedUserTarget"] & {
            /**
             * @description active re-enables a disabled member, disabled stops the member from signing in and submitting jobs.
             * @enum {string}
             */
            status?: "active" | "disabled";
            permission?: components["schemas"]["SharedPermission"];
            /** @description The member's new password on the cluster. */
            password?: components["schemas"]["Password"];
        };
        SharedUserIds: components["schemas"]["SharedUserId"][];
        DeleteSharedUserRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            shared_user_ids: components["schemas"]["SharedUserIds"];
        };
        /**
         * @description 1 private (behind a router), 2 base.
         * @enum {integer}
         */
        VxnetType: 1 | 2;
        /**
         * @description 0 and 1 are VM networks; 2 is a bare-metal network (only with vxnet_type 2).
         * @enum {integer}
         */
        VxnetMode: 0 | 1 | 2;
        /** @example rtr-k2m8x4q1 */
        RouterId: string;
        /**
         * @description An IPv4 address range in CIDR notation.
         * @example 192.168.10.0/24
         */
        IpNetworkCidr: string;
        /** @description The clusters of the account that use a network, router or EIP, among those the user may see (ADR 0006, 0013): a network's are placed in it (or use it as their bare-metal network), a router's in one of its networks, an EIP's hold it on one of their nodes. Deleted, ceased and terminated clusters are left out; empty when none. */
        UsedBy: {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name: string;
        }[];
        /**
         * Vxnet
         * @description A VPC network a cluster is placed in (spec section 3, Network). Private networks are vxnet_type 1 behind a router; base networks are vxnet_type 2 (vxnet-0, vxnet-ks); bare-metal networks are vxnet_type 2 with mode 2.
         */
        vxnet: {
            vxnet_id: components["schemas"]["VxnetId"];
            vxnet_name: string;
            description?: string;
            vxnet_type: components["schemas"]["VxnetType"];
            mode: components["schemas"]["VxnetMode"];
            /** @description The router of a private network and the network's address range; null for a base network. */
            router?: {
                router_id: components["schemas"]["RouterId"];
                router_name?: string;
                ip_network: components["schemas"]["IpNetworkCidr"];
            } | null;
            instance_count?: components["schemas"]["Count"];
            clusters?: components["schemas"]["UsedBy"];
            owner?: components["schemas"]["UserId"];
            create_time?: components["schemas"]["DateTime"];
        };
        DescribeVxnetsResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description vxnet-0 and vxnet-1 are never listed. */
            vxnet_set: (components["schemas"]["vxnet"] & {
                vxnet_id?: unknown;
            })[];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description The console lists active routers.
         * @enum {string}
         */
        RouterStatus: "pending" | "active" | "stopped" | "suspended" | "deleted" | "ceased";
        /**
         * Router
         * @description A VPC router; the private networks (vxnets) behind it are offered for private clusters.
         */
        router: {
            router_id: components["schemas"]["RouterId"];
            router_name: string;
            description?: string;
            status: components["schemas"]["RouterStatus"];
            /** @description The VPC address range of the router. */
            ip_network?: components["schemas"]["IpNetworkCidr"];
            /** Format: ipv4 */
            private_ip?: string;
            /** @description The EIP of the router, if any. */
            eip?: {
                eip_id: components["schemas"]["EipId"];
                eip_name?: string;
                /** Format: ipv4 */
                eip_addr: string;
            } | null;
            /** @description The private networks behind the router. */
            vxnets?: {
                vxnet_id: components["schemas"]["VxnetId"];
                vxnet_name?: string;
                ip_network?: components["schemas"]["IpNetworkCidr"];
            }[];
            create_time?: components["schemas"]["DateTime"];
            clusters?: components["schemas"]["UsedBy"];
        };
        DescribeRoutersResponse: components["schemas"]["SuccessEnvelope"] & {
            router_set: components["schemas"]["router"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description The console lists available EIPs by default.
         * @enum {string}
         */
        EipStatus: "pending" | "available" | "associated" | "suspended" | "released" | "ceased";
        /**
         * @description 0 NAT (the address is mapped by the router), 1 external (the address sits on the instance's network card), 2 bare-metal host.
         * @enum {integer}
         */
        EipAssociateMode: 0 | 1 | 2;
        /**
         * Eip
         * @description An elastic (public) IP address; an available one can be associated with a cluster's login node.
         */
        eip: {
            eip_id: components["schemas"]["EipId"];
            eip_name?: string;
            description?: string;
            /** Format: ipv4 */
            eip_addr: string;
            /** @description Mbps. */
            bandwidth: number;
            /**
             * @description Billed by bandwidth or by traffic.
             * @enum {string}
             */
            billing_mode?: "bandwidth" | "traffic";
            status: components["schemas"]["EipStatus"];
            associate_mode?: components["schemas"]["EipAssociateMode"];
            /** @description The resource the EIP is associated with; null when available. */
            resource?: {
                /** @example i-w3x8k2m1 */
                resource_id: string;
                resource_name?: string;
                /** @enum {string} */
                resource_type: "instance" | "router" | "loadbalancer" | "bm_instance";
            } | null;
            create_time?: components["schemas"]["DateTime"];
            clusters?: components["schemas"]["UsedBy"];
            status_time?: components["schemas"]["DateTime"];
        };
        DescribeEipsResponse: components["schemas"]["SuccessEnvelope"] & {
            eip_set: components["schemas"]["eip"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * @description Status of an S2 server (IaaS resource statuses of spec section 4).
         * @enum {string}
         */
        S2ServerStatus: "pending" | "active" | "stopped" | "suspended" | "ceased" | "deleted" | "starting" | "stopping" | "restarting" | "updating";
        /** @description A shared target of an S2 server: the NFS export through which a NAS export (or a vNAS volume) is shared. */
        S2SharedTarget: {
            shared_target_id: string;
            /** @description The exported path, e.g. /mnt/share_cfd. */
            export_name: string;
            s2_server_id: components["schemas"]["S2ServerId"];
        };
        /**
         * S2Server
         * @description An S2 server (a vNAS): a NAS server inside the user's VPC that clusters can mount through its shared targets. The console lists the active ones; when one has no shared target, it hints to bind a shared target in the vNas detail.
         */
        "s2-server": {
            s2_server_id: components["schemas"]["S2ServerId"];
            name: string;
            description?: components["schemas"]["Description"];
            status: components["schemas"]["S2ServerStatus"];
            /** @description The operation under way, empty when none. */
            transition_status?: string;
            /** Format: ipv4 */
            private_ip?: string;
            vxnet_id?: components["schemas"]["VxnetId"];
            vxnet_name?: string;
            zone?: components["schemas"]["Zone"];
            owner?: components["schemas"]["UserId"];
            /** @description The shared targets bound to the server; empty when none is bound yet. */
            shared_targets: components["schemas"]["S2SharedTarget"][];
            create_time?: components["schemas"]["DateTime"];
            status_time?: components["schemas"]["DateTime"];
        };
        DescribeS2ServersResponse: components["schemas"]["SuccessEnvelope"] & {
            s2_server_set: components["schemas"]["s2-server"][];
            total_count: components["schemas"]["Count"];
        };
        /** @example fs-k2m4q8x1 */
        FileSystemId: string;
        /** @description Name of a NAS file system or export: longer than 4 and shorter than 64 characters. */
        NasResourceName: string;
        /** @description Description of a NAS file system or mount point: up to 128 characters. */
        NasDescription: string;
        /**
         * FileSystem
         * @description A NAS file system. Its capacity is shared among its exports (mount points), each with its own quota.
         */
        "file-system": {
            fs_id: components["schemas"]["FileSystemId"];
            name: components["schemas"]["NasResourceName"];
            description?: components["schemas"]["NasDescription"];
            status: components["schemas"]["NasStatus"];
            /** @description Capacity in GiB (1073741824 bytes), the sum of the quotas its exports may take. */
            capacity: number;
            /** @description GiB already given to exports as quota. */
            allocated?: number;
            /** @description Bytes used by the files of all its exports. */
            used: number;
            zone?: components["schemas"]["Zone"];
            owner?: components["schemas"]["UserId"];
            export_count: components["schemas"]["Count"];
            create_time: components["schemas"]["DateTime"];
        };
        ListFileSystemsResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The file systems (the NAS service's name for the list). */
            fs_list: components["schemas"]["file-system"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description A quota or capacity in GiB (1073741824 bytes): an integer of at least 10. */
        NasQuotaGiB: number;
        /** File system */
        CreateFileSystemForm: {
            /** Name */
            name: components["schemas"]["NasResourceName"];
            /**
             * Capacity (GiB)
             * @default 100
             */
            capacity: components["schemas"]["NasQuotaGiB"];
            /** Description */
            description?: components["schemas"]["NasDescription"];
        };
        CreateFileSystemRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["CreateFileSystemForm"];
        CreateFileSystemResponse: components["schemas"]["AsyncJobResponse"] & {
            fs_id: components["schemas"]["FileSystemId"];
        };
        /**
         * @description Identifier of a NAS export (mount point) of a file system.
         * @example nas-3f9a2b1c
         */
        NasId: string;
        /** @description An absolute path of the NAS service: at most 255 characters, segments of letters, digits, _, . and -, no empty segment. */
        NasAbsolutePath: components["schemas"]["AbsolutePath"];
        /**
         * NasExport
         * @description A NAS export (mount point) of a file system: a directory with its own quota that clusters mount. The console's NAS picker disables the exports already mounted by a cluster (cluster_ids not empty).
         */
        "nas-export": {
            nas_id: components["schemas"]["NasId"];
            fs_id: components["schemas"]["FileSystemId"];
            name: components["schemas"]["NasResourceName"];
            /** @description The NFS path the file system exports, e.g. /fs-k2m4q8x1/nas-3f9a2b1c. */
            export_path: components["schemas"]["NasAbsolutePath"];
            /** @description The directory inside the export that clusters mount as their share (/ for the whole export). */
            shared_path?: components["schemas"]["NasAbsolutePath"];
            /** @description Quota in GiB (1073741824 bytes). */
            quota: components["schemas"]["NasQuotaGiB"];
            /** @description Used volume in bytes. */
            used: number;
            description?: components["schemas"]["NasDescription"];
            status: components["schemas"]["NasStatus"];
            /** @description The clusters that mount the export; empty when none does. */
            cluster_ids: components["schemas"]["ClusterId"][];
            /** @description The names of cluster_ids, in the same order. */
            cluster_names?: string[];
            /**
             * Format: ipv4
             * @description The address clusters mount the export from.
             */
            private_ip?: string;
            /** @description The S2 shared targets through which the export is shared. */
            shared_targets?: components["schemas"]["S2SharedTarget"][];
            zone?: components["schemas"]["Zone"];
            owner?: components["schemas"]["UserId"];
            /** @description The NAS service's own name for create_time; same value when present. */
            created?: components["schemas"]["DateTime"];
            create_time: components["schemas"]["DateTime"];
        };
        ListNasExportsResponse: components["schemas"]["SuccessEnvelope"] & {
            fs_id: components["schemas"]["FileSystemId"];
            export_set: components["schemas"]["nas-export"][];
            total_count: components["schemas"]["Count"];
        };
        /** Mount point */
        CreateNasExportForm: {
            /** Name */
            name: components["schemas"]["NasResourceName"];
            /**
             * Quota (GiB)
             * @default 10
             */
            quota: components["schemas"]["NasQuotaGiB"];
            /**
             * Shared path
             * @default /
             */
            shared_path: components["schemas"]["NasAbsolutePath"];
            /** Description */
            description?: components["schemas"]["NasDescription"];
        };
        CreateNasExportRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["CreateNasExportForm"];
        /** @description An export change accepted for asynchronous execution, with the export it concerns. */
        NasExportJobResponse: components["schemas"]["AsyncJobResponse"] & {
            nas_id: components["schemas"]["NasId"];
        };
        GetNasExportResponse: components["schemas"]["SuccessEnvelope"] & {
            nas_export: components["schemas"]["nas-export"];
        };
        ModifyNasExportRequest: components["schemas"]["RequestIdentity"] & {
            description?: components["schemas"]["NasDescription"];
            shared_path?: components["schemas"]["NasAbsolutePath"];
        };
        /** @description The export a call works on, with its file system. */
        NasExportSelector: {
            fs_id: components["schemas"]["FileSystemId"];
            nas_id: components["schemas"]["NasId"];
        };
        RestartNasExportRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["NasExportSelector"];
        /** Mount point quota */
        NasExportCapacityForm: {
            /** Quota (GiB) */
            quota: components["schemas"]["NasQuotaGiB"];
        };
        CapacityNasExportRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["NasExportSelector"] & components["schemas"]["NasExportCapacityForm"];
        RenameNasExportRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["NasExportSelector"] & {
            name: components["schemas"]["NasResourceName"];
        };
        NasBillCostRequest: components["schemas"]["RequestIdentity"] & {
            /** @description The quota to price, in GiB. */
            quota: components["schemas"]["NasQuotaGiB"];
            /** @description The file system the quota would be taken from, when known. */
            fs_id?: components["schemas"]["FileSystemId"];
        };
        NasBillCostResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description Price of the quota per hour (PayForUsed), 4 decimals. */
            cost: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
        };
        /** @description A folder path relative to the export's root, ending with /; '' is the root. No leading /, no . or .. segment. */
        NasObjectPrefix: string & components["schemas"]["NoDotSegments"];
        /** @description A file or folder path relative to the export's root: segments of 1-254 characters without /, no leading /, no . or .. segment (no path escapes its export); a folder ends with /. */
        NasObjectKey: string & components["schemas"]["NoDotSegments"];
        /**
         * NasObject
         * @description A file or folder inside a NAS export, named by its path relative to the export's root. Folders end with /.
         */
        "nas-object": {
            object_name: components["schemas"]["NasObjectKey"];
            is_dir: boolean;
            /** @description The folder holding the object ('' for the export's root). */
            prefix: components["schemas"]["NasObjectPrefix"];
            /** @description Bytes; 0 for a folder. */
            size: number;
            last_modified: components["schemas"]["DateTime"];
            etag?: string;
            /** @description The file's media type, guessed from its name. */
            content_type?: string;
        };
        GetNasObjectsResponse: components["schemas"]["SuccessEnvelope"] & {
            nas_id?: components["schemas"]["NasId"];
            /** @description The folder listed (the query's prefix). */
            prefix: components["schemas"]["NasObjectPrefix"];
            /** @description Whether the signed-in user may change files in this folder (create a folder, upload, rename, move, delete, save an edit): the owner anywhere, an IAM user in its folder, a shared member in its own folder and its read-write grants (ADR 0041). */
            writable?: boolean;
            /** @description Folders first, then files. */
            object_set: components["schemas"]["nas-object"][];
            total_count: components["schemas"]["Count"];
        };
        /** @description The path of a file (not a folder: no ending /) relative to the export's root. */
        NasFileKey: string & components["schemas"]["NoDotSegments"];
        /** @description A multipart upload of one file into one folder of an export, or the saving of an edited text file (overwrite true). An upload of several files (at most 10, the configuration's upload.max_files) is one request per file, so a mock validator that reads one value per multipart field sees every request whole. */
        PutNasObjectRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /**
             * @description The folder to upload into; '' (the default) is the export's root.
             * @default
             */
            prefix: components["schemas"]["NasObjectPrefix"];
            /**
             * @description Replace files of the same name (used when saving an edited file); otherwise they are refused.
             * @default false
             */
            overwrite: boolean;
            /** @description Save only over this version of the file: the etag the editor read when it opened the file. The gateway refuses the save (409, ret_code 2100, "The file was changed by someone else since you opened it") when the stored file's etag differs or the file is gone, so an edit never overwrites someone else's newer change. */
            if_match?: string;
            /**
             * Format: binary
             * @description The file part; its filename is a file name of 1-254 characters without /, and it may not exceed 209715200 bytes (the configuration's upload.max_bytes).
             */
            file: string;
        };
        PutNasObjectResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The file written. */
            object_set: components["schemas"]["nas-object"][];
        };
        /**
         * @description What a move does when its target exists (the user's answer to "Duplicate file name"): refuse (the default) answers "Duplicate file name"; replace replaces the target when both are files (a folder is never replaced: refused as a duplicate); keep_both moves under the first free name "name (2).ext", "name (3).ext" … in the target folder. Skip is the console not sending the move.
         * @default refuse
         * @enum {string}
         */
        NasDuplicateChoice: "refuse" | "replace" | "keep_both";
        MoveNasObjectRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /** @description The file or folder (ending with /) to rename or move. */
            source: components["schemas"]["NasObjectKey"];
            /** @description Its new path; a folder keeps its ending /. */
            target: components["schemas"]["NasObjectKey"];
            on_duplicate?: components["schemas"]["NasDuplicateChoice"];
        };
        /** @description An immediate change of one file or folder, with its path after the change. */
        NasObjectChangeResponse: components["schemas"]["SuccessEnvelope"] & {
            object_name: components["schemas"]["NasObjectKey"];
        };
        /**
         * @description A folder name: 4-50 characters, no / (nor NUL), not starting or ending with a space (a space at either end cannot be told apart in a listing).
         * @example wrf_case01
         */
        NasDirectoryName: string;
        CreateNasDirectoryRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /**
             * @description The parent folder; '' (the default) is the export's root.
             * @default
             */
            prefix: components["schemas"]["NasObjectPrefix"];
            dir_name: components["schemas"]["NasDirectoryName"];
        };
        /** @description Bytes of one file; an upload may not exceed 209715200 bytes. */
        NasFileSize: number;
        NasUploadSignatureRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /**
             * @description The folder to upload into; '' (the default) is the export's root.
             * @default
             */
            prefix: components["schemas"]["NasObjectPrefix"];
            /** @default false */
            overwrite: boolean;
            /** @description The files to upload, 1 to 10, 209715200 bytes in all. */
            files: {
                file_name: components["schemas"]["FileName"];
                size: components["schemas"]["NasFileSize"];
            }[];
        };
        /**
         * @description The policy of a signed URL, as answered in fields.policy: the opaque id (pol- and 32 random hex digits) of the policy the gateway keeps until expire_time, which names what may be uploaded or downloaded, into or from which export, on whose authority and until when. Short whatever the policy names (a download of up to 20000 files), so the URL stays short. Sent back exactly as given.
         * @example pol-3da6c731347515ee26f4b08248c96a64
         */
        NasSignaturePolicy: string;
        /**
         * @description The HMAC-SHA256 of the policy's id (fields.policy) with the gateway's secret, in lowercase hex, as answered in fields.signature.
         * @example 0f3c4288dd9f32475d3319f9f9778af01aff99d114804f9e357140605d69272f
         */
        NasSignatureValue: string;
        /** @description A signed URL for a direct upload (a multipart POST of the fields, then the file parts) or download (a GET with the fields as its query), valid until expire_time. The URL and its fields stay short whatever the number of files: the gateway keeps the policy, fields.policy is its id. */
        NasSignatureResponse: components["schemas"]["SuccessEnvelope"] & {
            /**
             * Format: uri-reference
             * @description Where to send the request: on the gateway's configured public origin (HPC_PUBLIC_URL) when it has one, else a path on the origin the console was loaded from (resolve it against that origin). Never built from the request's Host header.
             */
            url: string;
            expire_time: components["schemas"]["DateTime"];
            /** @description Form fields (upload) or query fields (download) to send with the request, as given. */
            fields: {
                policy: components["schemas"]["NasSignaturePolicy"];
                signature: components["schemas"]["NasSignatureValue"];
                /** @description Upload: the folder the files are written into ('' is the export's root). */
                key_prefix?: components["schemas"]["NasObjectPrefix"];
                /**
                 * @description Upload: whether files of the same name are replaced.
                 * @enum {string}
                 */
                overwrite?: "true" | "false";
                /** @description Download of one file: the name it is saved under. */
                file_name?: components["schemas"]["FileName"];
                /** @description Download of several files: the name of their ZIP archive. */
                archive_name?: components["schemas"]["FileName"];
            };
        };
        NasDownloadSignatureRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /** @description The files and folders (ending with /) to download, at most 20000 files per request once the folders are counted with every file under them; a folder or several objects are answered as one ZIP archive. */
            object_names: components["schemas"]["NasObjectKey"][];
        };
        /** @description A direct upload by a signed URL (getUploadSignature): the answered fields as given, then one part named file per file. The fields (policy and signature, and key_prefix and overwrite when sent) come before the first file part: the gateway checks them when that part starts and refuses the request (403, nothing stored) if they are missing or not valid then. The file part may be repeated for up to 10 of the policy's files (x-max-files); a mock validator that reads one value per multipart field sees the last one. */
        NasSignedUploadRequest: components["schemas"]["RequestIdentity"] & {
            /** @description The answered key_prefix, as given: it must be the policy's folder. */
            key_prefix?: components["schemas"]["NasObjectPrefix"];
            /** @description The answered overwrite, as given: it must be the policy's. */
            overwrite?: boolean;
            policy: components["schemas"]["NasSignaturePolicy"];
            signature: components["schemas"]["NasSignatureValue"];
            /**
             * Format: binary
             * @description A file part, after the fields: its filename is one of the policy's files and its size at most the size announced for it (each part at most 209715200 bytes, 209715200 bytes in all). Repeat the part for several files, up to 10.
             */
            file: string;
        };
        NasSignedUploadResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description The files written, in the order of their parts. */
            object_set: components["schemas"]["nas-object"][];
        };
        /**
         * @description Identifier of an upload session (createUploadSession).
         * @example upl-k3m9q2x7a1b4c8d0
         */
        NasUploadId: string;
        /**
         * @description The SHA-256 digest of a whole file, 64 lower-case hexadecimal digits.
         * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
         */
        NasSha256: string;
        /** @description A file's modification time on the user's computer, to the millisecond. */
        NasFileLastModified: components["schemas"]["DateTime"];
        /** @description An unfinished chunked upload of one file into one folder of an export, by the user who created it (ADR 0035). */
        NasUploadSession: {
            upload_id: components["schemas"]["NasUploadId"];
            nas_id: components["schemas"]["NasId"];
            prefix: components["schemas"]["NasObjectPrefix"];
            file_name: components["schemas"]["FileName"];
            size: components["schemas"]["NasFileSize"];
            /** @description The SHA-256 of the whole file, once the browser sent it (at creation, with a chunk or at completion); absent until then. */
            sha256?: components["schemas"]["NasSha256"];
            /** @description The file's modification time as the browser announced it at creation; absent when it did not. */
            last_modified?: components["schemas"]["NasFileLastModified"];
            overwrite: boolean;
            /** @description Bytes of every chunk but the last (which holds the rest). */
            chunk_size: number;
            chunk_count: number;
            /** @description The indexes (from 0) of the chunks stored, ascending. */
            received_chunks: number[];
            create_time: components["schemas"]["DateTime"];
            /** @description When the session and its chunks are dropped unless a chunk is stored before (24 h after the last one). */
            expire_time: components["schemas"]["DateTime"];
        };
        ListUploadSessionsResponse: components["schemas"]["SuccessEnvelope"] & {
            upload_session_set: components["schemas"]["NasUploadSession"][];
            total_count: number;
        };
        /** @description Bytes of a file uploaded in chunks: 1 to 209715200. */
        NasUploadSessionSize: number;
        CreateUploadSessionRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /**
             * @description The folder to upload into; '' (the default) is the export's root.
             * @default
             */
            prefix: components["schemas"]["NasObjectPrefix"];
            file_name: components["schemas"]["FileName"];
            /** @description Bytes of the whole file (at least 1, at most 209715200). */
            size: components["schemas"]["NasUploadSessionSize"];
            /** @description The SHA-256 of the whole file when the browser already knows it; otherwise sent later with a chunk or at completion. */
            sha256?: components["schemas"]["NasSha256"];
            /** @description The file's modification time as the browser reads it (File.lastModified): with the folder, name, size and overwrite, what finds the user's unfinished session of the same file before it is hashed. */
            last_modified?: components["schemas"]["NasFileLastModified"];
            /**
             * @description Replace a file of the same name when the upload completes; otherwise it is refused.
             * @default false
             */
            overwrite: boolean;
        };
        UploadSessionResponse: components["schemas"]["SuccessEnvelope"] & {
            upload_session: components["schemas"]["NasUploadSession"];
        };
        /** @description One chunk of an upload session: the fields, then the file part holding the chunk's bytes. */
        PutUploadChunkRequest: components["schemas"]["RequestIdentity"] & {
            upload_id: components["schemas"]["NasUploadId"];
            /** @description The chunk's index, from 0 to chunk_count - 1. */
            index: number;
            /** @description The SHA-256 of the whole file, once the browser knows it (sent before the file part): recorded on the session the first time; a different one later is refused. */
            sha256?: components["schemas"]["NasSha256"];
            /**
             * Format: binary
             * @description The chunk's bytes: exactly chunk_size bytes, the last chunk the rest of the file (at most 8388608 bytes).
             */
            file: string;
        };
        CompleteUploadSessionRequest: components["schemas"]["RequestIdentity"] & {
            upload_id: components["schemas"]["NasUploadId"];
            /** @description The SHA-256 of the whole file, when no chunk carried it yet: recorded as with a chunk. Completion is refused while the session has none. */
            sha256?: components["schemas"]["NasSha256"];
        };
        UploadSessionChangeRequest: components["schemas"]["RequestIdentity"] & {
            upload_id: components["schemas"]["NasUploadId"];
        };
        AbortUploadSessionResponse: components["schemas"]["SuccessEnvelope"] & {
            upload_id: components["schemas"]["NasUploadId"];
        };
        DeleteNasObjectsRequest: components["schemas"]["RequestIdentity"] & {
            nas_id: components["schemas"]["NasId"];
            /** @description Files and folders (ending with /, deleted with their content) selected on one page of the file list, at most 100. */
            object_names: components["schemas"]["NasObjectKey"][];
        };
        DeleteNasObjectsResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description Files and folders removed, counting folder content. */
            deleted_count: components["schemas"]["Count"];
        };
        /**
         * @description A zone name, or default for the settings that apply where the zone has no entry.
         * @example pek3
         * @example default
         */
        ConfigNamespace: components["schemas"]["Zone"];
        /**
         * @description The entry: hpc-config holds the console's whole configuration.
         * @enum {string}
         */
        ConfigEntryKey: "hpc-config";
        /**
         * @description The namespace read when the asked one has no entry: default.
         * @enum {string}
         */
        ConfigFallbackNamespace: "default";
        HpcGuideLink: {
            /** @default false */
            enabled: boolean;
            /** Format: uri */
            url?: string;
        };
        /** @description The feature flags of spec section 6; a side-menu item or page whose feature is off is hidden. */
        HpcFeatureFlags: {
            /** @description HPC clusters are supported. */
            hpc: boolean;
            /** @description EHPC clusters are supported. */
            ehpc: boolean;
            job: boolean;
            nas: boolean;
            node: boolean;
            queue_usage: boolean;
            queue_node: boolean;
            queue_job: boolean;
            job_template: boolean;
            /** @description Sub-users may create clusters without the HPC permission being opened first. */
            subuser_cluster_creation: boolean;
            shared_cluster: boolean;
            web_ssh: boolean;
            auto_scale: boolean;
            billing: boolean;
            subscription: boolean;
            /** @description Users of role user must pass verification, outside the test zones. */
            user_verification: boolean;
        };
        /**
         * @description The portal flavour whose default settings apply: hpc (HPC portal) or ispf (Industrial Simulation Platform).
         * @default hpc
         * @enum {string}
         */
        HpcPortalType: "hpc" | "ispf";
        HpcSupportedZone: {
            zone: components["schemas"]["Zone"];
            /** @description Chinese label, e.g. 北京3区. */
            label: string;
            /** @description English label, e.g. Beijing 3. */
            label_en?: string;
            /** @description HPC clusters are offered in the zone. */
            hpc: boolean;
            /** @description EHPC clusters are offered in the zone. */
            ehpc: boolean;
        };
        /** @description The help console's three entries; each appears only when enabled. */
        HpcGuideSettings: {
            /** @description Opens the guide document at url. */
            help_center?: components["schemas"]["HpcGuideLink"];
            /** @description Online consultation; appears only once the chat script at script_url is loaded (5 s after the page). */
            consultation?: {
                /** @default false */
                enabled: boolean;
                /** Format: uri */
                script_url?: string;
            };
            /** @description An external feedback link. */
            feedback?: components["schemas"]["HpcGuideLink"];
        };
        /**
         * HpcConfig
         * @description The console's whole configuration: the value of the hpc-config entry of the configuration service (spec sections 2, 5, 6 and 9). Feature flags, supported zones, guide settings, names and limits.
         */
        "hpc-config": {
            features: components["schemas"]["HpcFeatureFlags"];
            portal: components["schemas"]["HpcPortalType"];
            /** @description Public cloud: the service agreement must be accepted when opening the product, and no user is an LDAP login user. */
            is_public_cloud: boolean;
            /** @description The zones configured for HPC; the unsupported-zone page lists them. */
            supported_zones: components["schemas"]["HpcSupportedZone"][];
            /**
             * @description Zones where user verification is never required.
             * @default [
             *       "nscc",
             *       "testing",
             *       "testbm",
             *       "testep"
             *     ]
             */
            test_zones: components["schemas"]["Zone"][];
            guide?: components["schemas"]["HpcGuideSettings"];
            /** @description The console name in the page title (Chinese). */
            console_name: string;
            /** @description The console name in the page title (English). */
            console_name_en: string;
            /**
             * Format: uri
             * @description The service agreement shown on the product-opening page; required on public cloud.
             */
            agreement_url?: string;
            /**
             * @description File upload limits.
             * @default {
             *       "max_bytes": 209715200,
             *       "max_files": 10
             *     }
             */
            upload: {
                /**
                 * @description Bytes per upload.
                 * @default 209715200
                 */
                max_bytes: number;
                /**
                 * @description Files per upload.
                 * @default 10
                 */
                max_files: number;
            };
            /**
             * @description A file larger than this cannot be viewed online.
             * @default 10485760
             */
            view_limit_bytes: number;
            /**
             * @description Largest web SSH certificate file.
             * @default 1048576
             */
            certificate_max_bytes: number;
            /** @description Text shown next to the default password of created users. */
            default_password_hint?: string;
            /** @description The app-centre application of HPC clusters. */
            hpc_app_id: components["schemas"]["IaasAppId"];
            /** @description The app-centre application of EHPC clusters. */
            ehpc_app_id: components["schemas"]["IaasAppId"];
            /** @description Optional. Per cluster type, the app-centre attachments (DescribeCommonAttachments) whose cluster_templates part holds the templates the creation flow offers. A type left out offers no template. */
            cluster_template_attachment_ids?: {
                hpc?: string[];
                ehpc?: string[];
            };
        };
        GetConfigEntryResponse: components["schemas"]["SuccessEnvelope"] & {
            namespace: components["schemas"]["ConfigNamespace"];
            key: components["schemas"]["ConfigEntryKey"];
            value: components["schemas"]["hpc-config"];
            update_time?: components["schemas"]["DateTime"];
        };
        /** @enum {string} */
        Lang: "zh-cn" | "en";
        /** @description The sign-in form. The identity fields are empty before sign-in; only the action rides along. */
        LoginRequest: components["schemas"]["RequestIdentity"] & {
            /** @description A user id (usr-owner), an IAM login (iam-alice) or, for the directory, the user's name there. */
            user_name: string;
            /** @description Checked against the account; no format rule, so old passwords still sign in. */
            password: string;
            lang?: components["schemas"]["Lang"];
        };
        /**
         * UserSession
         * @description The signed-in user's identity, as a host console hands it to the HPC module (spec section 3, User session).
         */
        "user-session": {
            user_id: components["schemas"]["UserId"];
            user_name?: string;
            email?: components["schemas"]["Email"];
            /** @description The owning account: the user itself, or the parent of a sub-user or IAM user. */
            owner: components["schemas"]["UserId"];
            /** @description The user's default zone. */
            zone: components["schemas"]["Zone"];
            zones: components["schemas"]["Zone"][];
            regions?: string[];
            /** @description Display names of each zone. */
            region_info?: {
                [key: string]: {
                    name: string;
                    name_en: string;
                    region?: string;
                };
            };
            sub_zones?: components["schemas"]["Zone"][];
            role: components["schemas"]["UserRole"];
            verify_status: components["schemas"]["VerifyStatus"];
            user_type: components["schemas"]["UserType"];
            iamuser_name?: components["schemas"]["IamUserName"] | null;
            /** @description Whether the user signs in through LDAP; always false on public cloud. */
            is_ldap_user?: boolean;
            currency?: components["schemas"]["Currency"];
            lang: components["schemas"]["Lang"];
        };
        SessionResponse: components["schemas"]["SuccessEnvelope"] & {
            user: components["schemas"]["user-session"];
            /** @description Send it back as the X-CSRF-Token header on every POST, PUT and DELETE. Absent for a request made with an access token (ADR 0063), which needs none. */
            csrf_token?: string;
            /** @description When the session ends; for an access token, when the token expires. */
            expire_time: components["schemas"]["DateTime"];
        };
        LogoutRequest: components["schemas"]["RequestIdentity"];
        LogoutResponse: components["schemas"]["SuccessEnvelope"] & {
            /**
             * Format: uri
             * @description The organisation's provider's sign-out URL (ADR 0064): the console goes there so that the provider's session ends too. Absent when the session did not come from a provider, or it offers no sign-out.
             */
            provider_sign_out_url?: string;
        };
        SignInOptionsResponse: components["schemas"]["SuccessEnvelope"] & {
            /** @description Whether the console's own accounts (user name and password) may sign in. */
            password: boolean;
            /** @description The organisation's directory (LDAP), when the site configured one. */
            directory?: {
                /** @description The name the site gave it, shown on the sign-in page. */
                label: string;
            };
            /** @description The organisation's OpenID Connect provider, when the site configured one. */
            single_sign_on?: {
                /** @description The name the site gave it, shown on the sign-in page. */
                label: string;
            };
        };
        /**
         * @description What a token may do: read (every read), jobs (submit, stop and change jobs, their templates, sessions and requests for more time), files (upload, download, move and delete files), admin (every other change: clusters, nodes, queues, users, quotas, storage). A scope never adds a right the user does not have.
         * @enum {string}
         */
        AccessTokenScope: "read" | "jobs" | "files" | "admin";
        /**
         * New access token
         * @description A token for scripts and the hpc command line: shown once, when it is made.
         */
        CreateAccessTokenForm: {
            /** Name */
            name: components["schemas"]["AccessTokenName"];
            /**
             * Scopes
             * @default [
             *       "read"
             *     ]
             */
            scopes: components["schemas"]["AccessTokenScope"][];
            /**
             * Expires after (days)
             * @default 30
             */
            expires_in_days: number;
        };
        CreateAccessTokenRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["CreateAccessTokenForm"];
        /**
         * @description active may be used; expired passed its expiry; revoked was revoked.
         * @enum {string}
         */
        AccessTokenStatus: "active" | "expired" | "revoked";
        /** @description One of the user's tokens, without its secret. */
        AccessToken: {
            token_id: components["schemas"]["AccessTokenId"];
            name: components["schemas"]["AccessTokenName"];
            scopes: components["schemas"]["AccessTokenScope"][];
            status: components["schemas"]["AccessTokenStatus"];
            create_time: components["schemas"]["DateTime"];
            expire_time: components["schemas"]["DateTime"];
            /** @description When it was last used (to the half minute); absent when never. */
            last_used_time?: components["schemas"]["DateTime"];
            /** @description The address it was last used from. */
            last_used_address?: string;
            revoke_time?: components["schemas"]["DateTime"];
        };
        CreateAccessTokenResponse: components["schemas"]["SuccessEnvelope"] & {
            access_token: components["schemas"]["AccessToken"];
            /** @description The token itself, to send as `Authorization: Bearer <token>`. Answered this once: only its hash is kept. */
            token: string;
        };
        ListAccessTokensResponse: components["schemas"]["SuccessEnvelope"] & {
            access_token_set: components["schemas"]["AccessToken"][];
            total_count: components["schemas"]["Count"];
            /** @description The scopes this user may give a token (admin only to an account's owner or a zone administrator). */
            scopes_allowed: components["schemas"]["AccessTokenScope"][];
        };
        RevokeAccessTokenRequest: components["schemas"]["RequestIdentity"] & {
            token_id: components["schemas"]["AccessTokenId"];
        };
        AccessTokenResponse: components["schemas"]["SuccessEnvelope"] & {
            access_token: components["schemas"]["AccessToken"];
        };
        /**
         * @description slurmrestd's address: http(s)://host:port, or unix:/path/to/socket on the gateway's machine.
         * @example http://10.0.0.5:6820
         */
        RestUrl: string;
        /**
         * @description [user@]host[:port]: an address and an optional port.
         * @example login01.example.org:22
         */
        Endpoint: string;
        /**
         * @description A Unix account name on the cluster, 3-32 characters, other than root.
         * @example alice
         */
        ClusterAccount: string;
        AccountMapping: {
            /** Console user */
            user_id: components["schemas"]["UserId"];
            /** Cluster account */
            account: components["schemas"]["ClusterAccount"];
        };
        /** Who runs jobs as whom */
        AccountMappings: components["schemas"]["AccountMapping"][];
        /**
         * @description A Slurm node feature: letters, digits and _.
         * @example pool
         */
        NodeFeature: string;
        /**
         * Register a Slurm cluster
         * @description A running Slurm cluster of the site: checked before it is saved.
         */
        RegisterSlurmClusterForm: {
            /** Cluster name */
            cluster_name: components["schemas"]["Name"];
            /** Owner */
            cluster_owner: components["schemas"]["UserId"];
            /** slurmrestd address */
            rest_url: components["schemas"]["RestUrl"];
            /** JWT key file */
            jwt_key_path?: components["schemas"]["AbsolutePath"];
            /** Login node */
            login_endpoint: components["schemas"]["Endpoint"];
            /** Shared storage */
            shared_path: components["schemas"]["AbsolutePath"];
            accounts: components["schemas"]["AccountMappings"];
            /** Munge key file */
            munge_key_path?: components["schemas"]["AbsolutePath"];
            /** slurmctld address */
            controller?: components["schemas"]["Endpoint"];
            /** Feature of added machines */
            node_feature?: components["schemas"]["NodeFeature"];
        };
        RegisterSlurmClusterRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["RegisterSlurmClusterForm"];
        /** @description What registration found. */
        SlurmClusterCheck: {
            /** @description slurmrestd's API version the gateway uses. */
            api_version: string;
            answer_ms: number;
            partition_count: number;
            node_count: number;
        };
        RegisterSlurmClusterResponse: components["schemas"]["SuccessEnvelope"] & {
            cluster_id: components["schemas"]["ClusterId"];
            check: components["schemas"]["SlurmClusterCheck"];
        };
        /** @description What the gateway's last sync with the cluster found. */
        SlurmClusterHealth: {
            /** @description When slurmrestd last answered the sync. */
            last_sync_time?: components["schemas"]["DateTime"];
            /** @description Why the last sync failed; absent when it did not. */
            last_error?: string;
            /** @description How long slurmctld took to answer the last sync's job list, in milliseconds. */
            answer_ms?: number;
            /** @description Nodes slurmctld reported. */
            node_count?: number;
            /** @description Partitions slurmctld reported. */
            partition_count?: number;
        };
        /** @description A registered Slurm cluster, its settings (never its keys' contents) and health. */
        SlurmCluster: {
            cluster_id: components["schemas"]["ClusterId"];
            cluster_name: components["schemas"]["Name"];
            owner: components["schemas"]["UserId"];
            /** @description The owner's name. */
            owner_name?: string;
            zone: components["schemas"]["Zone"];
            status: components["schemas"]["ClusterStatus"];
            rest_url: components["schemas"]["RestUrl"];
            api_version?: string;
            jwt_key_path?: components["schemas"]["AbsolutePath"];
            login_endpoint: components["schemas"]["Endpoint"];
            shared_path: components["schemas"]["AbsolutePath"];
            accounts: components["schemas"]["AccountMapping"][];
            munge_key_path?: components["schemas"]["AbsolutePath"];
            controller?: components["schemas"]["Endpoint"];
            node_feature?: components["schemas"]["NodeFeature"];
            /** @description Whether machines can be added (a munge key and slurmctld's address are registered). */
            takes_machines: boolean;
            /** @description Machines of the pool that are its nodes. */
            machine_count: number;
            health: components["schemas"]["SlurmClusterHealth"];
        };
        ListSlurmClustersResponse: components["schemas"]["SuccessEnvelope"] & {
            slurm_cluster_set: components["schemas"]["SlurmCluster"][];
            total_count: components["schemas"]["Count"];
        };
        /**
         * Change a Slurm cluster
         * @description The same settings as at registration but the name and owner; checked again before they are saved.
         */
        ModifySlurmClusterForm: {
            /** slurmrestd address */
            rest_url: components["schemas"]["RestUrl"];
            /** JWT key file */
            jwt_key_path?: components["schemas"]["AbsolutePath"];
            /** Login node */
            login_endpoint: components["schemas"]["Endpoint"];
            /** Shared storage */
            shared_path: components["schemas"]["AbsolutePath"];
            accounts: components["schemas"]["AccountMappings"];
            /** Munge key file */
            munge_key_path?: components["schemas"]["AbsolutePath"];
            /** slurmctld address */
            controller?: components["schemas"]["Endpoint"];
            /** Feature of added machines */
            node_feature?: components["schemas"]["NodeFeature"];
        };
        ModifySlurmClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
        } & components["schemas"]["ModifySlurmClusterForm"];
        RemoveSlurmClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
        };
        /**
         * @description A host name: lowercase letters, digits and -, 1-32 characters, not starting or ending with -. It is the machine's node name in Slurm.
         * @example node07
         */
        MachineName: string;
        /**
         * Add a machine
         * @description A machine reachable over SSH; checked before it is saved.
         */
        AddMachineForm: {
            /** Name */
            name: components["schemas"]["MachineName"];
            /** Address */
            address: string;
            /**
             * SSH port
             * @default 22
             */
            port: number;
            /**
             * SSH user
             * @default root
             */
            user: string;
            /** Private key */
            private_key: string;
        };
        AddMachineRequest: components["schemas"]["RequestIdentity"] & components["schemas"]["AddMachineForm"];
        /**
         * @description Identifier of a machine of the pool.
         * @example mch-4k8m2q7w
         */
        MachineId: string;
        /**
         * @description free: in the pool; joining: being made a node; node: a node of a cluster; leaving: being returned to the pool.
         * @enum {string}
         */
        MachineState: "free" | "joining" | "node" | "leaving";
        /** @description A machine of the pool, never its key. */
        Machine: {
            machine_id: components["schemas"]["MachineId"];
            name: components["schemas"]["MachineName"];
            address: string;
            port: number;
            user: string;
            /** @description The name the machine gives itself. */
            hostname: string;
            cpus: number;
            memory_mb: number;
            state: components["schemas"]["MachineState"];
            cluster_id?: components["schemas"]["ClusterId"];
            cluster_name?: components["schemas"]["Name"];
            /** @description The node's status as the cluster's last sync saw it (a node only). */
            node_status?: components["schemas"]["NodeStatus"];
            /** @description The node's health as the cluster's last sync saw it (a node only). */
            node_health?: components["schemas"]["HealthStatus"];
            /** @description What went wrong the last time the console worked on it, in the words of the moment. */
            last_error?: string;
            create_time: components["schemas"]["DateTime"];
        };
        AddMachineResponse: components["schemas"]["SuccessEnvelope"] & {
            machine: components["schemas"]["Machine"];
        };
        MachinesResponse: components["schemas"]["SuccessEnvelope"] & {
            machine_set: components["schemas"]["Machine"][];
            total_count: components["schemas"]["Count"];
        };
        RemoveMachineRequest: components["schemas"]["RequestIdentity"] & {
            machine_id: components["schemas"]["MachineId"];
        };
        MachineIds: components["schemas"]["MachineId"][];
        AddMachineNodesRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            machine_ids: components["schemas"]["MachineIds"];
        };
        ReleaseMachineNodesRequest: components["schemas"]["RequestIdentity"] & {
            machine_ids: components["schemas"]["MachineIds"];
        };
        TerminalPassword: string;
        /** @description An ssh-rsa or ecdsa-sha2-nistp521 private key file, at most 1M. */
        TerminalPrivateKey: string;
        /** @description Only if the key has one. */
        TerminalPassphrase: string;
    };
    responses: {
        /** @description Not signed in, the session expired, or the CSRF token is missing (ret_code 1200). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The signed-in user may not do this (role, sub-user, shared member, other user's fields) (ret_code 1300). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The resource does not exist or is not visible to the user (ret_code 1400). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Refused by a business rule or the resource's state (ret_code 2100, 2400, 2500), e.g. "The cluster is not active and cannot submit jobs", or by a validation rule the schemas cannot express, such as a reversed time range (ret_code 1100, the broken rule in validation). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The gateway or a simulated engine failed (ret_code 5000, 5030). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Sign-in refused for a while after repeated failures from the account or the address (ret_code 1210); the Retry-After header and the message say when to try again (ADR 0023). */
        TooManyRequests: {
            headers: {
                /** @description Seconds until sign-in is accepted again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
        Action: string;
        /**
         * @description The zone the request works in.
         * @example pek3
         */
        Zone: components["schemas"]["Zone"];
        /** @description The owning account (the parent account for sub-users and IAM users). */
        Owner: components["schemas"]["UserId"];
        /** @description The signed-in user. */
        UserId: components["schemas"]["UserId"];
        /** @description The IAM user name, where the session is an IAM user's. */
        IamUserName: components["schemas"]["IamUserName"];
        /**
         * @description The cluster.
         * @example hpc-a1b2c3d4
         */
        ClusterId: components["schemas"]["ClusterId"];
        /**
         * @description Page size (10, 20, 50 or 100).
         * @example 10
         */
        PageLimit: components["schemas"]["PageLimit"];
        /**
         * @description Rows to skip.
         * @example 0
         */
        Offset: components["schemas"]["Offset"];
        /**
         * @description 1 sorts descending (the default), 0 ascending.
         * @example 1
         */
        Reverse: components["schemas"]["Reverse"];
        /**
         * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
         * @example 10
         */
        ListLimit: components["schemas"]["ListLimit"];
        /** @description 1 adds related objects to each row. */
        Verbose: components["schemas"]["Verbose"];
        /** @description Case-insensitive substring matched against names and ids. */
        SearchWord: components["schemas"]["SearchWord"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRecentMetricData: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster, or one node of it.
                 * @example ehpc-k8x2m4q1
                 */
                resource_id: components["schemas"]["MonitorResourceId"];
                /**
                 * @description The metrics to return.
                 * @example [
                 *       "cpu_usage",
                 *       "memory_usage"
                 *     ]
                 */
                metric_names: components["schemas"]["MetricNames"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest values of each metric, per node. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRecentMetricDataResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMetricDataByPeriod: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster, or one node of it.
                 * @example ehpc-k8x2m4q1
                 */
                resource_id: components["schemas"]["MonitorResourceId"];
                /**
                 * @description The metrics to return.
                 * @example [
                 *       "cpu_usage",
                 *       "system_load"
                 *     ]
                 */
                metric_names: components["schemas"]["MetricNames"];
                /**
                 * @description Start of the period (UTC).
                 * @example 2026-11-20T06:00:00Z
                 */
                start_time: components["schemas"]["DateTime"];
                /**
                 * @description End of the period (UTC), after start_time and at most 7 days later.
                 * @example 2026-11-20T06:20:00Z
                 */
                end_time: components["schemas"]["DateTime"];
                /**
                 * @description Seconds between two points.
                 * @example 300
                 */
                step?: components["schemas"]["MonitorStep"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One series of averages per metric. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMetricDataByPeriodResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClusterMonitor: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description The monitor page.
                 * @example cluster
                 */
                subtype: components["schemas"]["MonitorSubtype"];
                /**
                 * @description The range in hours, ending now.
                 * @example 1
                 */
                range_hours?: components["schemas"]["MonitorRangeHours"];
                /** @description Start of the range (UTC); with end_time, instead of range_hours. */
                start_time?: components["schemas"]["DateTime"];
                /** @description End of the range (UTC); with start_time, instead of range_hours. */
                end_time?: components["schemas"]["DateTime"];
                /**
                 * @description Seconds between two samples.
                 * @example 300
                 */
                step?: components["schemas"]["MonitorStep"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meters of the monitor page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetClusterMonitorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    askTimeExtension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskTimeExtensionRequest"];
            };
        };
        responses: {
            /** @description The request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeExtensionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTimeExtensions: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the requests of this job.
                 * @example hpcjob-7k2m9x4q
                 */
                hpcjob_uuid?: components["schemas"]["HpcJobUuid"];
                /**
                 * @description Only the requests in this state.
                 * @example pending
                 */
                status?: components["schemas"]["TimeExtensionStatus"];
                /**
                 * @description decide lists only the pending requests the reader may decide; all (the default) every request it sees.
                 * @example all
                 */
                scope?: "all" | "decide";
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 10
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests, newest first, and their total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTimeExtensionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    approveTimeExtension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideTimeExtensionRequest"];
            };
        };
        responses: {
            /** @description The request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeExtensionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    refuseTimeExtension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefuseTimeExtensionRequest"];
            };
        };
        responses: {
            /** @description The request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeExtensionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    withdrawTimeExtension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideTimeExtensionRequest"];
            };
        };
        responses: {
            /** @description The request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeExtensionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStrategies: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The EHPC cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id: components["schemas"]["QueueEhpcClusterId"];
                /**
                 * @description Only expand or only shrink policies; both when omitted.
                 * @example expand
                 */
                op_type?: components["schemas"]["StrategyOpType"];
                /**
                 * @description Only policies in this status.
                 * @example Running
                 */
                op_status?: components["schemas"]["StrategyStatus"];
                /**
                 * @description 1 only enabled policies, 0 only disabled ones; both when omitted.
                 * @example 1
                 */
                op_is_enabled?: components["schemas"]["Enabled"];
                /**
                 * @description Only the policies of these queues; omitted when empty.
                 * @example [
                 *       "hpcq-n7c2x9k1"
                 *     ]
                 */
                queue_ids?: components["schemas"]["HpcQueueIds"];
                /** @example create_time */
                sort_key?: "create_time" | "last_exec_time" | "queue_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of policies and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListStrategiesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStrategyLogs: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The EHPC cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id: components["schemas"]["QueueEhpcClusterId"];
                /** @description Only the runs of this policy. */
                strategy_id?: components["schemas"]["StrategyId"];
                /**
                 * @description Only expand or only shrink runs; both when omitted.
                 * @example shrink
                 */
                op_type?: components["schemas"]["StrategyOpType"];
                /**
                 * @description Only runs with this outcome.
                 * @example skipped
                 */
                op_status?: components["schemas"]["StrategyOpStatus"];
                /** @description 1 only runs of enabled policies, 0 of disabled ones; both when omitted. */
                op_is_enabled?: components["schemas"]["Enabled"];
                /**
                 * @description Only the runs on these queues; omitted when empty.
                 * @example [
                 *       "hpcq-n7c2x9k1",
                 *       "hpcq-g4p1u8v2"
                 *     ]
                 */
                queue_ids?: components["schemas"]["HpcQueueIds"];
                /** @example op_time */
                sort_key?: "op_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of policy runs and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListStrategyLogsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    previewStrategies: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The EHPC cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id: components["schemas"]["QueueEhpcClusterId"];
                /**
                 * @description Only these policies; every policy of the cluster when omitted.
                 * @example [
                 *       "ehpcst-4f8k2m9q"
                 *     ]
                 */
                strategy_ids?: components["schemas"]["StrategyIds"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What each policy would do now, and when it is checked next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewStrategiesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddStrategyRequest"];
            };
        };
        responses: {
            /** @description The policy was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddStrategyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyStrategyRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteStrategyRequest"];
            };
        };
        responses: {
            /** @description The deletion was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    enableStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableStrategyRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeCommonAttachments: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The attachments to read.
                 * @example [
                 *       "att-hpccfg01",
                 *       "att-ehpctpl2"
                 *     ]
                 */
                attachment_ids: components["schemas"]["AttachmentId"][];
                /**
                 * @description The parts of the content to return; all of them when omitted.
                 * @example [
                 *       "cluster_templates"
                 *     ]
                 */
                content_keys?: components["schemas"]["AttachmentContentKey"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments found, each with the requested part. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeCommonAttachmentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeAppVersions: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The applications whose versions are listed.
                 * @example [
                 *       "app-ehpc01"
                 *     ]
                 */
                app_ids: components["schemas"]["IaasAppId"][];
                /**
                 * @description Statuses to include.
                 * @example [
                 *       "active"
                 *     ]
                 */
                status?: components["schemas"]["AppVersionStatus"][];
                /** @example create_time */
                sort_key?: "create_time" | "name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of versions and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeAppVersionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGlobalUniqueId: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new UUID. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetGlobalUniqueIdResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchSkus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchSkusRequest"];
            };
        };
        responses: {
            /** @description The matching SKUs and their count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchSkusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClusterPrice: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The application of the cluster.
                 * @example app-ehpc01
                 */
                app_id: components["schemas"]["IaasAppId"];
                /**
                 * @description The version of the cluster.
                 * @example appv-ehpc241
                 */
                app_version: components["schemas"]["AppVersionId"];
                /**
                 * @description The node configuration per role, as JSON.
                 * @example {"controller":{"instance_class":101,"cpu":4,"memory":8192,"count":1},"compute":{"instance_class":101,"cpu":56,"memory":229376,"gpu":0,"count":4},"login":{"instance_class":101,"cpu":2,"memory":4096,"count":1}}
                 */
                conf: components["schemas"]["ClusterPriceConfJson"];
                /**
                 * @description 1 standard (with a controller), 2 streamline.
                 * @example 1
                 */
                deploy_mode?: components["schemas"]["DeployMode"];
                /**
                 * @description Months of a Reserved purchase; 0 (the default) prices PayForUsed per hour.
                 * @example 0
                 */
                duration?: components["schemas"]["Duration"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price per role and in total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetClusterPriceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClusters: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Statuses to include; the console's default is pending, active, stopped and suspended.
                 * @example [
                 *       "pending",
                 *       "active",
                 *       "stopped",
                 *       "suspended"
                 *     ]
                 */
                status?: components["schemas"]["ClusterStatus"][];
                /** @example ehpc */
                cluster_type?: components["schemas"]["ClusterType"];
                /** @description shared lists the clusters shared with the user (the shared tab). */
                shared_status?: components["schemas"]["SharedStatus"];
                /** @description Only these clusters. */
                cluster_id?: components["schemas"]["ClusterId"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "cluster_name" | "status";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of clusters and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListClustersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClusterRequest"];
            };
        };
        responses: {
            /** @description The creation was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateClusterResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteClusterRequest"];
            };
        };
        responses: {
            /** @description The deletion was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    upgradeCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpgradeClusterRequest"];
            };
        };
        responses: {
            /** @description The upgrade was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyClusterRequest"];
            };
        };
        responses: {
            /** @description The change was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    stopCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClusterIdsRequest"];
            };
        };
        responses: {
            /** @description The stop was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    startCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClusterIdsRequest"];
            };
        };
        responses: {
            /** @description The start was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resumeCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClusterIdsRequest"];
            };
        };
        responses: {
            /** @description The resume was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resizeCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResizeClusterRequest"];
            };
        };
        responses: {
            /** @description The resize was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getResizeClusterFee: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /** @example compute */
                role: components["schemas"]["NodeRole"];
                /** @example 101 */
                instance_class?: components["schemas"]["InstanceClass"];
                /** @example 64 */
                cpu: components["schemas"]["NodeCpu"];
                /** @example 262144 */
                memory: components["schemas"]["NodeMemory"];
                gpu?: components["schemas"]["NodeGpu"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee of the resize. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResizeFeeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClusterConf: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @example ehpc */
                cluster_type: components["schemas"]["ClusterType"];
                /** @description Cache buster sent by the console (milliseconds since the epoch). */
                timestamp?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClusterConfResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClusterNasInfo: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster's NAS mount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClusterNasInfoResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNodes: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description Only nodes of this role.
                 * @example compute
                 */
                role?: components["schemas"]["NodeRole"];
                /**
                 * @description Only nodes of this type.
                 * @example standard
                 */
                node_type?: components["schemas"]["NodeType"];
                /**
                 * @description Statuses to include; the console's default is active, stopped and pending.
                 * @example [
                 *       "active",
                 *       "stopped",
                 *       "pending"
                 *     ]
                 */
                status?: components["schemas"]["NodeStatus"][];
                /** @description Only these nodes (the console refreshes the rows of a finished operation with it). */
                node_ids?: components["schemas"]["ClusterNodeIds"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name" | "role" | "status";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of nodes and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListClusterNodesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyClusterNode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyClusterNodeRequest"];
            };
        };
        responses: {
            /** @description The node was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifyClusterNodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAddNodesFee: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /** @example compute */
                role: components["schemas"]["AddClusterNodesRole"];
                /** @example 2 */
                count: components["schemas"]["AddClusterNodesCount"];
                /** @example 101 */
                instance_class: components["schemas"]["InstanceClass"];
                /** @example 56 */
                cpu: components["schemas"]["NodeCpu"];
                /**
                 * @description Memory in MiB.
                 * @example 229376
                 */
                memory: components["schemas"]["NodeMemory"];
                /** @example 0 */
                gpu?: components["schemas"]["NodeGpu"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price difference of the addition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddClusterNodesFeeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddClusterNodesRequest"];
            };
        };
        responses: {
            /** @description The addition was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddClusterNodesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteClusterNodesRequest"];
            };
        };
        responses: {
            /** @description The deletion was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    restartNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestartClusterNodesRequest"];
            };
        };
        responses: {
            /** @description The restart was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    associateLoginNodeEip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssociateLoginNodeEipRequest"];
            };
        };
        responses: {
            /** @description The binding was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    dissociateLoginNodeEip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DissociateLoginNodeEipRequest"];
            };
        };
        responses: {
            /** @description The unbinding was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPermission: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path: {
                /**
                 * @description The signed-in user (the same as the user_id query parameter).
                 * @example usr-owner
                 */
                user_id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's permission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPermissionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    enablePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnablePermissionRequest"];
            };
        };
        responses: {
            /** @description The service is open for the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnablePermissionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQueueTypes: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the types of this category; all categories when omitted.
                 * @example dedicated
                 */
                category?: components["schemas"]["QueueCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue types of the zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetQueueTypesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCurrentQueue: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The HPC cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["schemas"]["QueueHpcClusterId"];
                /** @description Only shared or only dedicated queues; both when omitted. */
                category?: components["schemas"]["QueueCategory"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "queue_name" | "node_count";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the cluster's queues and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCurrentQueueResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEhpcQueues: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The EHPC cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id: components["schemas"]["QueueEhpcClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "queue_name" | "node_count";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the cluster's queues and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEhpcQueuesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeQueue: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description The queue.
                 * @example hpcq-d3f8k2m1
                 */
                id: components["schemas"]["QueueId"];
                /** @description The same queue as id, when the screen knows it under this name. */
                hpcqueue_id?: components["schemas"]["QueueId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeQueueResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQueueNodes: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The queue.
                 * @example hpcq-n7c2x9k1
                 */
                hpcqueue_id: components["schemas"]["QueueId"];
                /**
                 * @description The queue's cluster; the gateway refuses a queue of another cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example name */
                sort_key?: "name" | "status" | "used_cores";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue's nodes and their total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetQueueNodesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bindPrivateQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindPrivateQueueRequest"];
            };
        };
        responses: {
            /** @description The binding was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueCreatedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addEhpcQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddEhpcQueueRequest"];
            };
        };
        responses: {
            /** @description The queue was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueCreatedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unbindPrivateQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnbindPrivateQueueRequest"];
            };
        };
        responses: {
            /** @description The unbinding was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteEhpcQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteEhpcQueuesRequest"];
            };
        };
        responses: {
            /** @description The deletion was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateQueueName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateQueueNameRequest"];
            };
        };
        responses: {
            /** @description The renaming was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyEhpcQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyEhpcQueueRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addEhpcQueueNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EhpcQueueNodesRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removeEhpcQueueNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EhpcQueueNodesRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listClusterUsers: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description Only accounts in this status.
                 * @example active
                 */
                status?: components["schemas"]["ClusterUserStatus"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "account" | "used_core_hours" | "remaining_core_hours" | "storage_used";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cluster users and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListClusterUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addClusterUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddClusterUserRequest"];
            };
        };
        responses: {
            /** @description The account creation was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyClusterUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyClusterUserRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteClusterUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteClusterUserRequest"];
            };
        };
        responses: {
            /** @description The deletion was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the jobs of this cluster; every cluster of the user when omitted.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /**
                 * @description Job statuses to include; every status when omitted.
                 * @example [
                 *       "running",
                 *       "pending"
                 *     ]
                 */
                status?: components["schemas"]["JobStatus"][];
                /**
                 * @description Only the jobs of this queue (the queue name).
                 * @example normal
                 */
                queue?: components["schemas"]["ShortName"];
                /**
                 * @description The tasks of this job array, in index order (ADR 0061). Without it the list shows single jobs and arrays, never their tasks.
                 * @example hpcjob-7k2m9x4q
                 */
                array_of?: components["schemas"]["HpcJobUuid"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /**
                 * @description Jobs submitted at or after this time.
                 * @example 2026-05-20T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Jobs submitted at or before this time; not before start_time.
                 * @example 2026-11-20T08:30:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @example submitted_time */
                sort_key?: "submitted_time" | "name" | "run_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs, the total count and the status counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListJobsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSimulationJobs: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Job statuses to include; every status when omitted.
                 * @example [
                 *       "running",
                 *       "pending",
                 *       "finished"
                 *     ]
                 */
                status?: components["schemas"]["JobStatus"][];
                /**
                 * @description Only the jobs of this simulation software.
                 * @example hpcsw-fluent23
                 */
                hpcsw_id?: components["schemas"]["SoftwareId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /**
                 * @description Jobs submitted at or after this time.
                 * @example 2026-05-20T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Jobs submitted at or before this time; not before start_time.
                 * @example 2026-11-20T08:30:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @example submitted_time */
                sort_key?: "submitted_time" | "name" | "run_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of simulation jobs, the total count and the status counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSimulationJobsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getJobDetail: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path: {
                /**
                 * @description The job's hpcjob_uuid.
                 * @example hpcjob-7k2m9x4q
                 */
                id: components["schemas"]["HpcJobUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, its cluster and its queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSimulationJobDetail: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path: {
                /**
                 * @description The simulation job's sjob_id.
                 * @example sjob-3f8k2p9w
                 */
                sjob_id: components["schemas"]["SimulationJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationJobDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitJobRequest"];
            };
        };
        responses: {
            /** @description The submission was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    retryJobArray: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetryJobArrayRequest"];
            };
        };
        responses: {
            /** @description The new array was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getQuotaUsage: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the quotas on this cluster; every cluster's when omitted.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's quotas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaUsageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSimulationJobLog: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Which log to read, standard output (the default) or standard error.
                 * @example stdout
                 */
                stream?: components["schemas"]["SimulationLogStream"];
            };
            header?: never;
            path: {
                /**
                 * @description The simulation job's sjob_id.
                 * @example sjob-3f8k2p9w
                 */
                sjob_id: components["schemas"]["SimulationJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log's text and whether the job still runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationJobLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitSimulationJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitSimulationJobRequest"];
            };
        };
        responses: {
            /** @description The submission was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitSimulationJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createJobFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobFileRequest"];
            };
        };
        responses: {
            /** @description The file was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateJobFileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    stopJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobIdsRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    stopSimulationJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationJobIdsRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resumeJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobIdsRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobIdsRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteSimulationJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationJobIdsRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOperations: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the operations on these resources (cluster, node, queue or job ids).
                 * @example [
                 *       "ehpc-k8x2m4q1"
                 *     ]
                 */
                resource_ids?: components["schemas"]["OperationResourceId"][];
                /**
                 * @description Operation statuses to include; every status when omitted.
                 * @example [
                 *       "pending",
                 *       "working"
                 *     ]
                 */
                status?: components["schemas"]["OperationStatus"][];
                /**
                 * @description Only the operations of this action (e.g. cluster/stopCluster). Named operation_action because action is the identity parameter that carries this call's own action name.
                 * @example cluster/stopCluster
                 */
                operation_action?: components["schemas"]["OperationAction"];
                /**
                 * @description Operations created at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Operations created at or before this time; not before start_time and at most 90 days after it.
                 * @example 2026-11-20T08:30:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "status_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of operations and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListOperationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSimulationOperations: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Fixed to simulation_cluster; may be omitted.
                 * @example [
                 *       "simulation_cluster"
                 *     ]
                 */
                resource_ids?: "simulation_cluster"[];
                /**
                 * @description Operation statuses to include; every status when omitted.
                 * @example [
                 *       "successful",
                 *       "failed"
                 *     ]
                 */
                status?: components["schemas"]["OperationStatus"][];
                /**
                 * @description Only the operations of this action (e.g. simulation/submitJob). Named operation_action because action is the identity parameter that carries this call's own action name.
                 * @example simulation/submitJob
                 */
                operation_action?: components["schemas"]["OperationAction"];
                /**
                 * @description Operations created at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Operations created at or before this time; not before start_time and at most 90 days after it.
                 * @example 2026-11-20T08:30:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "status_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of operations and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListOperationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFileTemplates: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the templates of this software (exact name, e.g. GROMACS).
                 * @example GROMACS
                 */
                software?: string;
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name" | "software";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100); the console asks for 100, the size of the file template list.
                 * @example 100
                 */
                limit?: components["schemas"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of file templates and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFileTemplatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobTemplates: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the templates of this cluster; every cluster of the user when absent.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "update_time" | "name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of job templates and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListJobTemplatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getJobTemplate: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The job template.
                 * @example jt-7c3k9m2a
                 */
                temp_id: components["schemas"]["JobTemplateId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetJobTemplateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createJobTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobTemplateRequest"];
            };
        };
        responses: {
            /** @description The template was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveJobTemplateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateJobTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateJobTemplateRequest"];
            };
        };
        responses: {
            /** @description The template was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveJobTemplateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteJobTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteJobTemplateRequest"];
            };
        };
        responses: {
            /** @description The templates were deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteJobTemplateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 20
                 */
                limit?: components["schemas"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications, the total and the unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListNotificationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description The notifications are read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkNotificationsReadResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetNotificationSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationSettingsRequest"];
            };
        };
        responses: {
            /** @description The settings as saved, and the secret when this change set one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateNotificationSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotificationDeliveries: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 20
                 */
                limit?: components["schemas"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListNotificationDeliveriesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSoftware: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the software of this class.
                 * @example swc-cfd
                 */
                class_id?: components["schemas"]["SoftwareClassId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @description 1 lists only the software the user collected, 0 only the rest. */
                mark?: components["schemas"]["SoftwareMark"];
                /** @description Only the software available on this cluster, with the user's application status for it. */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @example create_time */
                sort_key?: "create_time" | "sw_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of software and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSoftwareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    applySoftware: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplySoftwareRequest"];
            };
        };
        responses: {
            /** @description The application was recorded and waits for the administrator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplySoftwareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSoftwareApplications: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the applications in this status.
                 * @example pending
                 */
                status?: components["schemas"]["ApprovalStatus"];
                /** @example create_time */
                sort_key?: "create_time" | "status_time";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applications and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSoftwareApplicationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    reviewSoftwareApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewSoftwareApplicationRequest"];
            };
        };
        responses: {
            /** @description The application was decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSoftwareApplicationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markSoftware: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkSoftwareRequest"];
            };
        };
        responses: {
            /** @description The flag was set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkSoftwareResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSoftwareClasses: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @example name */
                sort_key?: "name" | "software_count";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The software classes and their count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSoftwareClassesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listGraphics: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only the applications of this cluster. */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example app_name */
                sort_key?: "app_name" | "cluster_id";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graphics applications and their count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGraphicsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRemoteAppLink: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The graphics application.
                 * @example hpcsw-fluent2024
                 */
                hpcsw_id: components["schemas"]["SoftwareId"];
                /**
                 * @description The NAS mount point of the application's cluster that the session works in.
                 * @example nas-3f9a2b1c
                 */
                nas_mount_point: components["schemas"]["NasOrS2Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link of the session and when it expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteAppLinkResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    openGraphicsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenGraphicsSessionRequest"];
            };
        };
        responses: {
            /** @description The new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphicsSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listGraphicsSessions: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description live (the default), ended or all.
                 * @example live
                 */
                status?: components["schemas"]["GraphicsStatusFilter"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 10
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sessions, newest first, and their total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGraphicsSessionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGraphicsSession: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The session.
                 * @example gs-4k8m2q7w
                 */
                session_id: components["schemas"]["GraphicsSessionId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphicsSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endGraphicsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphicsSessionRequest"];
            };
        };
        responses: {
            /** @description The session, ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphicsSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    extendGraphicsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendGraphicsSessionRequest"];
            };
        };
        responses: {
            /** @description The session with its new limit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphicsSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPrivateResourceInfo: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description The charge mode of the tab.
                 * @example Reserved
                 */
                paid_type: components["schemas"]["PaidTypeName"];
                resource_type?: components["schemas"]["BillingResourceType"];
                /** @example start_time */
                sort_key?: "start_time" | "expire_time" | "unit_price";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of resources, their total cost and count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateResourceInfoResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShareResourceInfo: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shared resource amount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareResourceInfoResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClusterBillInfo: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The cluster.
                 * @example hpc-a1b2c3d4
                 */
                cluster_id: components["parameters"]["ClusterId"];
                /**
                 * @description Bill lines ending after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Bill lines starting before this time.
                 * @example 2026-11-20T00:00:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @example start_time */
                sort_key?: "start_time" | "amount";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bill lines, their total and count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillInfoListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRemoteAppBillInfo: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only the remote apps run on this cluster. */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Only this application. */
                hpcsw_id?: components["schemas"]["SoftwareId"];
                /**
                 * @description Bill lines ending after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Bill lines starting before this time.
                 * @example 2026-11-20T00:00:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @example start_time */
                sort_key?: "start_time" | "amount";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bill lines, their total and count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillInfoListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getChargeRecords: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The id of the charged resource.
                 * @example ehpc-k8x2m4q1
                 */
                resource: components["schemas"]["BillingResourceId"];
                /**
                 * @description Records charged at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                start_time?: components["schemas"]["DateTime"];
                /**
                 * @description Records charged before this time.
                 * @example 2026-11-20T00:00:00Z
                 */
                end_time?: components["schemas"]["DateTime"];
                /** @example charge_time */
                sort_key?: "charge_time" | "total_sum";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of charge records and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRecordsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBalance: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getArrearsInfos: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only this resource. */
                resource?: components["schemas"]["BillingResourceId"];
                /** @example since */
                sort_key?: "since" | "amount";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of resources in arrears, the total owed and the count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArrearsInfosResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBillingCost: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The queue type priced.
                 * @example qt-shared56
                 */
                queue_type: components["schemas"]["QueueTypeId"];
                /**
                 * @description 0 PayForUsed (the default), 1 Reserved.
                 * @example 1
                 */
                paid_type?: components["schemas"]["PaidType"];
                /**
                 * @description Months of a Reserved purchase; required (at least 1) when paid_type is 1, 0 or absent otherwise.
                 * @example 1
                 */
                duration?: components["schemas"]["Duration"];
                /**
                 * @description 1 renews a Reserved queue automatically at expiry.
                 * @example 0
                 */
                is_auto_renewal?: components["schemas"]["AutoRenewal"];
                /**
                 * @description The product priced; privated_queue, a private queue, by default.
                 * @example privated_queue
                 */
                prod_name?: components["schemas"]["CostProductName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingCostResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listRemoteAppLogs: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Case-insensitive substring of the application name.
                 * @example Fluent
                 */
                app_name?: components["schemas"]["SearchWord"];
                /** @example running */
                app_state?: components["schemas"]["RemoteAppState"];
                /** @example start_time */
                sort_key?: "start_time" | "end_time" | "duration" | "cost";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of usage records and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRemoteAppLogsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProjectMembers: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The project.
                 * @example prj-k3m9x2q7
                 */
                project_id: components["schemas"]["ProjectId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "user_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of members and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProjectMembersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectRequest"];
            };
        };
        responses: {
            /** @description The project was accepted; project_id can be used at once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateProjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    destroyProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestroyProjectRequest"];
            };
        };
        responses: {
            /** @description The destruction was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addProjectResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProjectResourceRequest"];
            };
        };
        responses: {
            /** @description The clusters were accepted into the project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addProjectMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProjectMemberRequest"];
            };
        };
        responses: {
            /** @description The members were accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteProjectMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteProjectMemberRequest"];
            };
        };
        responses: {
            /** @description The removal was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these projects. */
                project_id?: components["schemas"]["ProjectId"][];
                /**
                 * @description Only the projects sharing this cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of projects and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProjectsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubUsers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only sub-users whose HPC permission has this status.
                 * @example enable
                 */
                status?: components["schemas"]["PermissionStatus"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "user_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sub-users and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSubUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createSubUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubUserRequest"];
            };
        };
        responses: {
            /** @description The sub-account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    enableSubUserPermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableSubUserPermissionRequest"];
            };
        };
        responses: {
            /** @description The sub-account's HPC permission is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeLoginAccountUsers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the users of this login account.
                 * @example hpc_lab
                 */
                login_account?: components["schemas"]["LoginAccountName"];
                /** @description Only these users. */
                users?: components["schemas"]["UserId"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "user_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of login-account users and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeLoginAccountUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeLoginAccounts: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these login accounts. */
                login_accounts?: components["schemas"]["LoginAccountName"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "login_account";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of login accounts and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeLoginAccountsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeUsers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description User ids or e-mail addresses to look up.
                 * @example [
                 *       "li.na@example.com"
                 *     ]
                 */
                users?: components["schemas"]["AccountLookupKey"][];
                /** @description Only accounts with these statuses. */
                status?: components["schemas"]["AccountUserStatus"][];
                /** @example create_time */
                sort_key?: "create_time" | "user_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching accounts and their count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeIamUsers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these IAM users. */
                iam_user_ids?: components["schemas"]["IamUserId"][];
                /** @example active */
                status?: components["schemas"]["IamUserStatus"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "iamuser_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of IAM users and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeIamUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSharedUsers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Only the members of this cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Only members with these statuses. */
                status?: components["schemas"]["SharedUserStatus"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "username" | "used_cpu_time" | "used_file_system_quota";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100); shared-member lists show 20 by default.
                 * @example 20
                 */
                limit?: components["schemas"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of shared members and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSharedUsersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSharedClusters: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these clusters. */
                cluster_id?: components["schemas"]["ClusterId"][];
                /** @example shared_user_count */
                sort_key?: "shared_user_count" | "cluster_id";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of shared-cluster statistics and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSharedClustersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addSharedResourceLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddSharedResourceLimitRequest"];
            };
        };
        responses: {
            /** @description The limit was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifySharedResourceLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifySharedResourceLimitRequest"];
            };
        };
        responses: {
            /** @description The change was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteSharedResourceLimit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSharedResourceLimitRequest"];
            };
        };
        responses: {
            /** @description The removal was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addSharedUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddSharedUserRequest"];
            };
        };
        responses: {
            /** @description The member was accepted; shared_user_id can be used at once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddSharedUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifySharedUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The field to change.
                 * @example status
                 */
                modify_type: components["schemas"]["SharedUserModifyType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifySharedUserRequest"];
            };
        };
        responses: {
            /** @description The change was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteSharedUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSharedUserRequest"];
            };
        };
        responses: {
            /** @description The removal was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeVxnets: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these networks. */
                vxnets?: components["schemas"]["VxnetId"][];
                /**
                 * @description Network types to include; both when omitted.
                 * @example [
                 *       1
                 *     ]
                 */
                vxnet_type?: components["schemas"]["VxnetType"][];
                /**
                 * @description Modes to include; [0, 1] for VM networks, [2] for bare-metal networks.
                 * @example [
                 *       0,
                 *       1
                 *     ]
                 */
                mode?: components["schemas"]["VxnetMode"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "vxnet_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of networks and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeVxnetsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeRouters: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these routers. */
                routers?: components["schemas"]["RouterId"][];
                /**
                 * @description Statuses to include.
                 * @example [
                 *       "active"
                 *     ]
                 */
                status?: components["schemas"]["RouterStatus"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "router_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of routers and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeRoutersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeEips: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these EIPs. */
                eips?: components["schemas"]["EipId"][];
                /**
                 * @description Statuses to include.
                 * @example [
                 *       "available"
                 *     ]
                 */
                status?: components["schemas"]["EipStatus"][];
                /**
                 * @description Association modes to include; all three when omitted.
                 * @example [
                 *       0,
                 *       1,
                 *       2
                 *     ]
                 */
                associate_mode?: components["schemas"]["EipAssociateMode"][];
                /**
                 * @description Only the EIPs this cluster's nodes hold (the cluster detail links to them); none when the user may not see the cluster.
                 * @example ehpc-k8x2m4q1
                 */
                cluster_id?: components["schemas"]["ClusterId"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "eip_name";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of EIPs and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeEipsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    describeS2Servers: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these S2 servers. */
                s2_servers?: components["schemas"]["S2ServerId"][];
                /**
                 * @description Statuses to include; the console asks for active servers only.
                 * @example [
                 *       "active"
                 *     ]
                 */
                status?: components["schemas"]["S2ServerStatus"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name" | "status";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /** @description 1 adds related objects to each row. */
                verbose?: components["parameters"]["Verbose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of S2 servers and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DescribeS2ServersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFileSystems: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /** @description Only these file systems. */
                fs_ids?: components["schemas"]["FileSystemId"][];
                /**
                 * @description Statuses to include; all when omitted.
                 * @example [
                 *       "Active",
                 *       "Creating"
                 *     ]
                 */
                status?: components["schemas"]["NasStatus"][];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name" | "capacity";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of file systems and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFileSystemsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFileSystem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFileSystemRequest"];
            };
        };
        responses: {
            /** @description The creation was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateFileSystemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExports: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The flag that makes this read the export list. The console sends it bare (?exports), which means true.
                 * @example true
                 */
                exports: true;
                /** @description Statuses to include; all when omitted. */
                status?: components["schemas"]["NasStatus"][];
                /** @description true lists only the exports mounted by a cluster, false only the free ones; all when omitted. */
                mounted?: boolean;
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /** @example create_time */
                sort_key?: "create_time" | "name" | "quota" | "used";
                /**
                 * @description 1 sorts descending (the default), 0 ascending.
                 * @example 1
                 */
                reverse?: components["parameters"]["Reverse"];
                /**
                 * @description Page size (10, 20, 50 or 100), or 1024 for the all-data query.
                 * @example 10
                 */
                limit?: components["parameters"]["ListLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /**
                 * @description The file system.
                 * @example fs-k2m4q8x1
                 */
                fsid: components["schemas"]["FileSystemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the file system's exports and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListNasExportsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file system.
                 * @example fs-k2m4q8x1
                 */
                fsid: components["schemas"]["FileSystemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNasExportRequest"];
            };
        };
        responses: {
            /** @description The creation was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getExport: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path: {
                /**
                 * @description The file system.
                 * @example fs-k2m4q8x1
                 */
                fsid: components["schemas"]["FileSystemId"];
                /**
                 * @description The export.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetNasExportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifyExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file system.
                 * @example fs-k2m4q8x1
                 */
                fsid: components["schemas"]["FileSystemId"];
                /**
                 * @description The export.
                 * @example nas-5c8d1e3f
                 */
                nas_id: components["schemas"]["NasId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyNasExportRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteExport: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description true also deletes an export that still holds files.
                 * @example false
                 */
                force?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The file system.
                 * @example fs-k2m4q8x1
                 */
                fsid: components["schemas"]["FileSystemId"];
                /**
                 * @description The export.
                 * @example nas-5c8d1e3f
                 */
                nas_id: components["schemas"]["NasId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    restartExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestartNasExportRequest"];
            };
        };
        responses: {
            /** @description The restart was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    capacityExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CapacityNasExportRequest"];
            };
        };
        responses: {
            /** @description The change was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    renameExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameNasExportRequest"];
            };
        };
        responses: {
            /** @description The rename was accepted; follow job_id in the operation log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasExportJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNasBillCost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NasBillCostRequest"];
            };
        };
        responses: {
            /** @description The price of the quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasBillCostResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getObjects: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The export.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
                /**
                 * @description The folder to list, ending with /; '' (the default) is the export's root.
                 * @example alice/wrf_case01/
                 */
                prefix?: components["schemas"]["NasObjectPrefix"];
                /** @description Case-insensitive substring matched against names and ids. */
                search_word?: components["parameters"]["SearchWord"];
                /**
                 * @description false leaves out hidden objects (names starting with .), counted out of total_count too, for the file manager's hidden-file toggle; true (the default) lists them.
                 * @example true
                 */
                hidden?: boolean;
                /** @example object_name */
                sort_key?: "object_name" | "last_modified" | "size";
                /**
                 * @description 0 sorts ascending (the default for files), 1 descending.
                 * @example 0
                 */
                reverse?: components["schemas"]["Reverse"];
                /**
                 * @description Page size, at most 100 (the file list page size).
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the folder's objects and their total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetNasObjectsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getObject: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The export.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
                /**
                 * @description The file, relative to the export's root.
                 * @example alice/wrf_case01/namelist.input
                 */
                object_name: components["schemas"]["NasFileKey"];
                /**
                 * @description true for the online viewer (files up to 10 MB, answered inline).
                 * @example false
                 */
                preview?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's content. */
            200: {
                headers: {
                    /** @description attachment (inline with preview) with the file name, e.g. attachment; filename*=UTF-8''namelist.input. */
                    "Content-Disposition"?: string;
                    /** @description The file's size in bytes. */
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putObject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PutNasObjectRequest"];
            };
        };
        responses: {
            /** @description The files were written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PutNasObjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    moveObject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveNasObjectRequest"];
            };
        };
        responses: {
            /** @description The object was renamed or moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasObjectChangeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNasDirectoryRequest"];
            };
        };
        responses: {
            /** @description The folder was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasObjectChangeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getUploadSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NasUploadSignatureRequest"];
            };
        };
        responses: {
            /** @description The signed upload URL and its form fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasSignatureResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDownloadSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NasDownloadSignatureRequest"];
            };
        };
        responses: {
            /** @description The signed download URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasSignatureResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadSignedObjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The export the policy was signed for.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["NasSignedUploadRequest"];
            };
        };
        responses: {
            /** @description The files were written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NasSignedUploadResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    downloadSignedObjects: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The answered fields.policy.
                 * @example pol-5cda34dfadcc32bd0a5c779737afb8b3
                 */
                policy: components["schemas"]["NasSignaturePolicy"];
                /**
                 * @description The answered fields.signature.
                 * @example 69b222d4ece574d4be86669d559d35a3c83564ffb1f82d3954c89740d5be5cd3
                 */
                signature: components["schemas"]["NasSignatureValue"];
                /** @description The answered fields.file_name (a download of one file). */
                file_name?: components["schemas"]["FileName"];
                /**
                 * @description The answered fields.archive_name (a download of several files).
                 * @example wrf_case01.zip
                 */
                archive_name?: components["schemas"]["FileName"];
            };
            header?: never;
            path: {
                /**
                 * @description The export the policy was signed for.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, or the ZIP archive of the files. */
            200: {
                headers: {
                    /** @description attachment with the signed name, e.g. attachment; filename*=UTF-8''wrf_case01.zip. */
                    "Content-Disposition"?: string;
                    /** @description The size of the file or of the whole archive in bytes. */
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listUploadSessions: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The export.
                 * @example nas-3f9a2b1c
                 */
                nas_id: components["schemas"]["NasId"];
                /**
                 * @description The folder, ending with /; '' (the default) is the export's root.
                 * @example alice/wrf_case01/
                 */
                prefix?: components["schemas"]["NasObjectPrefix"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unfinished sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUploadSessionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createUploadSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUploadSessionRequest"];
            };
        };
        responses: {
            /** @description The session, new or resumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getUploadSession: {
        parameters: {
            query: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The session.
                 * @example upl-k3m9q2x7a1b4c8d0
                 */
                upload_id: components["schemas"]["NasUploadId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putUploadChunk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PutUploadChunkRequest"];
            };
        };
        responses: {
            /** @description The chunk was stored; the session as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeUploadSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteUploadSessionRequest"];
            };
        };
        responses: {
            /** @description The file was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PutNasObjectResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    abortUploadSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadSessionChangeRequest"];
            };
        };
        responses: {
            /** @description The session was dropped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbortUploadSessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteObjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteNasObjectsRequest"];
            };
        };
        responses: {
            /** @description The objects were deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteNasObjectsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getConfigEntry: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description The namespace whose entry is answered when the namespace has none (the console sends default).
                 * @example default
                 */
                fallback?: components["schemas"]["ConfigFallbackNamespace"];
            };
            header?: never;
            path: {
                /**
                 * @description A zone name, or default.
                 * @example pek3
                 */
                namespace: components["schemas"]["ConfigNamespace"];
                /**
                 * @description The entry.
                 * @example hpc-config
                 */
                key: components["schemas"]["ConfigEntryKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetConfigEntryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out; where the organisation's provider ends its own session, its URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSignInOptions: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ways to sign in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInOptionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    loginDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    startOidcSignIn: {
        parameters: {
            query?: {
                /** @description The console's path to open after signing in; anything but a path of the console is ignored. */
                next?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's sign-in. */
            302: {
                headers: {
                    /** @description The provider's authorization URL. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Into the console, or back to the sign-in page with the reason. */
            302: {
                headers: {
                    /** @description The console's page, or the sign-in page with `sign_in_error`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSession: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity of the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccessTokenRequest"];
            };
        };
        responses: {
            /** @description The token, shown once, and its record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAccessTokenResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAccessTokens: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 10
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tokens and their total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAccessTokensResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    revokeAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeAccessTokenRequest"];
            };
        };
        responses: {
            /** @description The token as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerSlurmCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterSlurmClusterRequest"];
            };
        };
        responses: {
            /** @description Register a Slurm cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterSlurmClusterResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSlurmClusters: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 10
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the registered Slurm clusters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSlurmClustersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    modifySlurmCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifySlurmClusterRequest"];
            };
        };
        responses: {
            /** @description Change a registered Slurm cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterSlurmClusterResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removeSlurmCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveSlurmClusterRequest"];
            };
        };
        responses: {
            /** @description Remove a registered Slurm cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addMachine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMachineRequest"];
            };
        };
        responses: {
            /** @description Add a machine to the pool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddMachineResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMachines: {
        parameters: {
            query?: {
                /** @description The action name, equal to the operation's x-action. Filled in by the mutator. */
                action?: components["parameters"]["Action"];
                /**
                 * @description The zone the request works in.
                 * @example pek3
                 */
                zone?: components["parameters"]["Zone"];
                /** @description The owning account (the parent account for sub-users and IAM users). */
                owner?: components["parameters"]["Owner"];
                /** @description The signed-in user. */
                user_id?: components["parameters"]["UserId"];
                /** @description The IAM user name, where the session is an IAM user's. */
                iamuser_name?: components["parameters"]["IamUserName"];
                /**
                 * @description Page size (10, 20, 50 or 100).
                 * @example 10
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description Rows to skip.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the pool's machines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachinesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removeMachine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveMachineRequest"];
            };
        };
        responses: {
            /** @description Remove a machine from the pool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addMachineNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMachineNodesRequest"];
            };
        };
        responses: {
            /** @description Make machines nodes of a cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachinesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    releaseMachineNodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseMachineNodesRequest"];
            };
        };
        responses: {
            /** @description Return nodes to the pool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachinesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
