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
  ConfigEntryKey,
  ConflictResponse,
  ForbiddenResponse,
  GetConfigEntryParams,
  GetConfigEntryResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  Zone
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Returns one entry of a configuration namespace. At start-up the console reads hpc-config from the namespace of the user's zone and from default, the zone's entry winning; it holds the feature flags (hidden side-menu items), the portal defaults, the supported and test zones, the guide settings, the console name and the upload, view and certificate limits. With fallback=default the gateway answers the default namespace's entry when the zone has none (the answer's namespace says which), so a normal start-up reads the configuration in one request and no 404 is logged. The gateway answers 404 when neither has the entry; the console then shows the configuration check message ("go to the configuration center to check whether the zone's config is normal").
 * @summary Get a configuration entry
 */
export const getConfigEntry = (
    namespace: Zone,
    key: ConfigEntryKey,
    params?: GetConfigEntryParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetConfigEntryResponse>(
      {url: `/config/namespaces/${namespace}/entries/${key}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetConfigEntryQueryKey = (namespace?: Zone,
    key?: ConfigEntryKey,
    params?: GetConfigEntryParams,) => {
    return [
    `/config/namespaces/${namespace}/entries/${key}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetConfigEntryQueryOptions = <TData = Awaited<ReturnType<typeof getConfigEntry>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(namespace: Zone,
    key: ConfigEntryKey,
    params?: GetConfigEntryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetConfigEntryQueryKey(namespace,key,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getConfigEntry>>> = ({ signal }) => getConfigEntry(namespace,key,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(namespace && key), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetConfigEntryQueryResult = NonNullable<Awaited<ReturnType<typeof getConfigEntry>>>
export type GetConfigEntryQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetConfigEntry<TData = Awaited<ReturnType<typeof getConfigEntry>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 namespace: Zone,
    key: ConfigEntryKey,
    params: undefined |  GetConfigEntryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigEntry>>,
          TError,
          Awaited<ReturnType<typeof getConfigEntry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigEntry<TData = Awaited<ReturnType<typeof getConfigEntry>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 namespace: Zone,
    key: ConfigEntryKey,
    params?: GetConfigEntryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigEntry>>,
          TError,
          Awaited<ReturnType<typeof getConfigEntry>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigEntry<TData = Awaited<ReturnType<typeof getConfigEntry>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 namespace: Zone,
    key: ConfigEntryKey,
    params?: GetConfigEntryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a configuration entry
 */

export function useGetConfigEntry<TData = Awaited<ReturnType<typeof getConfigEntry>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 namespace: Zone,
    key: ConfigEntryKey,
    params?: GetConfigEntryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigEntry>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetConfigEntryQueryOptions(namespace,key,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



