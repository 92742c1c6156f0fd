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
  GetClusterMonitorParams,
  GetClusterMonitorResponse,
  GetMetricDataByPeriodParams,
  GetMetricDataByPeriodResponse,
  GetRecentMetricDataParams,
  GetRecentMetricDataResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Returns the latest value of each requested metric of a cluster or a cluster node, one value per node (tagged with the node name). The cluster monitors use it for the current CPU, memory, storage, load and GPU figures. The gateway refuses a node that is not in one of the user's clusters (404).
 * @summary Get the latest values of metrics
 */
export const getRecentMetricData = (
    params: GetRecentMetricDataParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetRecentMetricDataResponse>(
      {url: `/monitor/GetRecentMetricData`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetRecentMetricDataQueryKey = (params?: GetRecentMetricDataParams,) => {
    return [
    `/monitor/GetRecentMetricData`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetRecentMetricDataQueryOptions = <TData = Awaited<ReturnType<typeof getRecentMetricData>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetRecentMetricDataParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRecentMetricDataQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRecentMetricData>>> = ({ signal }) => getRecentMetricData(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRecentMetricDataQueryResult = NonNullable<Awaited<ReturnType<typeof getRecentMetricData>>>
export type GetRecentMetricDataQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetRecentMetricData<TData = Awaited<ReturnType<typeof getRecentMetricData>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRecentMetricDataParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRecentMetricData>>,
          TError,
          Awaited<ReturnType<typeof getRecentMetricData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRecentMetricData<TData = Awaited<ReturnType<typeof getRecentMetricData>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRecentMetricDataParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRecentMetricData>>,
          TError,
          Awaited<ReturnType<typeof getRecentMetricData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRecentMetricData<TData = Awaited<ReturnType<typeof getRecentMetricData>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRecentMetricDataParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the latest values of metrics
 */

export function useGetRecentMetricData<TData = Awaited<ReturnType<typeof getRecentMetricData>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRecentMetricDataParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRecentMetricData>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRecentMetricDataQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns the average of each requested metric of a cluster or a cluster node per step between start_time and end_time; the console draws the monitoring charts from it. The gateway refuses an end_time that is not after start_time, a period longer than 7 days (168 hours), and a start_time more than 90 days ago. The gateway refuses a node that is not in one of the user's clusters (404).
 * @summary Get metric data over a period
 */
export const getMetricDataByPeriod = (
    params: GetMetricDataByPeriodParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetMetricDataByPeriodResponse>(
      {url: `/monitor/GetMetricDataByPeriod`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetMetricDataByPeriodQueryKey = (params?: GetMetricDataByPeriodParams,) => {
    return [
    `/monitor/GetMetricDataByPeriod`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetMetricDataByPeriodQueryOptions = <TData = Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetMetricDataByPeriodParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMetricDataByPeriodQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMetricDataByPeriod>>> = ({ signal }) => getMetricDataByPeriod(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMetricDataByPeriodQueryResult = NonNullable<Awaited<ReturnType<typeof getMetricDataByPeriod>>>
export type GetMetricDataByPeriodQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetMetricDataByPeriod<TData = Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetMetricDataByPeriodParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMetricDataByPeriod>>,
          TError,
          Awaited<ReturnType<typeof getMetricDataByPeriod>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMetricDataByPeriod<TData = Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetMetricDataByPeriodParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMetricDataByPeriod>>,
          TError,
          Awaited<ReturnType<typeof getMetricDataByPeriod>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMetricDataByPeriod<TData = Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetMetricDataByPeriodParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get metric data over a period
 */

export function useGetMetricDataByPeriod<TData = Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetMetricDataByPeriodParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMetricDataByPeriod>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMetricDataByPeriodQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns the meters of one monitor page of a cluster: the cluster overview (CPU system, CPU usage, memory usage, storage usage, system load), the GPU overview, the node overview, or the job monitors (overview and recent jobs). The range is given in hours (range_hours, ending now), from which the console derives start_time and end_time; start_time and end_time are also accepted and then win over range_hours. The gateway refuses start_time without end_time (and the reverse), an end_time that is not after start_time, a range longer than 7 days (168 hours), and a start_time more than 90 days ago.
 * @summary Get the monitors of a cluster
 */
export const getClusterMonitor = (
    params: GetClusterMonitorParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetClusterMonitorResponse>(
      {url: `/monitor/GetClusterMonitor`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetClusterMonitorQueryKey = (params?: GetClusterMonitorParams,) => {
    return [
    `/monitor/GetClusterMonitor`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetClusterMonitorQueryOptions = <TData = Awaited<ReturnType<typeof getClusterMonitor>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetClusterMonitorParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetClusterMonitorQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getClusterMonitor>>> = ({ signal }) => getClusterMonitor(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetClusterMonitorQueryResult = NonNullable<Awaited<ReturnType<typeof getClusterMonitor>>>
export type GetClusterMonitorQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetClusterMonitor<TData = Awaited<ReturnType<typeof getClusterMonitor>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterMonitorParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterMonitor>>,
          TError,
          Awaited<ReturnType<typeof getClusterMonitor>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterMonitor<TData = Awaited<ReturnType<typeof getClusterMonitor>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterMonitorParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterMonitor>>,
          TError,
          Awaited<ReturnType<typeof getClusterMonitor>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterMonitor<TData = Awaited<ReturnType<typeof getClusterMonitor>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterMonitorParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the monitors of a cluster
 */

export function useGetClusterMonitor<TData = Awaited<ReturnType<typeof getClusterMonitor>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterMonitorParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterMonitor>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetClusterMonitorQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



