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
  AddClusterUserRequest,
  AsyncJobResponse,
  ConflictResponse,
  DeleteClusterUserRequest,
  ForbiddenResponse,
  ListClusterUsersParams,
  ListClusterUsersResponse,
  ModifyClusterUserRequest,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the accounts of one cluster with their allocated, used and remaining core-hours, storage quota and usage, queues and accessible folders, sorted by create_time descending by default. The users page and the cluster's user_list tab show them with usage bars (red above 90 %, yellow above 80 %); unallocated_core_hours bounds the quota form.
 * @summary List the users of a cluster
 */
export const listClusterUsers = (
    params: ListClusterUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListClusterUsersResponse>(
      {url: `/portal-hpc/user`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListClusterUsersQueryKey = (params?: ListClusterUsersParams,) => {
    return [
    `/portal-hpc/user`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListClusterUsersQueryOptions = <TData = Awaited<ReturnType<typeof listClusterUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListClusterUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListClusterUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listClusterUsers>>> = ({ signal }) => listClusterUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListClusterUsersQueryResult = NonNullable<Awaited<ReturnType<typeof listClusterUsers>>>
export type ListClusterUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListClusterUsers<TData = Awaited<ReturnType<typeof listClusterUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListClusterUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listClusterUsers>>,
          TError,
          Awaited<ReturnType<typeof listClusterUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListClusterUsers<TData = Awaited<ReturnType<typeof listClusterUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListClusterUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listClusterUsers>>,
          TError,
          Awaited<ReturnType<typeof listClusterUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListClusterUsers<TData = Awaited<ReturnType<typeof listClusterUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListClusterUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the users of a cluster
 */

export function useListClusterUsers<TData = Awaited<ReturnType<typeof listClusterUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListClusterUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listClusterUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListClusterUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates an account on the cluster with its password and quota (the creating-users modal renders AddClusterUserForm). Without queues the account gets the cluster's default queue; without folders only its home folder. The change runs asynchronously; follow job_id in the operation log. The gateway refuses an account that already exists on the cluster (409), a cluster that is not active (409), allocating more core-hours than the cluster has left unallocated (409), a storage quota beyond the free space of the cluster's shared storage (409, "storage is full"), queues that are not the cluster's (404), folders outside the cluster's shared storage (404), and shared members with read-only permission (403).
 * @summary Add a user to a cluster
 */
export const addClusterUser = (
    addClusterUserRequest: BodyType<AddClusterUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/user/addUser`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addClusterUserRequest, signal
    },
      options);
    }
  


export const getAddClusterUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addClusterUser>>, TError,{data: BodyType<AddClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addClusterUser>>, TError,{data: BodyType<AddClusterUserRequest>}, TContext> => {

const mutationKey = ['addClusterUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addClusterUser>>, {data: BodyType<AddClusterUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addClusterUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddClusterUserMutationResult = NonNullable<Awaited<ReturnType<typeof addClusterUser>>>
    export type AddClusterUserMutationBody = BodyType<AddClusterUserRequest>
    export type AddClusterUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add a user to a cluster
 */
export const useAddClusterUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addClusterUser>>, TError,{data: BodyType<AddClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addClusterUser>>,
        TError,
        {data: BodyType<AddClusterUserRequest>},
        TContext
      > => {

      const mutationOptions = getAddClusterUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Changes the quota, queues or folders of an account (the console sends the whole ClusterUserQuotaForm, pre-filled with the current values) and, when given, resets its password. Fields left out are kept. The change runs asynchronously; follow job_id in the operation log. The gateway refuses an account that does not exist on the cluster (404), raising allocated core-hours by more than the cluster has left unallocated (409), a storage quota below the account's used volume (409), queues that are not the cluster's and folders outside the cluster's shared storage (404), and shared members with read-only permission (403).
 * @summary Modify a cluster user
 */
export const modifyClusterUser = (
    modifyClusterUserRequest: BodyType<ModifyClusterUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/user/modifyUser`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifyClusterUserRequest, signal
    },
      options);
    }
  


export const getModifyClusterUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyClusterUser>>, TError,{data: BodyType<ModifyClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyClusterUser>>, TError,{data: BodyType<ModifyClusterUserRequest>}, TContext> => {

const mutationKey = ['modifyClusterUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyClusterUser>>, {data: BodyType<ModifyClusterUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifyClusterUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyClusterUserMutationResult = NonNullable<Awaited<ReturnType<typeof modifyClusterUser>>>
    export type ModifyClusterUserMutationBody = BodyType<ModifyClusterUserRequest>
    export type ModifyClusterUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Modify a cluster user
 */
export const useModifyClusterUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyClusterUser>>, TError,{data: BodyType<ModifyClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyClusterUser>>,
        TError,
        {data: BodyType<ModifyClusterUserRequest>},
        TContext
      > => {

      const mutationOptions = getModifyClusterUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes up to 100 accounts of a cluster; their home folders are removed and their allocated core-hours return to the cluster. The change runs asynchronously; follow job_id in the operation log. The gateway refuses the whole request when an account does not exist on the cluster (404) or still has running or pending jobs (409), when it names the cluster's administrator account (409), and for shared members with read-only permission (403).
 * @summary Delete cluster users
 */
export const deleteClusterUser = (
    deleteClusterUserRequest: BodyType<DeleteClusterUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/user/deleteUser`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteClusterUserRequest, signal
    },
      options);
    }
  


export const getDeleteClusterUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteClusterUser>>, TError,{data: BodyType<DeleteClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteClusterUser>>, TError,{data: BodyType<DeleteClusterUserRequest>}, TContext> => {

const mutationKey = ['deleteClusterUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteClusterUser>>, {data: BodyType<DeleteClusterUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteClusterUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteClusterUserMutationResult = NonNullable<Awaited<ReturnType<typeof deleteClusterUser>>>
    export type DeleteClusterUserMutationBody = BodyType<DeleteClusterUserRequest>
    export type DeleteClusterUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete cluster users
 */
export const useDeleteClusterUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteClusterUser>>, TError,{data: BodyType<DeleteClusterUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteClusterUser>>,
        TError,
        {data: BodyType<DeleteClusterUserRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteClusterUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    