/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export interface paths {
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
         * @description Creates an HPC or an EHPC cluster. The body is one of the two creation forms, chosen by cluster_type; the console renders them as its creation steps. The cluster is created pending and becomes active asynchronously. Sub-users are refused unless the sub-user cluster creation flag is on.
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
         * @description Changes the cluster's name and/or description. Shared members are refused.
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
         * @description Checks the user name and password and starts a session: sets the HttpOnly, SameSite=Strict session cookie and the CSRF cookie, and answers the identity. Repeated failures from one address are slowed down.
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
         * @description Ends the session and clears its cookies.
         */
        post: operations["logout"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @example pek3 */
        Zone: string;
        /** @example usr-owner */
        UserId: string;
        /** @example alice */
        IamUserName: string;
        /** @enum {string} */
        ClusterStatus: "pending" | "active" | "stopped" | "suspended" | "ceased" | "terminated" | "deleted" | "creating" | "starting" | "stopping" | "restarting" | "resizing" | "updating" | "resuming" | "suspending" | "deleting";
        /** @enum {string} */
        ClusterType: "hpc" | "ehpc";
        /** @enum {string} */
        SharedStatus: "shared" | "unshared";
        /**
         * @description hpc-… is an HPC cluster, ehpc-… an EHPC cluster.
         * @example hpc-a1b2c3d4
         */
        ClusterId: string;
        SearchWord: string;
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
        /** @default 0 */
        Offset: number;
        /**
         * @default 0
         * @enum {integer}
         */
        Verbose: 0 | 1;
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
         * @description 1 standard, 2 streamline (no controller role).
         * @enum {integer}
         */
        DeployMode: 1 | 2;
        /**
         * @description 0 PayForUsed, 1 Reserved.
         * @enum {integer}
         */
        PaidType: 0 | 1;
        /** @description Months of a Reserved purchase; 0 means PayForUsed. */
        Duration: number;
        /**
         * @default 0
         * @enum {integer}
         */
        AutoRenewal: 0 | 1;
        Count: number;
        /**
         * Format: date-time
         * @example 2026-11-20T08:30:00Z
         */
        DateTime: string;
        /** @description A name ending in -BM is a bare-metal version, else a VM version. */
        AppVersionInfo: {
            version_id: string;
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
            /** @description Cluster software version, e.g. 2.4.1. */
            version?: string;
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
            };
            create_time: components["schemas"]["DateTime"];
            status_time?: components["schemas"]["DateTime"];
            /** Format: date-time */
            expire_time?: string | null;
            $defs: {
                /**
                 * @description base (vxnet_type 2), private (vxnet_type 1), bare_metal (vxnet_type 2, mode 2).
                 * @enum {string}
                 */
                NetworkType: "base" | "private" | "bare_metal";
                /** @enum {string} */
                Scheduler: "slurm" | "pbspro";
                /** @enum {string} */
                SharedStatus: "shared" | "unshared";
                /** @description A name ending in -BM is a bare-metal version, else a VM version. */
                AppVersionInfo: {
                    version_id: string;
                    resource_kit?: string;
                    name: string;
                };
            };
        };
        ListClustersResponse: components["schemas"]["SuccessEnvelope"] & {
            cluster_set: components["schemas"]["cluster"][];
            total_count: components["schemas"]["Count"];
            /** @description The cluster type the answer is for; the console discards an answer whose type differs from its query's. */
            cluster_type?: components["schemas"]["ClusterType"];
        };
        /**
         * @description 1100 invalid parameter (HTTP 422), 1200 not signed in (401), 1300 permission denied (403), 1400 not found (404), 2100 state conflict (409), 2400 duplicate request (409), 2500 lack of balance or storage (409), 5000 internal error (500), 5030 service unavailable (503).
         * @enum {integer}
         */
        FailureRetCode: 1100 | 1200 | 1300 | 1400 | 2100 | 2400 | 2500 | 5000 | 5030;
        /** @description A refused or failed call. ret_code is never 0; message is in the request's language. */
        Failure: {
            ret_code: components["schemas"]["FailureRetCode"];
            message: string;
            action?: string;
            /** @description Contract violations, one per broken rule, when ret_code is 1100. */
            validation?: {
                location: string[];
                message: string;
                code?: string;
            }[];
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
        /** @description 12-30 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # % $ ^ & *; no other characters. */
        Password: string & (unknown & unknown & unknown & unknown);
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
            vxnet: string;
            /** Bare-metal network */
            bm_vxnet_id?: string;
            /** NAS mount point */
            nas_id: string;
            /** S2 server */
            s2_server_id?: string;
            /** Shared path */
            nas_path?: string;
            /** Cluster version */
            app_version: string;
            /** Software */
            software?: string[];
            /** Administrator password */
            admin_password: components["schemas"]["Password"];
        };
        /** @description 3-12 ASCII letters, digits or underscores (account and queue names on the cluster). */
        ShortName: string;
        /** @description Node count range [0~100]. */
        NodeCount: number;
        /**
         * Node configuration of one role
         * @description Instance class, cpu, memory, gpu and count of the nodes of one role, chosen from the product SKUs and the cluster conf.
         */
        NodeSpec: {
            /**
             * Instance class
             * @enum {integer}
             */
            instance_class: 0 | 1 | 2 | 101 | 201 | 202;
            /** CPU cores */
            cpu: number;
            /** Memory (MiB) */
            memory: number;
            /**
             * GPUs
             * @default 0
             */
            gpu: number;
            /** Count */
            count: components["schemas"]["NodeCount"];
            /** Private IPs */
            private_ips?: string[];
        };
        /**
         * HPC cluster
         * @description Shared compute reached through login nodes, billed by job usage (PayForUsed).
         */
        CreateHpcClusterForm: components["schemas"]["ClusterBaseForm"] & {
            /** @constant */
            cluster_type: "hpc";
            /** Queue type */
            queue_type: string;
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
        CreateClusterRequest: components["schemas"]["RequestIdentity"] & (components["schemas"]["CreateHpcClusterForm"] | components["schemas"]["CreateEhpcClusterForm"]);
        /** @description Identifier of an asynchronous operation (not a compute job). */
        OperationJobId: string;
        /** @description A change accepted for asynchronous execution; job_id is followed in the operation log. */
        AsyncJobResponse: components["schemas"]["SuccessEnvelope"] & {
            job_id: components["schemas"]["OperationJobId"];
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
            app_version?: string;
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
        /** @enum {string} */
        NodeRole: "login" | "controller" | "compute";
        ResizeClusterRequest: components["schemas"]["RequestIdentity"] & {
            cluster_id: components["schemas"]["ClusterId"];
            role: components["schemas"]["NodeRole"];
            /** @enum {integer} */
            instance_class?: 0 | 1 | 2 | 101 | 201 | 202;
            cpu: number;
            memory: number;
            gpu?: number;
        };
        /** @description A price in the account's currency, 4 decimals. */
        Price: number;
        /** @enum {string} */
        Currency: "cny" | "usd";
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
        Lang: "zh-cn" | "en";
        LoginRequest: {
            /** @description A user id (usr-owner) or an IAM login (iam-alice). */
            user_name: string;
            /** @description Checked against the account; no format rule, so old passwords still sign in. */
            password: string;
            lang?: components["schemas"]["Lang"];
        };
        /** Format: email */
        Email: string;
        /** @enum {string} */
        UserRole: "user" | "partner" | "agent" | "zone_admin" | "console_admin" | "global_admin" | "ticket_mgr";
        /** @enum {string} */
        VerifyStatus: "PASSED" | "NEW" | "PENDING" | "REJECTED";
        /**
         * @description 1 is a sub-user (sub-account).
         * @enum {integer}
         */
        UserType: 0 | 1;
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
            iamuser_name?: string | null;
            /** @description Whether the user signs in through LDAP; always false on public cloud. */
            is_ldap_user?: boolean;
            currency?: components["schemas"]["Currency"];
            lang: components["schemas"]["Lang"];
        };
        SessionResponse: components["schemas"]["SuccessEnvelope"] & {
            user: components["schemas"]["user-session"];
            /** @description Send it back as the X-CSRF-Token header on every POST, PUT and DELETE. */
            csrf_token: string;
            expire_time: components["schemas"]["DateTime"];
        };
        LogoutRequest: components["schemas"]["RequestIdentity"];
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
        /** @description Refused by a business rule or the resource's state (ret_code 2100, 2400, 2500), e.g. "The cluster is not active and cannot submit jobs". */
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
        /** @description Case-insensitive substring matched against names and ids. */
        SearchWord: components["schemas"]["SearchWord"];
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
        /**
         * @description Rows to skip.
         * @example 0
         */
        Offset: components["schemas"]["Offset"];
        /** @description 1 adds related objects to each row. */
        Verbose: components["schemas"]["Verbose"];
        /**
         * @description The cluster.
         * @example hpc-a1b2c3d4
         */
        ClusterId: components["schemas"]["ClusterId"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
                instance_class?: 0 | 1 | 2 | 101 | 201 | 202;
                /** @example 64 */
                cpu: number;
                /** @example 262144 */
                memory: number;
                gpu?: number;
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
            /** @description Signed out. */
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
}
