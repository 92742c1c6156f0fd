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
  ForbiddenResponse,
  ListSlurmClustersParams,
  ListSlurmClustersResponse,
  ModifySlurmClusterRequest,
  NotFoundResponse,
  RegisterSlurmClusterRequest,
  RegisterSlurmClusterResponse,
  RemoveSlurmClusterRequest,
  ServerErrorResponse,
  SuccessEnvelope,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * A running Slurm cluster of the site becomes a cluster of its owner: its partitions are its queues, its nodes its nodes, its jobs submitted as each user's mapped account. Checked before anything is saved: slurmrestd answers at rest_url and its API version is found; a token signed with the JWT key is accepted for the owner's account (the partitions are read); the shared path is a readable directory and the munge key, when given, a readable file, both as the gateway sees them; the owner is one of the accounts. Each failure is refused naming the field (409). A name the owner already has is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Register a Slurm cluster
 */
export const registerSlurmCluster = (
    registerSlurmClusterRequest: BodyType<RegisterSlurmClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<RegisterSlurmClusterResponse>(
      {url: `/portal-hpc/slurm/cluster/register`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: registerSlurmClusterRequest, signal
    },
      options);
    }
  


export const getRegisterSlurmClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof registerSlurmCluster>>, TError,{data: BodyType<RegisterSlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof registerSlurmCluster>>, TError,{data: BodyType<RegisterSlurmClusterRequest>}, TContext> => {

const mutationKey = ['registerSlurmCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof registerSlurmCluster>>, {data: BodyType<RegisterSlurmClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  registerSlurmCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RegisterSlurmClusterMutationResult = NonNullable<Awaited<ReturnType<typeof registerSlurmCluster>>>
    export type RegisterSlurmClusterMutationBody = BodyType<RegisterSlurmClusterRequest>
    export type RegisterSlurmClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Register a Slurm cluster
 */
export const useRegisterSlurmCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof registerSlurmCluster>>, TError,{data: BodyType<RegisterSlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof registerSlurmCluster>>,
        TError,
        {data: BodyType<RegisterSlurmClusterRequest>},
        TContext
      > => {

      const mutationOptions = getRegisterSlurmClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The zone's registered Slurm clusters with their settings (never a key's contents) and health: the last sync's time and error, slurmctld's answer time, its nodes and partitions, the machines of the pool that are its nodes. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary List the registered Slurm clusters
 */
export const listSlurmClusters = (
    params?: ListSlurmClustersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSlurmClustersResponse>(
      {url: `/portal-hpc/slurm/cluster/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSlurmClustersQueryKey = (params?: ListSlurmClustersParams,) => {
    return [
    `/portal-hpc/slurm/cluster/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSlurmClustersQueryOptions = <TData = Awaited<ReturnType<typeof listSlurmClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSlurmClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSlurmClustersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSlurmClusters>>> = ({ signal }) => listSlurmClusters(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSlurmClustersQueryResult = NonNullable<Awaited<ReturnType<typeof listSlurmClusters>>>
export type ListSlurmClustersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSlurmClusters<TData = Awaited<ReturnType<typeof listSlurmClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSlurmClustersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSlurmClusters>>,
          TError,
          Awaited<ReturnType<typeof listSlurmClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSlurmClusters<TData = Awaited<ReturnType<typeof listSlurmClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSlurmClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSlurmClusters>>,
          TError,
          Awaited<ReturnType<typeof listSlurmClusters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSlurmClusters<TData = Awaited<ReturnType<typeof listSlurmClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSlurmClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the registered Slurm clusters
 */

export function useListSlurmClusters<TData = Awaited<ReturnType<typeof listSlurmClusters>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSlurmClustersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSlurmClusters>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSlurmClustersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * New settings for a registered cluster, checked as at registration. Checked before anything is saved: slurmrestd answers at rest_url and its API version is found; a token signed with the JWT key is accepted for the owner's account (the partitions are read); the shared path is a readable directory and the munge key, when given, a readable file, both as the gateway sees them; the owner is one of the accounts. Each failure is refused naming the field (409). A user taken out of the accounts can no longer submit there; their jobs already in Slurm run on. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Change a registered Slurm cluster
 */
export const modifySlurmCluster = (
    modifySlurmClusterRequest: BodyType<ModifySlurmClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<RegisterSlurmClusterResponse>(
      {url: `/portal-hpc/slurm/cluster/modify`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifySlurmClusterRequest, signal
    },
      options);
    }
  


export const getModifySlurmClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySlurmCluster>>, TError,{data: BodyType<ModifySlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifySlurmCluster>>, TError,{data: BodyType<ModifySlurmClusterRequest>}, TContext> => {

const mutationKey = ['modifySlurmCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifySlurmCluster>>, {data: BodyType<ModifySlurmClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifySlurmCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifySlurmClusterMutationResult = NonNullable<Awaited<ReturnType<typeof modifySlurmCluster>>>
    export type ModifySlurmClusterMutationBody = BodyType<ModifySlurmClusterRequest>
    export type ModifySlurmClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Change a registered Slurm cluster
 */
export const useModifySlurmCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifySlurmCluster>>, TError,{data: BodyType<ModifySlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifySlurmCluster>>,
        TError,
        {data: BodyType<ModifySlurmClusterRequest>},
        TContext
      > => {

      const mutationOptions = getModifySlurmClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The cluster leaves the console: deleted from its owner's list, no longer synced. Its jobs' records and files stay (the job history is kept); Slurm itself is not touched. Refused while machines of the pool are its nodes (409: release them first). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Remove a registered Slurm cluster
 */
export const removeSlurmCluster = (
    removeSlurmClusterRequest: BodyType<RemoveSlurmClusterRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SuccessEnvelope>(
      {url: `/portal-hpc/slurm/cluster/remove`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: removeSlurmClusterRequest, signal
    },
      options);
    }
  


export const getRemoveSlurmClusterMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeSlurmCluster>>, TError,{data: BodyType<RemoveSlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof removeSlurmCluster>>, TError,{data: BodyType<RemoveSlurmClusterRequest>}, TContext> => {

const mutationKey = ['removeSlurmCluster'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof removeSlurmCluster>>, {data: BodyType<RemoveSlurmClusterRequest>}> = (props) => {
          const {data} = props ?? {};

          return  removeSlurmCluster(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RemoveSlurmClusterMutationResult = NonNullable<Awaited<ReturnType<typeof removeSlurmCluster>>>
    export type RemoveSlurmClusterMutationBody = BodyType<RemoveSlurmClusterRequest>
    export type RemoveSlurmClusterMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove a registered Slurm cluster
 */
export const useRemoveSlurmCluster = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeSlurmCluster>>, TError,{data: BodyType<RemoveSlurmClusterRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof removeSlurmCluster>>,
        TError,
        {data: BodyType<RemoveSlurmClusterRequest>},
        TContext
      > => {

      const mutationOptions = getRemoveSlurmClusterMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    