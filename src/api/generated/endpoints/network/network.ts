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
  DescribeEipsParams,
  DescribeEipsResponse,
  DescribeRoutersParams,
  DescribeRoutersResponse,
  DescribeVxnetsParams,
  DescribeVxnetsResponse,
  ForbiddenResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the user's networks for the network step of cluster creation and the network list: private networks (vxnet_type 1) for the private network type, base networks (vxnet_type 2, mode 0 or 1) for the base type and bare-metal networks (vxnet_type 2, mode 2) for the bare-metal network of bare-metal versions. vxnet-0 and vxnet-1 are never returned. Each network names the clusters placed in it that the user may see (clusters), for the network list's "used by".
 * @summary List VPC networks
 */
export const describeVxnets = (
    params?: DescribeVxnetsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeVxnetsResponse>(
      {url: `/iaas/DescribeVxnets`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeVxnetsQueryKey = (params?: DescribeVxnetsParams,) => {
    return [
    `/iaas/DescribeVxnets`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeVxnetsQueryOptions = <TData = Awaited<ReturnType<typeof describeVxnets>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeVxnetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeVxnetsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeVxnets>>> = ({ signal }) => describeVxnets(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeVxnetsQueryResult = NonNullable<Awaited<ReturnType<typeof describeVxnets>>>
export type DescribeVxnetsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeVxnets<TData = Awaited<ReturnType<typeof describeVxnets>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeVxnetsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeVxnets>>,
          TError,
          Awaited<ReturnType<typeof describeVxnets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeVxnets<TData = Awaited<ReturnType<typeof describeVxnets>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeVxnetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeVxnets>>,
          TError,
          Awaited<ReturnType<typeof describeVxnets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeVxnets<TData = Awaited<ReturnType<typeof describeVxnets>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeVxnetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List VPC networks
 */

export function useDescribeVxnets<TData = Awaited<ReturnType<typeof describeVxnets>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeVxnetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeVxnets>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeVxnetsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the user's routers (active ones by default) with the private networks behind them; the console uses them to group and label the private networks offered for a cluster, and lists them with the clusters placed in their networks that the user may see (clusters).
 * @summary List VPC routers
 */
export const describeRouters = (
    params?: DescribeRoutersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeRoutersResponse>(
      {url: `/iaas/DescribeRouters`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeRoutersQueryKey = (params?: DescribeRoutersParams,) => {
    return [
    `/iaas/DescribeRouters`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeRoutersQueryOptions = <TData = Awaited<ReturnType<typeof describeRouters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeRoutersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeRoutersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeRouters>>> = ({ signal }) => describeRouters(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeRoutersQueryResult = NonNullable<Awaited<ReturnType<typeof describeRouters>>>
export type DescribeRoutersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeRouters<TData = Awaited<ReturnType<typeof describeRouters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeRoutersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeRouters>>,
          TError,
          Awaited<ReturnType<typeof describeRouters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeRouters<TData = Awaited<ReturnType<typeof describeRouters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeRoutersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeRouters>>,
          TError,
          Awaited<ReturnType<typeof describeRouters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeRouters<TData = Awaited<ReturnType<typeof describeRouters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeRoutersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List VPC routers
 */

export function useDescribeRouters<TData = Awaited<ReturnType<typeof describeRouters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeRoutersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeRouters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeRoutersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the user's elastic IPs, available ones by default, for the EIP list and for choosing the EIP of a cluster's login node (cluster/associateLoginNodeEip); an associated EIP names the cluster whose node holds it when the user may see that cluster (clusters).
 * @summary List elastic IPs
 */
export const describeEips = (
    params?: DescribeEipsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeEipsResponse>(
      {url: `/iaas/DescribeEips`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeEipsQueryKey = (params?: DescribeEipsParams,) => {
    return [
    `/iaas/DescribeEips`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeEipsQueryOptions = <TData = Awaited<ReturnType<typeof describeEips>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeEipsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeEipsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeEips>>> = ({ signal }) => describeEips(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeEipsQueryResult = NonNullable<Awaited<ReturnType<typeof describeEips>>>
export type DescribeEipsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeEips<TData = Awaited<ReturnType<typeof describeEips>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeEipsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeEips>>,
          TError,
          Awaited<ReturnType<typeof describeEips>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeEips<TData = Awaited<ReturnType<typeof describeEips>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeEipsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeEips>>,
          TError,
          Awaited<ReturnType<typeof describeEips>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeEips<TData = Awaited<ReturnType<typeof describeEips>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeEipsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List elastic IPs
 */

export function useDescribeEips<TData = Awaited<ReturnType<typeof describeEips>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeEipsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeEips>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeEipsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



