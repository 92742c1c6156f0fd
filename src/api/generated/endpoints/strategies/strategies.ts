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
  AddStrategyRequest,
  AddStrategyResponse,
  AsyncJobResponse,
  ConflictResponse,
  DeleteStrategyRequest,
  EnableStrategyRequest,
  ForbiddenResponse,
  ListStrategiesParams,
  ListStrategiesResponse,
  ListStrategyLogsParams,
  ListStrategyLogsResponse,
  ModifyStrategyRequest,
  NotFoundResponse,
  PreviewStrategiesParams,
  PreviewStrategiesResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the auto-scale policies of an EHPC cluster's queues, filtered by op_type, op_status, enablement and queues, sorted by create_time descending by default (the auto-scale tab, shown when the auto-scale feature flag is on). The console drops filters whose value is all, sends op_is_enabled as a number and omits queue_ids when no queue is chosen.
 * @summary List the auto-scale policies of an EHPC cluster
 */
export const listStrategies = (
    params: ListStrategiesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListStrategiesResponse>(
      {url: `/portal-hpc/queue/ehpc/getStrategyList`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListStrategiesQueryKey = (params?: ListStrategiesParams,) => {
    return [
    `/portal-hpc/queue/ehpc/getStrategyList`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListStrategiesQueryOptions = <TData = Awaited<ReturnType<typeof listStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListStrategiesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listStrategies>>> = ({ signal }) => listStrategies(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListStrategiesQueryResult = NonNullable<Awaited<ReturnType<typeof listStrategies>>>
export type ListStrategiesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListStrategies<TData = Awaited<ReturnType<typeof listStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategiesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listStrategies>>,
          TError,
          Awaited<ReturnType<typeof listStrategies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListStrategies<TData = Awaited<ReturnType<typeof listStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listStrategies>>,
          TError,
          Awaited<ReturnType<typeof listStrategies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListStrategies<TData = Awaited<ReturnType<typeof listStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the auto-scale policies of an EHPC cluster
 */

export function useListStrategies<TData = Awaited<ReturnType<typeof listStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListStrategiesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the runs of the auto-scale policies of an EHPC cluster (the auto-scale history), filtered like the policy list, sorted by op_time descending by default. op_status here is the outcome of one run; op_is_enabled filters by the current enablement of the run's policy. The console drops filters whose value is all, sends op_is_enabled as a number and omits queue_ids when no queue is chosen.
 * @summary List the runs of the auto-scale policies of an EHPC cluster
 */
export const listStrategyLogs = (
    params: ListStrategyLogsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListStrategyLogsResponse>(
      {url: `/portal-hpc/queue/ehpc/getStrategyLogList`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListStrategyLogsQueryKey = (params?: ListStrategyLogsParams,) => {
    return [
    `/portal-hpc/queue/ehpc/getStrategyLogList`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListStrategyLogsQueryOptions = <TData = Awaited<ReturnType<typeof listStrategyLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListStrategyLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListStrategyLogsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listStrategyLogs>>> = ({ signal }) => listStrategyLogs(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListStrategyLogsQueryResult = NonNullable<Awaited<ReturnType<typeof listStrategyLogs>>>
export type ListStrategyLogsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListStrategyLogs<TData = Awaited<ReturnType<typeof listStrategyLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategyLogsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listStrategyLogs>>,
          TError,
          Awaited<ReturnType<typeof listStrategyLogs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListStrategyLogs<TData = Awaited<ReturnType<typeof listStrategyLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategyLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listStrategyLogs>>,
          TError,
          Awaited<ReturnType<typeof listStrategyLogs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListStrategyLogs<TData = Awaited<ReturnType<typeof listStrategyLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategyLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the runs of the auto-scale policies of an EHPC cluster
 */

export function useListStrategyLogs<TData = Awaited<ReturnType<typeof listStrategyLogs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListStrategyLogsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listStrategyLogs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListStrategyLogsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * A dry run of the auto-scale rule (ADR 0019): for each policy of the cluster (or those named by strategy_ids), what a check now would do, computed by the same code the gateway's checks apply, and when the policy is checked next (null when it is not checked: disabled, or Enabling). outcome expand or shrink adds or removes node_count_after - node_count_before compute nodes; none means the condition does not hold; skip means a limit holds the run (max_nodes, Auto-scale cluster max 99 nodes, never below one compute node, the cooldown after a run of the queue's other policy, an inactive cluster or queue). message says why, in the request's language. Nothing is changed.
 * @summary Tell what each auto-scale policy of an EHPC cluster would do if checked now
 */
export const previewStrategies = (
    params: PreviewStrategiesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<PreviewStrategiesResponse>(
      {url: `/portal-hpc/queue/ehpc/previewStrategy`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getPreviewStrategiesQueryKey = (params?: PreviewStrategiesParams,) => {
    return [
    `/portal-hpc/queue/ehpc/previewStrategy`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getPreviewStrategiesQueryOptions = <TData = Awaited<ReturnType<typeof previewStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: PreviewStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getPreviewStrategiesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof previewStrategies>>> = ({ signal }) => previewStrategies(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type PreviewStrategiesQueryResult = NonNullable<Awaited<ReturnType<typeof previewStrategies>>>
export type PreviewStrategiesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function usePreviewStrategies<TData = Awaited<ReturnType<typeof previewStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: PreviewStrategiesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof previewStrategies>>,
          TError,
          Awaited<ReturnType<typeof previewStrategies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePreviewStrategies<TData = Awaited<ReturnType<typeof previewStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: PreviewStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof previewStrategies>>,
          TError,
          Awaited<ReturnType<typeof previewStrategies>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePreviewStrategies<TData = Awaited<ReturnType<typeof previewStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: PreviewStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Tell what each auto-scale policy of an EHPC cluster would do if checked now
 */

export function usePreviewStrategies<TData = Awaited<ReturnType<typeof previewStrategies>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: PreviewStrategiesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof previewStrategies>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getPreviewStrategiesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Adds an expand or a shrink policy to a queue of an EHPC cluster, checked every check_frequency minutes while enabled (and once right away when run_now is 1). An expand run adds node_step compute nodes when the queue's pending jobs ask for at least queued_cores cores, up to max_nodes; a shrink run removes up to node_step idle compute nodes beyond reserved_idle_nodes and never goes below one compute node: Auto-scale shrink does nothing when there is one compute node (the run is logged skipped). Auto-scale cluster max 99 nodes: an expansion never grows the cluster beyond 99 nodes. The gateway refuses a second policy of the same op_type on one queue. The gateway refuses a node_step greater than max_nodes (409, ret_code 1100, the validation problem on node_step). The gateway refuses a queue that is not a queue of the cluster, and a queue that has been deleted with "This queue has been deleted".
 * @summary Add an auto-scale policy to a queue
 */
export const addStrategy = (
    addStrategyRequest: BodyType<AddStrategyRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AddStrategyResponse>(
      {url: `/portal-hpc/queue/ehpc/addStrategy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addStrategyRequest, signal
    },
      options);
    }
  


export const getAddStrategyMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addStrategy>>, TError,{data: BodyType<AddStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addStrategy>>, TError,{data: BodyType<AddStrategyRequest>}, TContext> => {

const mutationKey = ['addStrategy'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addStrategy>>, {data: BodyType<AddStrategyRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addStrategy(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddStrategyMutationResult = NonNullable<Awaited<ReturnType<typeof addStrategy>>>
    export type AddStrategyMutationBody = BodyType<AddStrategyRequest>
    export type AddStrategyMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add an auto-scale policy to a queue
 */
export const useAddStrategy = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addStrategy>>, TError,{data: BodyType<AddStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addStrategy>>,
        TError,
        {data: BodyType<AddStrategyRequest>},
        TContext
      > => {

      const mutationOptions = getAddStrategyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Replaces the settings of an auto-scale policy with the policy form sent again in full (the edit dialog). The rules of addStrategy apply: shrink never goes below one compute node (Auto-scale shrink does nothing when there is one compute node) and an expansion never grows the cluster beyond 99 nodes (Auto-scale cluster max 99 nodes). The gateway refuses a second policy of the same op_type on one queue, so a change of queue_id or op_type is refused when the target queue already has a policy of that type. The gateway refuses a node_step greater than max_nodes (409, ret_code 1100, the validation problem on node_step). The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Change an auto-scale policy
 */
export const modifyStrategy = (
    modifyStrategyRequest: BodyType<ModifyStrategyRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/modifyStrategy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifyStrategyRequest, signal
    },
      options);
    }
  


export const getModifyStrategyMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyStrategy>>, TError,{data: BodyType<ModifyStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyStrategy>>, TError,{data: BodyType<ModifyStrategyRequest>}, TContext> => {

const mutationKey = ['modifyStrategy'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyStrategy>>, {data: BodyType<ModifyStrategyRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifyStrategy(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyStrategyMutationResult = NonNullable<Awaited<ReturnType<typeof modifyStrategy>>>
    export type ModifyStrategyMutationBody = BodyType<ModifyStrategyRequest>
    export type ModifyStrategyMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Change an auto-scale policy
 */
export const useModifyStrategy = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyStrategy>>, TError,{data: BodyType<ModifyStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyStrategy>>,
        TError,
        {data: BodyType<ModifyStrategyRequest>},
        TContext
      > => {

      const mutationOptions = getModifyStrategyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes 1-100 auto-scale policies of an EHPC cluster; their runs stay in the auto-scale history and the nodes they added stay in the cluster. The gateway refuses a policy of another cluster.
 * @summary Delete auto-scale policies
 */
export const deleteStrategy = (
    deleteStrategyRequest: BodyType<DeleteStrategyRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/delStrategy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteStrategyRequest, signal
    },
      options);
    }
  


export const getDeleteStrategyMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteStrategy>>, TError,{data: BodyType<DeleteStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteStrategy>>, TError,{data: BodyType<DeleteStrategyRequest>}, TContext> => {

const mutationKey = ['deleteStrategy'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteStrategy>>, {data: BodyType<DeleteStrategyRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteStrategy(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteStrategyMutationResult = NonNullable<Awaited<ReturnType<typeof deleteStrategy>>>
    export type DeleteStrategyMutationBody = BodyType<DeleteStrategyRequest>
    export type DeleteStrategyMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete auto-scale policies
 */
export const useDeleteStrategy = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteStrategy>>, TError,{data: BodyType<DeleteStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteStrategy>>,
        TError,
        {data: BodyType<DeleteStrategyRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteStrategyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Enables (op_is_enabled 1) or disables (op_is_enabled 0) 1-100 auto-scale policies of an EHPC cluster. An enabled policy shows Enabling until its scheduler picks it up, then Running; a disabled one shows Disabled and is no longer checked. The gateway refuses a policy of another cluster. The gateway refuses a policy whose queue has been deleted with "This queue has been deleted".
 * @summary Enable or disable auto-scale policies
 */
export const enableStrategy = (
    enableStrategyRequest: BodyType<EnableStrategyRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/enableStrategy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: enableStrategyRequest, signal
    },
      options);
    }
  


export const getEnableStrategyMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableStrategy>>, TError,{data: BodyType<EnableStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof enableStrategy>>, TError,{data: BodyType<EnableStrategyRequest>}, TContext> => {

const mutationKey = ['enableStrategy'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof enableStrategy>>, {data: BodyType<EnableStrategyRequest>}> = (props) => {
          const {data} = props ?? {};

          return  enableStrategy(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EnableStrategyMutationResult = NonNullable<Awaited<ReturnType<typeof enableStrategy>>>
    export type EnableStrategyMutationBody = BodyType<EnableStrategyRequest>
    export type EnableStrategyMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Enable or disable auto-scale policies
 */
export const useEnableStrategy = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableStrategy>>, TError,{data: BodyType<EnableStrategyRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof enableStrategy>>,
        TError,
        {data: BodyType<EnableStrategyRequest>},
        TContext
      > => {

      const mutationOptions = getEnableStrategyMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    