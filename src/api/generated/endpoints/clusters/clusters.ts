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
  CreateClusterRequest,
  CreateClusterResponse,
  ForbiddenResponse,
  ListClustersParams,
  ListClustersResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse
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
 * Creates an HPC or an EHPC cluster. The body is one of the two creation forms, chosen by cluster_type; the console renders them as its creation steps. The cluster is created pending and becomes active asynchronously. Sub-users are refused unless the sub-user cluster creation flag is on.
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
    