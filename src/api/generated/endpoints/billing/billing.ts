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
  ArrearsInfosResponse,
  BalanceResponse,
  BillInfoListResponse,
  BillingCostResponse,
  ChargeRecordsResponse,
  ConflictResponse,
  ForbiddenResponse,
  GetArrearsInfosParams,
  GetBalanceParams,
  GetBillingCostParams,
  GetChargeRecordsParams,
  GetClusterBillInfoParams,
  GetPrivateResourceInfoParams,
  GetRemoteAppBillInfoParams,
  GetShareResourceInfoParams,
  ListRemoteAppLogsParams,
  ListRemoteAppLogsResponse,
  NotFoundResponse,
  PrivateResourceInfoResponse,
  ServerErrorResponse,
  ShareResourceInfoResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the billed resources of a cluster (nodes, private queues, storage) in one charge mode, for the reserved-resources and pay-for-used-resources tabs of the cluster's lease info; total_cost sums the unit prices of every matching resource. A duration greater than 0 means the monthly (Reserved) charge mode, 0 the elastic (PayForUsed) one. The gateway refuses a cluster the user does not own.
 * @summary List the reserved or pay-for-used resources of a cluster
 */
export const getPrivateResourceInfo = (
    params: GetPrivateResourceInfoParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<PrivateResourceInfoResponse>(
      {url: `/portal-hpc/rent/cluster/privateResourceInfo`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetPrivateResourceInfoQueryKey = (params?: GetPrivateResourceInfoParams,) => {
    return [
    `/portal-hpc/rent/cluster/privateResourceInfo`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetPrivateResourceInfoQueryOptions = <TData = Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetPrivateResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetPrivateResourceInfoQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getPrivateResourceInfo>>> = ({ signal }) => getPrivateResourceInfo(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetPrivateResourceInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getPrivateResourceInfo>>>
export type GetPrivateResourceInfoQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetPrivateResourceInfo<TData = Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetPrivateResourceInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPrivateResourceInfo>>,
          TError,
          Awaited<ReturnType<typeof getPrivateResourceInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPrivateResourceInfo<TData = Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetPrivateResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getPrivateResourceInfo>>,
          TError,
          Awaited<ReturnType<typeof getPrivateResourceInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetPrivateResourceInfo<TData = Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetPrivateResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the reserved or pay-for-used resources of a cluster
 */

export function useGetPrivateResourceInfo<TData = Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetPrivateResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getPrivateResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetPrivateResourceInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The user's consumption of a shared (HPC) cluster's resources in the current month: used core-hours, used storage and their cost, shown as the shared resource amount of the cluster's lease info. The statistics are refreshed every 5 minutes (update_time).
 * @summary Get the shared resource amount of a cluster
 */
export const getShareResourceInfo = (
    params: GetShareResourceInfoParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ShareResourceInfoResponse>(
      {url: `/portal-hpc/rent/cluster/shareResourceInfo`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetShareResourceInfoQueryKey = (params?: GetShareResourceInfoParams,) => {
    return [
    `/portal-hpc/rent/cluster/shareResourceInfo`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetShareResourceInfoQueryOptions = <TData = Awaited<ReturnType<typeof getShareResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetShareResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetShareResourceInfoQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getShareResourceInfo>>> = ({ signal }) => getShareResourceInfo(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetShareResourceInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getShareResourceInfo>>>
export type GetShareResourceInfoQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetShareResourceInfo<TData = Awaited<ReturnType<typeof getShareResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetShareResourceInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getShareResourceInfo>>,
          TError,
          Awaited<ReturnType<typeof getShareResourceInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetShareResourceInfo<TData = Awaited<ReturnType<typeof getShareResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetShareResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getShareResourceInfo>>,
          TError,
          Awaited<ReturnType<typeof getShareResourceInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetShareResourceInfo<TData = Awaited<ReturnType<typeof getShareResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetShareResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the shared resource amount of a cluster
 */

export function useGetShareResourceInfo<TData = Awaited<ReturnType<typeof getShareResourceInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetShareResourceInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getShareResourceInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetShareResourceInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the bill lines of a cluster's resources over a period, for the bill info of the cluster's lease info, with the sum of every matching line; sorted by start_time descending by default. Without a period the last 30 days are listed. The gateway refuses an end_time that is not after start_time and a start_time more than 90 days ago.
 * @summary List the bills of a cluster
 */
export const getClusterBillInfo = (
    params: GetClusterBillInfoParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<BillInfoListResponse>(
      {url: `/portal-hpc/rent/cluster/billInfo`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetClusterBillInfoQueryKey = (params?: GetClusterBillInfoParams,) => {
    return [
    `/portal-hpc/rent/cluster/billInfo`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetClusterBillInfoQueryOptions = <TData = Awaited<ReturnType<typeof getClusterBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetClusterBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetClusterBillInfoQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getClusterBillInfo>>> = ({ signal }) => getClusterBillInfo(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetClusterBillInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getClusterBillInfo>>>
export type GetClusterBillInfoQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetClusterBillInfo<TData = Awaited<ReturnType<typeof getClusterBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterBillInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterBillInfo>>,
          TError,
          Awaited<ReturnType<typeof getClusterBillInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterBillInfo<TData = Awaited<ReturnType<typeof getClusterBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterBillInfo>>,
          TError,
          Awaited<ReturnType<typeof getClusterBillInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterBillInfo<TData = Awaited<ReturnType<typeof getClusterBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the bills of a cluster
 */

export function useGetClusterBillInfo<TData = Awaited<ReturnType<typeof getClusterBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetClusterBillInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the bill lines of the user's remote graphics applications over a period (one line per application and day of use, billed PayForUsed), with the sum of every matching line; sorted by start_time descending by default. Without a period the last 30 days are listed. The gateway refuses an end_time that is not after start_time and a start_time more than 90 days ago. The bills are the account owner's: a sub-user or an IAM user is refused (403 "Only the account owner sees billing").
 * @summary List the bills of remote apps
 */
export const getRemoteAppBillInfo = (
    params?: GetRemoteAppBillInfoParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<BillInfoListResponse>(
      {url: `/portal-hpc/rent/remoteapp/billInfo`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetRemoteAppBillInfoQueryKey = (params?: GetRemoteAppBillInfoParams,) => {
    return [
    `/portal-hpc/rent/remoteapp/billInfo`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetRemoteAppBillInfoQueryOptions = <TData = Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetRemoteAppBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRemoteAppBillInfoQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRemoteAppBillInfo>>> = ({ signal }) => getRemoteAppBillInfo(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRemoteAppBillInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getRemoteAppBillInfo>>>
export type GetRemoteAppBillInfoQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetRemoteAppBillInfo<TData = Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetRemoteAppBillInfoParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteAppBillInfo>>,
          TError,
          Awaited<ReturnType<typeof getRemoteAppBillInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteAppBillInfo<TData = Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetRemoteAppBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteAppBillInfo>>,
          TError,
          Awaited<ReturnType<typeof getRemoteAppBillInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteAppBillInfo<TData = Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetRemoteAppBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the bills of remote apps
 */

export function useGetRemoteAppBillInfo<TData = Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetRemoteAppBillInfoParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppBillInfo>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRemoteAppBillInfoQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the deductions from the account's balance for one resource (a cluster, node, queue or remote app), newest first by default, for the charge records of the billing info. The gateway refuses a resource the user does not own, an end_time that is not after start_time and a start_time more than 90 days ago.
 * @summary List the charge records of a resource
 */
export const getChargeRecords = (
    params: GetChargeRecordsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ChargeRecordsResponse>(
      {url: `/billing/GetChargeRecords`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetChargeRecordsQueryKey = (params?: GetChargeRecordsParams,) => {
    return [
    `/billing/GetChargeRecords`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetChargeRecordsQueryOptions = <TData = Awaited<ReturnType<typeof getChargeRecords>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetChargeRecordsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetChargeRecordsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getChargeRecords>>> = ({ signal }) => getChargeRecords(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetChargeRecordsQueryResult = NonNullable<Awaited<ReturnType<typeof getChargeRecords>>>
export type GetChargeRecordsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetChargeRecords<TData = Awaited<ReturnType<typeof getChargeRecords>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetChargeRecordsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getChargeRecords>>,
          TError,
          Awaited<ReturnType<typeof getChargeRecords>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetChargeRecords<TData = Awaited<ReturnType<typeof getChargeRecords>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetChargeRecordsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getChargeRecords>>,
          TError,
          Awaited<ReturnType<typeof getChargeRecords>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetChargeRecords<TData = Awaited<ReturnType<typeof getChargeRecords>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetChargeRecordsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the charge records of a resource
 */

export function useGetChargeRecords<TData = Awaited<ReturnType<typeof getChargeRecords>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetChargeRecordsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getChargeRecords>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetChargeRecordsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The balance of the owning account (the parent account for sub-users and IAM users): total, available and frozen amounts in the account's currency. Available is negative when the account is in arrears; the console then offers a recharge and GetArrearsInfos lists what is owed.
 * @summary Get the account balance
 */
export const getBalance = (
    params?: GetBalanceParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<BalanceResponse>(
      {url: `/billing/GetBalance`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetBalanceQueryKey = (params?: GetBalanceParams,) => {
    return [
    `/billing/GetBalance`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetBalanceQueryOptions = <TData = Awaited<ReturnType<typeof getBalance>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetBalanceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetBalanceQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getBalance>>> = ({ signal }) => getBalance(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetBalanceQueryResult = NonNullable<Awaited<ReturnType<typeof getBalance>>>
export type GetBalanceQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetBalance<TData = Awaited<ReturnType<typeof getBalance>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetBalanceParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBalance>>,
          TError,
          Awaited<ReturnType<typeof getBalance>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBalance<TData = Awaited<ReturnType<typeof getBalance>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetBalanceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBalance>>,
          TError,
          Awaited<ReturnType<typeof getBalance>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBalance<TData = Awaited<ReturnType<typeof getBalance>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetBalanceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the account balance
 */

export function useGetBalance<TData = Awaited<ReturnType<typeof getBalance>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetBalanceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBalance>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetBalanceQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the resources of the account that are in arrears with what each owes and since when, and the total owed. Resources in arrears are suspended; the console offers resume after a recharge.
 * @summary List the resources in arrears
 */
export const getArrearsInfos = (
    params?: GetArrearsInfosParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ArrearsInfosResponse>(
      {url: `/billing/GetArrearsInfos`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetArrearsInfosQueryKey = (params?: GetArrearsInfosParams,) => {
    return [
    `/billing/GetArrearsInfos`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetArrearsInfosQueryOptions = <TData = Awaited<ReturnType<typeof getArrearsInfos>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetArrearsInfosParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetArrearsInfosQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getArrearsInfos>>> = ({ signal }) => getArrearsInfos(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetArrearsInfosQueryResult = NonNullable<Awaited<ReturnType<typeof getArrearsInfos>>>
export type GetArrearsInfosQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetArrearsInfos<TData = Awaited<ReturnType<typeof getArrearsInfos>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetArrearsInfosParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getArrearsInfos>>,
          TError,
          Awaited<ReturnType<typeof getArrearsInfos>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetArrearsInfos<TData = Awaited<ReturnType<typeof getArrearsInfos>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetArrearsInfosParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getArrearsInfos>>,
          TError,
          Awaited<ReturnType<typeof getArrearsInfos>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetArrearsInfos<TData = Awaited<ReturnType<typeof getArrearsInfos>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetArrearsInfosParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the resources in arrears
 */

export function useGetArrearsInfos<TData = Awaited<ReturnType<typeof getArrearsInfos>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetArrearsInfosParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getArrearsInfos>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetArrearsInfosQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The price of a private queue of a queue type in the request's zone, shown before the queue is bound: per hour when paid_type is 0 (PayForUsed), for the whole duration when paid_type is 1 (Reserved). A cost is fetched only if a queue type is chosen, so queue_type is required. The gateway refuses paid_type 1 (Reserved) without a duration of at least 1 month, and a duration greater than 0 or is_auto_renewal 1 with paid_type 0 (PayForUsed): a duration greater than 0 means the monthly (Reserved) charge mode.
 * @summary Price a private queue
 */
export const getBillingCost = (
    params: GetBillingCostParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<BillingCostResponse>(
      {url: `/portal-hpc/billing/cost`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetBillingCostQueryKey = (params?: GetBillingCostParams,) => {
    return [
    `/portal-hpc/billing/cost`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetBillingCostQueryOptions = <TData = Awaited<ReturnType<typeof getBillingCost>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetBillingCostParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetBillingCostQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getBillingCost>>> = ({ signal }) => getBillingCost(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetBillingCostQueryResult = NonNullable<Awaited<ReturnType<typeof getBillingCost>>>
export type GetBillingCostQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetBillingCost<TData = Awaited<ReturnType<typeof getBillingCost>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetBillingCostParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBillingCost>>,
          TError,
          Awaited<ReturnType<typeof getBillingCost>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBillingCost<TData = Awaited<ReturnType<typeof getBillingCost>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetBillingCostParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getBillingCost>>,
          TError,
          Awaited<ReturnType<typeof getBillingCost>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetBillingCost<TData = Awaited<ReturnType<typeof getBillingCost>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetBillingCostParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Price a private queue
 */

export function useGetBillingCost<TData = Awaited<ReturnType<typeof getBillingCost>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetBillingCostParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getBillingCost>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetBillingCostQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the usage records of remote graphics applications (who ran which app on which cluster, for how long and at what cost) for the usage records of the graphics service page, filtered by application name and state, newest first by default. A running record has no end_time and its duration and cost grow until it stops. The account owner reads the whole account's records; a sub-user or an IAM user only its own. Filters whose value is all are dropped by the console, never sent.
 * @summary List remote-app usage records
 */
export const listRemoteAppLogs = (
    params?: ListRemoteAppLogsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListRemoteAppLogsResponse>(
      {url: `/portal-hpc/billing/remoteapp_log_list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListRemoteAppLogsQueryKey = (params?: ListRemoteAppLogsParams,) => {
    return [
    `/portal-hpc/billing/remoteapp_log_list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListRemoteAppLogsQueryOptions = <TData = Awaited<ReturnType<typeof listRemoteAppLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListRemoteAppLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListRemoteAppLogsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listRemoteAppLogs>>> = ({ signal }) => listRemoteAppLogs(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListRemoteAppLogsQueryResult = NonNullable<Awaited<ReturnType<typeof listRemoteAppLogs>>>
export type ListRemoteAppLogsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListRemoteAppLogs<TData = Awaited<ReturnType<typeof listRemoteAppLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListRemoteAppLogsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listRemoteAppLogs>>,
          TError,
          Awaited<ReturnType<typeof listRemoteAppLogs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListRemoteAppLogs<TData = Awaited<ReturnType<typeof listRemoteAppLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListRemoteAppLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listRemoteAppLogs>>,
          TError,
          Awaited<ReturnType<typeof listRemoteAppLogs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListRemoteAppLogs<TData = Awaited<ReturnType<typeof listRemoteAppLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListRemoteAppLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List remote-app usage records
 */

export function useListRemoteAppLogs<TData = Awaited<ReturnType<typeof listRemoteAppLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListRemoteAppLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listRemoteAppLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListRemoteAppLogsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



