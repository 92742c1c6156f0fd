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
  ConflictResponse,
  EnablePermissionRequest,
  EnablePermissionResponse,
  ForbiddenResponse,
  GetPermissionParams,
  GetPermissionResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UserId
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Returns whether the HPC service is open for the user (status enable) with the uid and gid of the user's cluster accounts. The console fetches it at start-up and shows the product-opening page until the status is enable; a fetch that fails or answers disable is only logged. The gateway refuses a user_id in the path other than the signed-in user's (403).
 * @summary Get the HPC service permission of a user
 */
export const getPermission = (
    userId: UserId,
    params?: GetPermissionParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetPermissionResponse>(
      {url: `/portal-hpc/permission/${userId}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetPermissionQueryKey = (userId?: UserId,
    params?: GetPermissionParams,) => {
    return [
    `/portal-hpc/permission/${userId}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetPermissionQueryOptions = <TData = Awaited<ReturnType<typeof getPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(userId: UserId,
    params?: GetPermissionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPermissionQueryKey(userId,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPermission>>> = ({ signal }) => getPermission(userId,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(userId), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPermissionQueryResult = NonNullable<Awaited<ReturnType<typeof getPermission>>>
export type GetPermissionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetPermission<TData = Awaited<ReturnType<typeof getPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 userId: UserId,
    params: undefined |  GetPermissionParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPermission>>,
          TError,
          Awaited<ReturnType<typeof getPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPermission<TData = Awaited<ReturnType<typeof getPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 userId: UserId,
    params?: GetPermissionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPermission>>,
          TError,
          Awaited<ReturnType<typeof getPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPermission<TData = Awaited<ReturnType<typeof getPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 userId: UserId,
    params?: GetPermissionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the HPC service permission of a user
 */

export function useGetPermission<TData = Awaited<ReturnType<typeof getPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 userId: UserId,
    params?: GetPermissionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPermission>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPermissionQueryOptions(userId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The open-permission step of the product-opening page: turns the HPC service on for the user in the zone and assigns the uid and gid of the user's cluster accounts. Opening an already open service answers its current uid and gid. The gateway refuses it on public-cloud HPC unless agreement_accepted is true, with the message "Please read and agree to the Service Agreement!" (409); it refuses a user_id or owner other than the signed-in user's (403) and a zone not configured for HPC (404).
 * @summary Open the HPC service for a user
 */
export const enablePermission = (
    enablePermissionRequest: BodyType<EnablePermissionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<EnablePermissionResponse>(
      {url: `/portal-hpc/permission/enable`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: enablePermissionRequest, signal
    },
      options);
    }
  


export const getEnablePermissionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enablePermission>>, TError,{data: BodyType<EnablePermissionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof enablePermission>>, TError,{data: BodyType<EnablePermissionRequest>}, TContext> => {

const mutationKey = ['enablePermission'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof enablePermission>>, {data: BodyType<EnablePermissionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  enablePermission(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EnablePermissionMutationResult = NonNullable<Awaited<ReturnType<typeof enablePermission>>>
    export type EnablePermissionMutationBody = BodyType<EnablePermissionRequest>
    export type EnablePermissionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Open the HPC service for a user
 */
export const useEnablePermission = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enablePermission>>, TError,{data: BodyType<EnablePermissionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof enablePermission>>,
        TError,
        {data: BodyType<EnablePermissionRequest>},
        TContext
      > => {

      const mutationOptions = getEnablePermissionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    