/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ConflictResponse,
  ForbiddenResponse,
  ListOperationsParams,
  ListOperationsResponse,
  ListSimulationOperationsParams,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the asynchronous changes of the user (the /logs page): each job_id a change answered with, its action, resources, status and times, filtered by resources, status, action, a creation time range and a search word, sorted by create_time descending by default. The console polls it to follow a change's job_id. The gateway refuses a start_time after end_time, and a range of more than 90 days.
 * @summary List the operation log
 */
export const listOperations = (
    params?: ListOperationsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListOperationsResponse>(
      {url: `/portal-hpc/operation`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListOperationsQueryKey = (params?: ListOperationsParams,) => {
    return [
    `/portal-hpc/operation`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListOperationsQueryOptions = <TData = Awaited<ReturnType<typeof listOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListOperationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listOperations>>> = ({ signal }) => listOperations(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListOperationsQueryResult = NonNullable<Awaited<ReturnType<typeof listOperations>>>
export type ListOperationsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListOperations<TData = Awaited<ReturnType<typeof listOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListOperationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperations>>,
          TError,
          Awaited<ReturnType<typeof listOperations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOperations<TData = Awaited<ReturnType<typeof listOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listOperations>>,
          TError,
          Awaited<ReturnType<typeof listOperations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListOperations<TData = Awaited<ReturnType<typeof listOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the operation log
 */

export function useListOperations<TData = Awaited<ReturnType<typeof listOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListOperationsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the operation log of the simulation portal (its /logs page): the same as operation, with resource_ids fixed to simulation_cluster. The console may omit resource_ids; the gateway uses simulation_cluster whatever it receives. The gateway refuses a start_time after end_time, and a range of more than 90 days.
 * @summary List the simulation operation log
 */
export const listSimulationOperations = (
    params?: ListSimulationOperationsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListOperationsResponse>(
      {url: `/portal-hpc/operation/simulation`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSimulationOperationsQueryKey = (params?: ListSimulationOperationsParams,) => {
    return [
    `/portal-hpc/operation/simulation`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSimulationOperationsQueryOptions = <TData = Awaited<ReturnType<typeof listSimulationOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSimulationOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSimulationOperationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSimulationOperations>>> = ({ signal }) => listSimulationOperations(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSimulationOperationsQueryResult = NonNullable<Awaited<ReturnType<typeof listSimulationOperations>>>
export type ListSimulationOperationsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSimulationOperations<TData = Awaited<ReturnType<typeof listSimulationOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSimulationOperationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSimulationOperations>>,
          TError,
          Awaited<ReturnType<typeof listSimulationOperations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSimulationOperations<TData = Awaited<ReturnType<typeof listSimulationOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSimulationOperations>>,
          TError,
          Awaited<ReturnType<typeof listSimulationOperations>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSimulationOperations<TData = Awaited<ReturnType<typeof listSimulationOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the simulation operation log
 */

export function useListSimulationOperations<TData = Awaited<ReturnType<typeof listSimulationOperations>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationOperationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationOperations>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSimulationOperationsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



