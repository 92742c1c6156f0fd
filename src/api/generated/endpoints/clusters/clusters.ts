/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  AsyncJobResponse,
  ClusterConfResponse,
  ClusterIdsRequest,
  ClusterNasInfoResponse,
  ConflictResponse,
  CreateClusterRequest,
  CreateClusterResponse,
  DeleteClusterRequest,
  ForbiddenResponse,
  GetClusterConfParams,
  GetClusterNasInfoParams,
  GetResizeClusterFeeParams,
  ListClustersParams,
  ListClustersResponse,
  ModifyClusterRequest,
  NotFoundResponse,
  ResizeClusterRequest,
  ResizeFeeResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UpgradeClusterRequest
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the user's clusters (or the clusters shared with the user when shared_status is shared), filtered by status, type and a search word, sorted by create_time descending by default.
 * @summary List clusters
 */
export const listClusters = (
    params?: ListClustersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListClustersResponse>(
      {url: `/portal-hpc/cluster/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListClustersQueryKey = (params?: ListClustersParams,) => {
    return [
    `/portal-hpc/cluster/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListClustersQueryOptions = <TData = Awaited<ReturnType<typeof listClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListClustersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listClusters>>> = ({ signal }) => listClusters(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListClustersQueryResult = NonNullable<Awaited<ReturnType<typeof listClusters>>>
export type ListClustersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListClusters<TData = Awaited<ReturnType<typeof listClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListClustersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listClusters>>,
          TError,
          Awaited<ReturnType<typeof listClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListClusters<TData = Awaited<ReturnType<typeof listClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listClusters>>,
          TError,
          Awaited<ReturnType<typeof listClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListClusters<TData = Awaited<ReturnType<typeof listClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List clusters
 */

export function useListClusters<TData = Awaited<ReturnType<typeof listClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListClustersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates an HPC or an EHPC cluster. The body is one of the two creation forms, chosen by cluster_type; the console renders them as its creation steps. The cluster is created pending and becomes active asynchronously. Sub-users are refused unless the sub-user cluster creation flag is on. The gateway refuses a cluster_name already used by another live cluster of the owner, a node count outside its role's count range in the cluster conf, and private_ips whose number differs from the role's count or with an IP outside the network or already in use (409, ret_code 1100, the validation problem on the field: cluster_name, node_config.<role>.count or .private_ips, login_node.count or .private_ips). A request carrying the request_token of an earlier creation of the owner answers that creation's job_id and cluster_id again and creates nothing.
 * @summary Create a cluster
 */
export const createCluster = (
    createClusterRequest: BodyType<CreateClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<CreateClusterResponse>(
      {url: `/portal-hpc/cluster/createCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createClusterRequest, signal
    },
      options);
    }
  


export const getCreateClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCluster>>, TError,{data: BodyType<CreateClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createCluster>>, TError,{data: BodyType<CreateClusterRequest>}, TContext> => {

const mutationKey = ['createCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCluster>>, {data: BodyType<CreateClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateClusterMutationResult = NonNullable<Awaited<ReturnType<typeof createCluster>>>
    export type CreateClusterMutationBody = BodyType<CreateClusterRequest>
    export type CreateClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a cluster
 */
export const useCreateCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCluster>>, TError,{data: BodyType<CreateClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCluster>>,
        TError,
        {data: BodyType<CreateClusterRequest>},
        TContext
      > => {

      const mutationOptions = getCreateClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes clusters (deleting -> deleted, then ceased), or deregisters clusters whose resources are already released when deregister is true. Irreversible: the console asks the user to type the cluster name first. The gateway refuses a cluster that is already deleting and any cluster the user does not own.
 * @summary Delete or deregister clusters
 */
export const deleteCluster = (
    deleteClusterRequest: BodyType<DeleteClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/deleteCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteClusterRequest, signal
    },
      options);
    }
  


export const getDeleteClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteCluster>>, TError,{data: BodyType<DeleteClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteCluster>>, TError,{data: BodyType<DeleteClusterRequest>}, TContext> => {

const mutationKey = ['deleteCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteCluster>>, {data: BodyType<DeleteClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteClusterMutationResult = NonNullable<Awaited<ReturnType<typeof deleteCluster>>>
    export type DeleteClusterMutationBody = BodyType<DeleteClusterRequest>
    export type DeleteClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete or deregister clusters
 */
export const useDeleteCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteCluster>>, TError,{data: BodyType<DeleteClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteCluster>>,
        TError,
        {data: BodyType<DeleteClusterRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Upgrades the cluster's software to a newer version; takes about one minute. The gateway refuses with "The upgrade conditions are not met" unless the cluster is in the state the upgrade asks for (EHPC clusters must be stopped, HPC clusters active) and a newer version exists. On failure the cluster rolls back to the previous version and the operation ends failed with "Upgrade failed and rolled back". Answers job_id.
 * @summary Upgrade a cluster
 */
export const upgradeCluster = (
    upgradeClusterRequest: BodyType<UpgradeClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/upgradeCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: upgradeClusterRequest, signal
    },
      options);
    }
  


export const getUpgradeClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof upgradeCluster>>, TError,{data: BodyType<UpgradeClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof upgradeCluster>>, TError,{data: BodyType<UpgradeClusterRequest>}, TContext> => {

const mutationKey = ['upgradeCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof upgradeCluster>>, {data: BodyType<UpgradeClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  upgradeCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpgradeClusterMutationResult = NonNullable<Awaited<ReturnType<typeof upgradeCluster>>>
    export type UpgradeClusterMutationBody = BodyType<UpgradeClusterRequest>
    export type UpgradeClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Upgrade a cluster
 */
export const useUpgradeCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof upgradeCluster>>, TError,{data: BodyType<UpgradeClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof upgradeCluster>>,
        TError,
        {data: BodyType<UpgradeClusterRequest>},
        TContext
      > => {

      const mutationOptions = getUpgradeClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Changes the cluster's name and/or description. Shared members are refused. The gateway refuses a cluster_name already used by another live cluster of the owner (409, ret_code 1100, the validation problem on cluster_name).
 * @summary Rename a cluster or change its description
 */
export const modifyCluster = (
    modifyClusterRequest: BodyType<ModifyClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/modifyCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifyClusterRequest, signal
    },
      options);
    }
  


export const getModifyClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyCluster>>, TError,{data: BodyType<ModifyClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyCluster>>, TError,{data: BodyType<ModifyClusterRequest>}, TContext> => {

const mutationKey = ['modifyCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyCluster>>, {data: BodyType<ModifyClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifyCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyClusterMutationResult = NonNullable<Awaited<ReturnType<typeof modifyCluster>>>
    export type ModifyClusterMutationBody = BodyType<ModifyClusterRequest>
    export type ModifyClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename a cluster or change its description
 */
export const useModifyCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyCluster>>, TError,{data: BodyType<ModifyClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyCluster>>,
        TError,
        {data: BodyType<ModifyClusterRequest>},
        TContext
      > => {

      const mutationOptions = getModifyClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Stops active clusters (stopping -> stopped). Running jobs are stopped with them. The gateway refuses a cluster that is not active.
 * @summary Stop clusters
 */
export const stopCluster = (
    clusterIdsRequest: BodyType<ClusterIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/stopCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: clusterIdsRequest, signal
    },
      options);
    }
  


export const getStopClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof stopCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext> => {

const mutationKey = ['stopCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof stopCluster>>, {data: BodyType<ClusterIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  stopCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StopClusterMutationResult = NonNullable<Awaited<ReturnType<typeof stopCluster>>>
    export type StopClusterMutationBody = BodyType<ClusterIdsRequest>
    export type StopClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Stop clusters
 */
export const useStopCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof stopCluster>>,
        TError,
        {data: BodyType<ClusterIdsRequest>},
        TContext
      > => {

      const mutationOptions = getStopClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Starts stopped clusters (starting -> active). The gateway refuses a cluster that is not stopped.
 * @summary Start clusters
 */
export const startCluster = (
    clusterIdsRequest: BodyType<ClusterIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/startCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: clusterIdsRequest, signal
    },
      options);
    }
  


export const getStartClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof startCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext> => {

const mutationKey = ['startCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startCluster>>, {data: BodyType<ClusterIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  startCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StartClusterMutationResult = NonNullable<Awaited<ReturnType<typeof startCluster>>>
    export type StartClusterMutationBody = BodyType<ClusterIdsRequest>
    export type StartClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Start clusters
 */
export const useStartCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startCluster>>,
        TError,
        {data: BodyType<ClusterIdsRequest>},
        TContext
      > => {

      const mutationOptions = getStartClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Resumes clusters suspended for arrears (resuming -> active). The gateway refuses with "Lack of balance" while the account is still in arrears, and refuses a cluster that is not suspended.
 * @summary Resume suspended clusters
 */
export const resumeCluster = (
    clusterIdsRequest: BodyType<ClusterIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/resumeCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: clusterIdsRequest, signal
    },
      options);
    }
  


export const getResumeClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof resumeCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext> => {

const mutationKey = ['resumeCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeCluster>>, {data: BodyType<ClusterIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  resumeCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ResumeClusterMutationResult = NonNullable<Awaited<ReturnType<typeof resumeCluster>>>
    export type ResumeClusterMutationBody = BodyType<ClusterIdsRequest>
    export type ResumeClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Resume suspended clusters
 */
export const useResumeCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeCluster>>, TError,{data: BodyType<ClusterIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resumeCluster>>,
        TError,
        {data: BodyType<ClusterIdsRequest>},
        TContext
      > => {

      const mutationOptions = getResumeClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Changes the instance class, cpu, memory or gpu of every node of one role (resizing -> active). The fee comes from getResizeClusterFee first. The gateway refuses with "Lack of balance" when the balance does not cover the fee, and refuses a cluster that is not stopped (EHPC) or active (HPC).
 * @summary Resize the nodes of one role
 */
export const resizeCluster = (
    resizeClusterRequest: BodyType<ResizeClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/resizeCluster`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: resizeClusterRequest, signal
    },
      options);
    }
  


export const getResizeClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resizeCluster>>, TError,{data: BodyType<ResizeClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof resizeCluster>>, TError,{data: BodyType<ResizeClusterRequest>}, TContext> => {

const mutationKey = ['resizeCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resizeCluster>>, {data: BodyType<ResizeClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  resizeCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ResizeClusterMutationResult = NonNullable<Awaited<ReturnType<typeof resizeCluster>>>
    export type ResizeClusterMutationBody = BodyType<ResizeClusterRequest>
    export type ResizeClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Resize the nodes of one role
 */
export const useResizeCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resizeCluster>>, TError,{data: BodyType<ResizeClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resizeCluster>>,
        TError,
        {data: BodyType<ResizeClusterRequest>},
        TContext
      > => {

      const mutationOptions = getResizeClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The fee of a resize before it is made. The console shows the first item's price_diff; its duration is 0 for an hourly (PayForUsed, 1h) charge and 1 for a monthly (Reserved) one.
 * @summary Price a resize
 */
export const getResizeClusterFee = (
    params: GetResizeClusterFeeParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ResizeFeeResponse>(
      {url: `/portal-hpc/cluster/resizeClusterFee`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetResizeClusterFeeQueryKey = (params?: GetResizeClusterFeeParams,) => {
    return [
    `/portal-hpc/cluster/resizeClusterFee`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetResizeClusterFeeQueryOptions = <TData = Awaited<ReturnType<typeof getResizeClusterFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetResizeClusterFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetResizeClusterFeeQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getResizeClusterFee>>> = ({ signal }) => getResizeClusterFee(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetResizeClusterFeeQueryResult = NonNullable<Awaited<ReturnType<typeof getResizeClusterFee>>>
export type GetResizeClusterFeeQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetResizeClusterFee<TData = Awaited<ReturnType<typeof getResizeClusterFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetResizeClusterFeeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getResizeClusterFee>>,
          TError,
          Awaited<ReturnType<typeof getResizeClusterFee>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetResizeClusterFee<TData = Awaited<ReturnType<typeof getResizeClusterFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetResizeClusterFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getResizeClusterFee>>,
          TError,
          Awaited<ReturnType<typeof getResizeClusterFee>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetResizeClusterFee<TData = Awaited<ReturnType<typeof getResizeClusterFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetResizeClusterFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Price a resize
 */

export function useGetResizeClusterFee<TData = Awaited<ReturnType<typeof getResizeClusterFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetResizeClusterFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getResizeClusterFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetResizeClusterFeeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The node configuration choices of a cluster type in a zone: per role (controller, compute, login) the instance classes with their cpu, memory and gpu proportions and the node count range, plus schedulers and deploy modes. The creation forms read the first item of cluster_conf_set.
 * @summary Get the creation choices of a cluster type
 */
export const getClusterConf = (
    params: GetClusterConfParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ClusterConfResponse>(
      {url: `/portal-hpc/cluster/conf`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetClusterConfQueryKey = (params?: GetClusterConfParams,) => {
    return [
    `/portal-hpc/cluster/conf`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetClusterConfQueryOptions = <TData = Awaited<ReturnType<typeof getClusterConf>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetClusterConfParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetClusterConfQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getClusterConf>>> = ({ signal }) => getClusterConf(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetClusterConfQueryResult = NonNullable<Awaited<ReturnType<typeof getClusterConf>>>
export type GetClusterConfQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetClusterConf<TData = Awaited<ReturnType<typeof getClusterConf>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterConfParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterConf>>,
          TError,
          Awaited<ReturnType<typeof getClusterConf>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterConf<TData = Awaited<ReturnType<typeof getClusterConf>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterConfParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterConf>>,
          TError,
          Awaited<ReturnType<typeof getClusterConf>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterConf<TData = Awaited<ReturnType<typeof getClusterConf>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterConfParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the creation choices of a cluster type
 */

export function useGetClusterConf<TData = Awaited<ReturnType<typeof getClusterConf>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterConfParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterConf>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetClusterConfQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The NAS export mounted by the cluster, with its shared path, quota and usage. The gateway answers "Query the Nas information is abnormal, please try again later" (5XX) when the NAS service fails.
 * @summary Get a cluster's NAS mount
 */
export const getClusterNasInfo = (
    params: GetClusterNasInfoParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ClusterNasInfoResponse>(
      {url: `/portal-hpc/cluster/nasInfo`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetClusterNasInfoQueryKey = (params?: GetClusterNasInfoParams,) => {
    return [
    `/portal-hpc/cluster/nasInfo`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetClusterNasInfoQueryOptions = <TData = Awaited<ReturnType<typeof getClusterNasInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetClusterNasInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetClusterNasInfoQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getClusterNasInfo>>> = ({ signal }) => getClusterNasInfo(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetClusterNasInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getClusterNasInfo>>>
export type GetClusterNasInfoQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetClusterNasInfo<TData = Awaited<ReturnType<typeof getClusterNasInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterNasInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterNasInfo>>,
          TError,
          Awaited<ReturnType<typeof getClusterNasInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterNasInfo<TData = Awaited<ReturnType<typeof getClusterNasInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterNasInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterNasInfo>>,
          TError,
          Awaited<ReturnType<typeof getClusterNasInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterNasInfo<TData = Awaited<ReturnType<typeof getClusterNasInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterNasInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a cluster's NAS mount
 */

export function useGetClusterNasInfo<TData = Awaited<ReturnType<typeof getClusterNasInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterNasInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterNasInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetClusterNasInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



