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
  DescribeAppVersionsParams,
  DescribeAppVersionsResponse,
  DescribeCommonAttachmentsParams,
  DescribeCommonAttachmentsResponse,
  ForbiddenResponse,
  GetClusterPriceParams,
  GetClusterPriceResponse,
  GetGlobalUniqueIdParams,
  GetGlobalUniqueIdResponse,
  NotFoundResponse,
  SearchSkusRequest,
  SearchSkusResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Returns the given attachments of the HPC applications with the requested parts of their content: config (application settings), locale (translations) and cluster_templates (the templates of the creation page). An attachment that does not exist is left out of attachment_set.
 * @summary Get app-centre attachments
 */
export const describeCommonAttachments = (
    params: DescribeCommonAttachmentsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeCommonAttachmentsResponse>(
      {url: `/iaas/DescribeCommonAttachments`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeCommonAttachmentsQueryKey = (params?: DescribeCommonAttachmentsParams,) => {
    return [
    `/iaas/DescribeCommonAttachments`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeCommonAttachmentsQueryOptions = <TData = Awaited<ReturnType<typeof describeCommonAttachments>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: DescribeCommonAttachmentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeCommonAttachmentsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeCommonAttachments>>> = ({ signal }) => describeCommonAttachments(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeCommonAttachmentsQueryResult = NonNullable<Awaited<ReturnType<typeof describeCommonAttachments>>>
export type DescribeCommonAttachmentsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeCommonAttachments<TData = Awaited<ReturnType<typeof describeCommonAttachments>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeCommonAttachmentsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeCommonAttachments>>,
          TError,
          Awaited<ReturnType<typeof describeCommonAttachments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeCommonAttachments<TData = Awaited<ReturnType<typeof describeCommonAttachments>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeCommonAttachmentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeCommonAttachments>>,
          TError,
          Awaited<ReturnType<typeof describeCommonAttachments>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeCommonAttachments<TData = Awaited<ReturnType<typeof describeCommonAttachments>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeCommonAttachmentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get app-centre attachments
 */

export function useDescribeCommonAttachments<TData = Awaited<ReturnType<typeof describeCommonAttachments>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeCommonAttachmentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeCommonAttachments>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeCommonAttachmentsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the versions of the given app-centre applications (the HPC and EHPC applications of the configuration), active ones by default, newest first. The console offers them as cluster versions on the creation page and as upgrade targets; a name ending in -BM is a bare-metal version.
 * @summary List the versions of the HPC applications
 */
export const describeAppVersions = (
    params: DescribeAppVersionsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeAppVersionsResponse>(
      {url: `/iaas/DescribeAppVersions`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeAppVersionsQueryKey = (params?: DescribeAppVersionsParams,) => {
    return [
    `/iaas/DescribeAppVersions`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeAppVersionsQueryOptions = <TData = Awaited<ReturnType<typeof describeAppVersions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: DescribeAppVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeAppVersionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeAppVersions>>> = ({ signal }) => describeAppVersions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeAppVersionsQueryResult = NonNullable<Awaited<ReturnType<typeof describeAppVersions>>>
export type DescribeAppVersionsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeAppVersions<TData = Awaited<ReturnType<typeof describeAppVersions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeAppVersionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeAppVersions>>,
          TError,
          Awaited<ReturnType<typeof describeAppVersions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeAppVersions<TData = Awaited<ReturnType<typeof describeAppVersions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeAppVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeAppVersions>>,
          TError,
          Awaited<ReturnType<typeof describeAppVersions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeAppVersions<TData = Awaited<ReturnType<typeof describeAppVersions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeAppVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the versions of the HPC applications
 */

export function useDescribeAppVersions<TData = Awaited<ReturnType<typeof describeAppVersions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeAppVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeAppVersions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeAppVersionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns a new UUID. The console fetches one when a creation or submission form opens and sends it with the request, so that a repeated click is recognised as the same request ("Please do not duplicate submissions").
 * @summary Get a new globally unique id
 */
export const getGlobalUniqueId = (
    params?: GetGlobalUniqueIdParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetGlobalUniqueIdResponse>(
      {url: `/iaas/GetGlobalUniqueId`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetGlobalUniqueIdQueryKey = (params?: GetGlobalUniqueIdParams,) => {
    return [
    `/iaas/GetGlobalUniqueId`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetGlobalUniqueIdQueryOptions = <TData = Awaited<ReturnType<typeof getGlobalUniqueId>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetGlobalUniqueIdParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGlobalUniqueIdQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGlobalUniqueId>>> = ({ signal }) => getGlobalUniqueId(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGlobalUniqueIdQueryResult = NonNullable<Awaited<ReturnType<typeof getGlobalUniqueId>>>
export type GetGlobalUniqueIdQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetGlobalUniqueId<TData = Awaited<ReturnType<typeof getGlobalUniqueId>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetGlobalUniqueIdParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGlobalUniqueId>>,
          TError,
          Awaited<ReturnType<typeof getGlobalUniqueId>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGlobalUniqueId<TData = Awaited<ReturnType<typeof getGlobalUniqueId>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetGlobalUniqueIdParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGlobalUniqueId>>,
          TError,
          Awaited<ReturnType<typeof getGlobalUniqueId>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGlobalUniqueId<TData = Awaited<ReturnType<typeof getGlobalUniqueId>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetGlobalUniqueIdParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a new globally unique id
 */

export function useGetGlobalUniqueId<TData = Awaited<ReturnType<typeof getGlobalUniqueId>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetGlobalUniqueIdParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGlobalUniqueId>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGlobalUniqueIdQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns the SKUs on sale in a zone that match every filter (and any of a filter's values); the console loads them all at once (limit 10240) to offer the node configurations of each role on the creation, resize and add-nodes pages. The gateway refuses two filters with the same attribute_id. A failed query is only logged by the console.
 * @summary Search the product SKUs
 */
export const searchSkus = (
    searchSkusRequest: BodyType<SearchSkusRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SearchSkusResponse>(
      {url: `/product-center/v1/skus:search`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: searchSkusRequest, signal
    },
      options);
    }
  


export const getSearchSkusMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof searchSkus>>, TError,{data: BodyType<SearchSkusRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof searchSkus>>, TError,{data: BodyType<SearchSkusRequest>}, TContext> => {

const mutationKey = ['searchSkus'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof searchSkus>>, {data: BodyType<SearchSkusRequest>}> = (props) => {
          const {data} = props ?? {};

          return  searchSkus(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SearchSkusMutationResult = NonNullable<Awaited<ReturnType<typeof searchSkus>>>
    export type SearchSkusMutationBody = BodyType<SearchSkusRequest>
    export type SearchSkusMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Search the product SKUs
 */
export const useSearchSkus = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof searchSkus>>, TError,{data: BodyType<SearchSkusRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof searchSkus>>,
        TError,
        {data: BodyType<SearchSkusRequest>},
        TContext
      > => {

      const mutationOptions = getSearchSkusMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Prices a cluster configuration in the request's zone: one price per role (with the part the user's coupons can pay) and the total, per hour when duration is 0 (PayForUsed) or per month when it is above 0 (Reserved). The creation and resize pages show it as the configuration changes. The gateway refuses a conf that is not JSON matching ClusterPriceConf, a conf with a controller when deploy_mode is 2 (streamline) or without one when deploy_mode is 1 (standard), and an app_version that is not an active version of app_id.
 * @summary Get the price of a cluster configuration
 */
export const getClusterPrice = (
    params: GetClusterPriceParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetClusterPriceResponse>(
      {url: `/iaas/GetClusterPrice`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetClusterPriceQueryKey = (params?: GetClusterPriceParams,) => {
    return [
    `/iaas/GetClusterPrice`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetClusterPriceQueryOptions = <TData = Awaited<ReturnType<typeof getClusterPrice>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetClusterPriceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetClusterPriceQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getClusterPrice>>> = ({ signal }) => getClusterPrice(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetClusterPriceQueryResult = NonNullable<Awaited<ReturnType<typeof getClusterPrice>>>
export type GetClusterPriceQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetClusterPrice<TData = Awaited<ReturnType<typeof getClusterPrice>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterPriceParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterPrice>>,
          TError,
          Awaited<ReturnType<typeof getClusterPrice>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterPrice<TData = Awaited<ReturnType<typeof getClusterPrice>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterPriceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getClusterPrice>>,
          TError,
          Awaited<ReturnType<typeof getClusterPrice>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetClusterPrice<TData = Awaited<ReturnType<typeof getClusterPrice>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterPriceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the price of a cluster configuration
 */

export function useGetClusterPrice<TData = Awaited<ReturnType<typeof getClusterPrice>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetClusterPriceParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getClusterPrice>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetClusterPriceQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



