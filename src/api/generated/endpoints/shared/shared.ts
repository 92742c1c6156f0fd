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
  AddSharedResourceLimitRequest,
  AddSharedUserRequest,
  AddSharedUserResponse,
  AsyncJobResponse,
  ConflictResponse,
  DeleteSharedResourceLimitRequest,
  DeleteSharedUserRequest,
  ForbiddenResponse,
  ListSharedClustersParams,
  ListSharedClustersResponse,
  ListSharedUsersParams,
  ListSharedUsersResponse,
  ModifySharedResourceLimitRequest,
  ModifySharedUserRequest,
  NotFoundResponse,
  ServerErrorResponse,
  SharedUserModifyType,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the members of the owner's shared clusters (the shared-member user management tab), or of one cluster when cluster_id is given, with their CPU time and file-system quota used and allocated and, per cluster, their resource limit and usage. 20 rows a page by default, sorted by create_time descending. A shared_member sees only itself.
 * @summary List shared members
 */
export const listSharedUsers = (
    params?: ListSharedUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSharedUsersResponse>(
      {url: `/portal-hpc/shared/users`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSharedUsersQueryKey = (params?: ListSharedUsersParams,) => {
    return [
    `/portal-hpc/shared/users`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSharedUsersQueryOptions = <TData = Awaited<ReturnType<typeof listSharedUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSharedUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSharedUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSharedUsers>>> = ({ signal }) => listSharedUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSharedUsersQueryResult = NonNullable<Awaited<ReturnType<typeof listSharedUsers>>>
export type ListSharedUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSharedUsers<TData = Awaited<ReturnType<typeof listSharedUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSharedUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedUsers>>,
          TError,
          Awaited<ReturnType<typeof listSharedUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedUsers<TData = Awaited<ReturnType<typeof listSharedUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedUsers>>,
          TError,
          Awaited<ReturnType<typeof listSharedUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedUsers<TData = Awaited<ReturnType<typeof listSharedUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List shared members
 */

export function useListSharedUsers<TData = Awaited<ReturnType<typeof listSharedUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSharedUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The shared-cluster resource statistics tab: for each cluster the owner shares, the number of shared members, their pending and running jobs and running CPU cores, and the idle and total compute nodes. The statistics are updated every 5 minutes.
 * @summary List shared-cluster statistics
 */
export const listSharedClusters = (
    params?: ListSharedClustersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSharedClustersResponse>(
      {url: `/portal-hpc/shared/clusters`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSharedClustersQueryKey = (params?: ListSharedClustersParams,) => {
    return [
    `/portal-hpc/shared/clusters`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSharedClustersQueryOptions = <TData = Awaited<ReturnType<typeof listSharedClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSharedClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSharedClustersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSharedClusters>>> = ({ signal }) => listSharedClusters(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSharedClustersQueryResult = NonNullable<Awaited<ReturnType<typeof listSharedClusters>>>
export type ListSharedClustersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSharedClusters<TData = Awaited<ReturnType<typeof listSharedClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSharedClustersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedClusters>>,
          TError,
          Awaited<ReturnType<typeof listSharedClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedClusters<TData = Awaited<ReturnType<typeof listSharedClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedClusters>>,
          TError,
          Awaited<ReturnType<typeof listSharedClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedClusters<TData = Awaited<ReturnType<typeof listSharedClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List shared-cluster statistics
 */

export function useListSharedClusters<TData = Awaited<ReturnType<typeof listSharedClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSharedClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSharedClustersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Allocates resources to a shared member on one cluster with the SharedUserQuotaForm: core-hours (1000-100000), a file-system quota in GB, and optionally a queue, a partition and the folders the member may read or write. The limit is applied to the cluster's scheduler and file system asynchronously. The gateway refuses a member that already has a limit on the cluster (409; use modifySharedResourceLimit) and a queue or partition the cluster does not have (404). A shared_member has read-only access and is refused every change (403).
 * @summary Set a shared member's resource limit on a cluster
 */
export const addSharedResourceLimit = (
    addSharedResourceLimitRequest: BodyType<AddSharedResourceLimitRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/shared/user/addResourceLimit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addSharedResourceLimitRequest, signal
    },
      options);
    }
  


export const getAddSharedResourceLimitMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addSharedResourceLimit>>, TError,{data: BodyType<AddSharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addSharedResourceLimit>>, TError,{data: BodyType<AddSharedResourceLimitRequest>}, TContext> => {

const mutationKey = ['addSharedResourceLimit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addSharedResourceLimit>>, {data: BodyType<AddSharedResourceLimitRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addSharedResourceLimit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddSharedResourceLimitMutationResult = NonNullable<Awaited<ReturnType<typeof addSharedResourceLimit>>>
    export type AddSharedResourceLimitMutationBody = BodyType<AddSharedResourceLimitRequest>
    export type AddSharedResourceLimitMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Set a shared member's resource limit on a cluster
 */
export const useAddSharedResourceLimit = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addSharedResourceLimit>>, TError,{data: BodyType<AddSharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addSharedResourceLimit>>,
        TError,
        {data: BodyType<AddSharedResourceLimitRequest>},
        TContext
      > => {

      const mutationOptions = getAddSharedResourceLimitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Replaces a shared member's resource limit on one cluster with the SharedUserQuotaForm (the console fills the form with the current limit). The gateway refuses a member without a limit on the cluster (404), and allocated core-hours or a file-system quota below what the member already uses (409). A shared_member has read-only access and is refused every change (403).
 * @summary Change a shared member's resource limit on a cluster
 */
export const modifySharedResourceLimit = (
    modifySharedResourceLimitRequest: BodyType<ModifySharedResourceLimitRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/shared/user/modifyResourceLimit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifySharedResourceLimitRequest, signal
    },
      options);
    }
  


export const getModifySharedResourceLimitMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySharedResourceLimit>>, TError,{data: BodyType<ModifySharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifySharedResourceLimit>>, TError,{data: BodyType<ModifySharedResourceLimitRequest>}, TContext> => {

const mutationKey = ['modifySharedResourceLimit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifySharedResourceLimit>>, {data: BodyType<ModifySharedResourceLimitRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifySharedResourceLimit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifySharedResourceLimitMutationResult = NonNullable<Awaited<ReturnType<typeof modifySharedResourceLimit>>>
    export type ModifySharedResourceLimitMutationBody = BodyType<ModifySharedResourceLimitRequest>
    export type ModifySharedResourceLimitMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Change a shared member's resource limit on a cluster
 */
export const useModifySharedResourceLimit = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySharedResourceLimit>>, TError,{data: BodyType<ModifySharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifySharedResourceLimit>>,
        TError,
        {data: BodyType<ModifySharedResourceLimitRequest>},
        TContext
      > => {

      const mutationOptions = getModifySharedResourceLimitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Removes a shared member's resource limit on one cluster: the member stays shared but can no longer submit jobs there until a new limit is added. The gateway refuses a member without a limit on the cluster (404). A shared_member has read-only access and is refused every change (403).
 * @summary Remove a shared member's resource limit on a cluster
 */
export const deleteSharedResourceLimit = (
    deleteSharedResourceLimitRequest: BodyType<DeleteSharedResourceLimitRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/shared/user/deleteResourceLimit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteSharedResourceLimitRequest, signal
    },
      options);
    }
  


export const getDeleteSharedResourceLimitMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSharedResourceLimit>>, TError,{data: BodyType<DeleteSharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteSharedResourceLimit>>, TError,{data: BodyType<DeleteSharedResourceLimitRequest>}, TContext> => {

const mutationKey = ['deleteSharedResourceLimit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteSharedResourceLimit>>, {data: BodyType<DeleteSharedResourceLimitRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteSharedResourceLimit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteSharedResourceLimitMutationResult = NonNullable<Awaited<ReturnType<typeof deleteSharedResourceLimit>>>
    export type DeleteSharedResourceLimitMutationBody = BodyType<DeleteSharedResourceLimitRequest>
    export type DeleteSharedResourceLimitMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove a shared member's resource limit on a cluster
 */
export const useDeleteSharedResourceLimit = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSharedResourceLimit>>, TError,{data: BodyType<DeleteSharedResourceLimitRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteSharedResourceLimit>>,
        TError,
        {data: BodyType<DeleteSharedResourceLimitRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteSharedResourceLimitMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Shares a cluster with an IAM user of the owner, identified by iam_user_id or by e-mail address (exactly one of the two), who gets the account username on the cluster and a read-only or read-write permission. The account is created on the cluster asynchronously (status creating, then active); the console then offers the resource-limit form. The gateway refuses an iam_user_id or e-mail that matches no IAM user of the owner with "The user does not exist" (404). The gateway refuses a cluster that is not active, a username already used on the cluster and an IAM user already shared into the cluster (409). A shared_member has read-only access and is refused every change (403).
 * @summary Add a shared member to a cluster
 */
export const addSharedUser = (
    addSharedUserRequest: BodyType<AddSharedUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AddSharedUserResponse>(
      {url: `/portal-hpc/shared/user/addUser`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addSharedUserRequest, signal
    },
      options);
    }
  


export const getAddSharedUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addSharedUser>>, TError,{data: BodyType<AddSharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addSharedUser>>, TError,{data: BodyType<AddSharedUserRequest>}, TContext> => {

const mutationKey = ['addSharedUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addSharedUser>>, {data: BodyType<AddSharedUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addSharedUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddSharedUserMutationResult = NonNullable<Awaited<ReturnType<typeof addSharedUser>>>
    export type AddSharedUserMutationBody = BodyType<AddSharedUserRequest>
    export type AddSharedUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add a shared member to a cluster
 */
export const useAddSharedUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addSharedUser>>, TError,{data: BodyType<AddSharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addSharedUser>>,
        TError,
        {data: BodyType<AddSharedUserRequest>},
        TContext
      > => {

      const mutationOptions = getAddSharedUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Changes one field of a shared member on one cluster, named by modify_type: status (disable or re-enable the member), permission (read-only or read-write) or password (the member's password on the cluster). The body carries exactly that field. The gateway refuses a body whose field is not the one named by modify_type. A shared_member has read-only access and is refused every change (403).
 * @summary Change a shared member's status, permission or password
 */
export const modifySharedUser = (
    modifyType: SharedUserModifyType,
    modifySharedUserRequest: BodyType<ModifySharedUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/shared/user/modifyUser/${modifyType}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifySharedUserRequest, signal
    },
      options);
    }
  


export const getModifySharedUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySharedUser>>, TError,{modifyType: SharedUserModifyType;data: BodyType<ModifySharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifySharedUser>>, TError,{modifyType: SharedUserModifyType;data: BodyType<ModifySharedUserRequest>}, TContext> => {

const mutationKey = ['modifySharedUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifySharedUser>>, {modifyType: SharedUserModifyType;data: BodyType<ModifySharedUserRequest>}> = (props) => {
          const {modifyType,data} = props ?? {};

          return  modifySharedUser(modifyType,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifySharedUserMutationResult = NonNullable<Awaited<ReturnType<typeof modifySharedUser>>>
    export type ModifySharedUserMutationBody = BodyType<ModifySharedUserRequest>
    export type ModifySharedUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Change a shared member's status, permission or password
 */
export const useModifySharedUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySharedUser>>, TError,{modifyType: SharedUserModifyType;data: BodyType<ModifySharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifySharedUser>>,
        TError,
        {modifyType: SharedUserModifyType;data: BodyType<ModifySharedUserRequest>},
        TContext
      > => {

      const mutationOptions = getModifySharedUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Stops sharing a cluster with the given members: their accounts and resource limits on the cluster are removed asynchronously (status deleting). The gateway refuses a member that has pending or running jobs on the cluster (409). A shared_member has read-only access and is refused every change (403).
 * @summary Remove shared members from a cluster
 */
export const deleteSharedUser = (
    deleteSharedUserRequest: BodyType<DeleteSharedUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/shared/user/deleteUser`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteSharedUserRequest, signal
    },
      options);
    }
  


export const getDeleteSharedUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSharedUser>>, TError,{data: BodyType<DeleteSharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteSharedUser>>, TError,{data: BodyType<DeleteSharedUserRequest>}, TContext> => {

const mutationKey = ['deleteSharedUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteSharedUser>>, {data: BodyType<DeleteSharedUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteSharedUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteSharedUserMutationResult = NonNullable<Awaited<ReturnType<typeof deleteSharedUser>>>
    export type DeleteSharedUserMutationBody = BodyType<DeleteSharedUserRequest>
    export type DeleteSharedUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove shared members from a cluster
 */
export const useDeleteSharedUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSharedUser>>, TError,{data: BodyType<DeleteSharedUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteSharedUser>>,
        TError,
        {data: BodyType<DeleteSharedUserRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteSharedUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    