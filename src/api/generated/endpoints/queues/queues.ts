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
  AddEhpcQueueRequest,
  AsyncJobResponse,
  BindPrivateQueueRequest,
  ConflictResponse,
  DeleteEhpcQueuesRequest,
  DescribeQueueParams,
  DescribeQueueResponse,
  EhpcQueueNodesRequest,
  ForbiddenResponse,
  GetCurrentQueueParams,
  GetCurrentQueueResponse,
  GetQueueNodesParams,
  GetQueueNodesResponse,
  GetQueueTypesParams,
  GetQueueTypesResponse,
  ListEhpcQueuesParams,
  ListEhpcQueuesResponse,
  ModifyEhpcQueueRequest,
  NotFoundResponse,
  QueueCreatedResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UnbindPrivateQueueRequest,
  UpdateQueueNameRequest
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the queue types of the zone: the node shapes (54 or 56 cores per node, memory, price) an HPC cluster is created on or binds a dedicated queue from. The console uses it in the HPC creation steps, in the bind-queue dialog and to fetch a cost (a cost is fetched only once a queue type is chosen).
 * @summary List queue types
 */
export const getQueueTypes = (
    params?: GetQueueTypesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetQueueTypesResponse>(
      {url: `/portal-hpc/queue/getQueueTypes`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetQueueTypesQueryKey = (params?: GetQueueTypesParams,) => {
    return [
    `/portal-hpc/queue/getQueueTypes`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetQueueTypesQueryOptions = <TData = Awaited<ReturnType<typeof getQueueTypes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetQueueTypesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetQueueTypesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getQueueTypes>>> = ({ signal }) => getQueueTypes(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetQueueTypesQueryResult = NonNullable<Awaited<ReturnType<typeof getQueueTypes>>>
export type GetQueueTypesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetQueueTypes<TData = Awaited<ReturnType<typeof getQueueTypes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetQueueTypesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQueueTypes>>,
          TError,
          Awaited<ReturnType<typeof getQueueTypes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQueueTypes<TData = Awaited<ReturnType<typeof getQueueTypes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQueueTypesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQueueTypes>>,
          TError,
          Awaited<ReturnType<typeof getQueueTypes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQueueTypes<TData = Awaited<ReturnType<typeof getQueueTypes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQueueTypesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List queue types
 */

export function useGetQueueTypes<TData = Awaited<ReturnType<typeof getQueueTypes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQueueTypesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueTypes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetQueueTypesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the queues of an HPC cluster, the shared queues and the dedicated queues bound to it, for the signed-in user (user_id), filtered by category and a search word (queue name or id), sorted by create_time descending by default. EHPC clusters list their queues with listEhpcQueues.
 * @summary List the queues of an HPC cluster
 */
export const getCurrentQueue = (
    params: GetCurrentQueueParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetCurrentQueueResponse>(
      {url: `/portal-hpc/queue/getCurrentQueue`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetCurrentQueueQueryKey = (params?: GetCurrentQueueParams,) => {
    return [
    `/portal-hpc/queue/getCurrentQueue`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetCurrentQueueQueryOptions = <TData = Awaited<ReturnType<typeof getCurrentQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetCurrentQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCurrentQueueQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCurrentQueue>>> = ({ signal }) => getCurrentQueue(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCurrentQueueQueryResult = NonNullable<Awaited<ReturnType<typeof getCurrentQueue>>>
export type GetCurrentQueueQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetCurrentQueue<TData = Awaited<ReturnType<typeof getCurrentQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetCurrentQueueParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCurrentQueue>>,
          TError,
          Awaited<ReturnType<typeof getCurrentQueue>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCurrentQueue<TData = Awaited<ReturnType<typeof getCurrentQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetCurrentQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCurrentQueue>>,
          TError,
          Awaited<ReturnType<typeof getCurrentQueue>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCurrentQueue<TData = Awaited<ReturnType<typeof getCurrentQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetCurrentQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the queues of an HPC cluster
 */

export function useGetCurrentQueue<TData = Awaited<ReturnType<typeof getCurrentQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetCurrentQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCurrentQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCurrentQueueQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the queues (scheduler partitions) of an EHPC cluster for the signed-in user (user_id), with their node, core and job counts, filtered by a search word (queue name or id), sorted by create_time descending by default. The console uses it for the queue tab and the queue choices of the job, auto-scale and cluster-user forms (the all-data query uses limit 1024).
 * @summary List the queues of an EHPC cluster
 */
export const listEhpcQueues = (
    params: ListEhpcQueuesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListEhpcQueuesResponse>(
      {url: `/portal-hpc/queue/ehpc/getQueueList`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListEhpcQueuesQueryKey = (params?: ListEhpcQueuesParams,) => {
    return [
    `/portal-hpc/queue/ehpc/getQueueList`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListEhpcQueuesQueryOptions = <TData = Awaited<ReturnType<typeof listEhpcQueues>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListEhpcQueuesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListEhpcQueuesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listEhpcQueues>>> = ({ signal }) => listEhpcQueues(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListEhpcQueuesQueryResult = NonNullable<Awaited<ReturnType<typeof listEhpcQueues>>>
export type ListEhpcQueuesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListEhpcQueues<TData = Awaited<ReturnType<typeof listEhpcQueues>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListEhpcQueuesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEhpcQueues>>,
          TError,
          Awaited<ReturnType<typeof listEhpcQueues>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEhpcQueues<TData = Awaited<ReturnType<typeof listEhpcQueues>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListEhpcQueuesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEhpcQueues>>,
          TError,
          Awaited<ReturnType<typeof listEhpcQueues>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEhpcQueues<TData = Awaited<ReturnType<typeof listEhpcQueues>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListEhpcQueuesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the queues of an EHPC cluster
 */

export function useListEhpcQueues<TData = Awaited<ReturnType<typeof listEhpcQueues>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListEhpcQueuesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEhpcQueues>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListEhpcQueuesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Answers one queue of a cluster (HPC or EHPC) with its counts and, for an HPC queue, its queue type. The console uses it for the queue detail page. id is the queue; hpcqueue_id, sent by some screens as well, names the same queue. The gateway refuses an hpcqueue_id that differs from id. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Get the detail of a queue
 */
export const describeQueue = (
    params: DescribeQueueParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeQueueResponse>(
      {url: `/portal-hpc/queue/describeQueue`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeQueueQueryKey = (params?: DescribeQueueParams,) => {
    return [
    `/portal-hpc/queue/describeQueue`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeQueueQueryOptions = <TData = Awaited<ReturnType<typeof describeQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: DescribeQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeQueueQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeQueue>>> = ({ signal }) => describeQueue(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeQueueQueryResult = NonNullable<Awaited<ReturnType<typeof describeQueue>>>
export type DescribeQueueQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeQueue<TData = Awaited<ReturnType<typeof describeQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeQueueParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeQueue>>,
          TError,
          Awaited<ReturnType<typeof describeQueue>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeQueue<TData = Awaited<ReturnType<typeof describeQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeQueue>>,
          TError,
          Awaited<ReturnType<typeof describeQueue>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeQueue<TData = Awaited<ReturnType<typeof describeQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the detail of a queue
 */

export function useDescribeQueue<TData = Awaited<ReturnType<typeof describeQueue>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: DescribeQueueParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeQueue>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeQueueQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the compute nodes of one queue with their status, cores and used cores, for the queue-node tab (shown when the queue-node feature flag is on). The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary List the nodes of a queue
 */
export const getQueueNodes = (
    params: GetQueueNodesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetQueueNodesResponse>(
      {url: `/portal-hpc/queue/getQueueNodes`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetQueueNodesQueryKey = (params?: GetQueueNodesParams,) => {
    return [
    `/portal-hpc/queue/getQueueNodes`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetQueueNodesQueryOptions = <TData = Awaited<ReturnType<typeof getQueueNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetQueueNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetQueueNodesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getQueueNodes>>> = ({ signal }) => getQueueNodes(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetQueueNodesQueryResult = NonNullable<Awaited<ReturnType<typeof getQueueNodes>>>
export type GetQueueNodesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetQueueNodes<TData = Awaited<ReturnType<typeof getQueueNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetQueueNodesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQueueNodes>>,
          TError,
          Awaited<ReturnType<typeof getQueueNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQueueNodes<TData = Awaited<ReturnType<typeof getQueueNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetQueueNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQueueNodes>>,
          TError,
          Awaited<ReturnType<typeof getQueueNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQueueNodes<TData = Awaited<ReturnType<typeof getQueueNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetQueueNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the nodes of a queue
 */

export function useGetQueueNodes<TData = Awaited<ReturnType<typeof getQueueNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetQueueNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQueueNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetQueueNodesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Binds a dedicated queue of count nodes of one queue type to an HPC cluster, billed PayForUsed or Reserved for duration months (the bind-queue dialog, whose cost is shown from billing/cost). The queue is created pending and becomes active asynchronously. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue_type whose category is not dedicated. The gateway refuses a Reserved purchase the balance cannot pay with "Lack of balance". Sub-users and read-only shared members are refused (403).
 * @summary Bind a dedicated queue to an HPC cluster
 */
export const bindPrivateQueue = (
    bindPrivateQueueRequest: BodyType<BindPrivateQueueRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<QueueCreatedResponse>(
      {url: `/portal-hpc/queue/bindPrivateQueue`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: bindPrivateQueueRequest, signal
    },
      options);
    }
  


export const getBindPrivateQueueMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bindPrivateQueue>>, TError,{data: BodyType<BindPrivateQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof bindPrivateQueue>>, TError,{data: BodyType<BindPrivateQueueRequest>}, TContext> => {

const mutationKey = ['bindPrivateQueue'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof bindPrivateQueue>>, {data: BodyType<BindPrivateQueueRequest>}> = (props) => {
          const {data} = props ?? {};

          return  bindPrivateQueue(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type BindPrivateQueueMutationResult = NonNullable<Awaited<ReturnType<typeof bindPrivateQueue>>>
    export type BindPrivateQueueMutationBody = BodyType<BindPrivateQueueRequest>
    export type BindPrivateQueueMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Bind a dedicated queue to an HPC cluster
 */
export const useBindPrivateQueue = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof bindPrivateQueue>>, TError,{data: BodyType<BindPrivateQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof bindPrivateQueue>>,
        TError,
        {data: BodyType<BindPrivateQueueRequest>},
        TContext
      > => {

      const mutationOptions = getBindPrivateQueueMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Adds a queue (scheduler partition) to an EHPC cluster, optionally with some of its compute nodes (a node may belong to several queues) and optionally as the default queue, in which case the former default queue loses the flag. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses node_ids that are not compute nodes of the cluster.
 * @summary Add a queue to an EHPC cluster
 */
export const addEhpcQueue = (
    addEhpcQueueRequest: BodyType<AddEhpcQueueRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<QueueCreatedResponse>(
      {url: `/portal-hpc/queue/ehpc/addQueue`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addEhpcQueueRequest, signal
    },
      options);
    }
  


export const getAddEhpcQueueMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueue>>, TError,{data: BodyType<AddEhpcQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueue>>, TError,{data: BodyType<AddEhpcQueueRequest>}, TContext> => {

const mutationKey = ['addEhpcQueue'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addEhpcQueue>>, {data: BodyType<AddEhpcQueueRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addEhpcQueue(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddEhpcQueueMutationResult = NonNullable<Awaited<ReturnType<typeof addEhpcQueue>>>
    export type AddEhpcQueueMutationBody = BodyType<AddEhpcQueueRequest>
    export type AddEhpcQueueMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add a queue to an EHPC cluster
 */
export const useAddEhpcQueue = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueue>>, TError,{data: BodyType<AddEhpcQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addEhpcQueue>>,
        TError,
        {data: BodyType<AddEhpcQueueRequest>},
        TContext
      > => {

      const mutationOptions = getAddEhpcQueueMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Releases a dedicated queue of an HPC cluster and its nodes; billing stops when the job succeeds. Shared queues cannot be unbound. The gateway refuses a shared queue. The gateway refuses a queue with running or pending jobs. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Unbind a dedicated queue from an HPC cluster
 */
export const unbindPrivateQueue = (
    unbindPrivateQueueRequest: BodyType<UnbindPrivateQueueRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/unbindPrivateQueue`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: unbindPrivateQueueRequest, signal
    },
      options);
    }
  


export const getUnbindPrivateQueueMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unbindPrivateQueue>>, TError,{data: BodyType<UnbindPrivateQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof unbindPrivateQueue>>, TError,{data: BodyType<UnbindPrivateQueueRequest>}, TContext> => {

const mutationKey = ['unbindPrivateQueue'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unbindPrivateQueue>>, {data: BodyType<UnbindPrivateQueueRequest>}> = (props) => {
          const {data} = props ?? {};

          return  unbindPrivateQueue(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UnbindPrivateQueueMutationResult = NonNullable<Awaited<ReturnType<typeof unbindPrivateQueue>>>
    export type UnbindPrivateQueueMutationBody = BodyType<UnbindPrivateQueueRequest>
    export type UnbindPrivateQueueMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Unbind a dedicated queue from an HPC cluster
 */
export const useUnbindPrivateQueue = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unbindPrivateQueue>>, TError,{data: BodyType<UnbindPrivateQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unbindPrivateQueue>>,
        TError,
        {data: BodyType<UnbindPrivateQueueRequest>},
        TContext
      > => {

      const mutationOptions = getUnbindPrivateQueueMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes 1-100 queues of an EHPC cluster; their nodes stay in the cluster and their auto-scale policies are deleted with them. The gateway refuses to delete the default queue of the cluster. The gateway refuses a queue with running or pending jobs. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Delete queues of an EHPC cluster
 */
export const deleteEhpcQueues = (
    deleteEhpcQueuesRequest: BodyType<DeleteEhpcQueuesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/delQueues`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteEhpcQueuesRequest, signal
    },
      options);
    }
  


export const getDeleteEhpcQueuesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteEhpcQueues>>, TError,{data: BodyType<DeleteEhpcQueuesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteEhpcQueues>>, TError,{data: BodyType<DeleteEhpcQueuesRequest>}, TContext> => {

const mutationKey = ['deleteEhpcQueues'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteEhpcQueues>>, {data: BodyType<DeleteEhpcQueuesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteEhpcQueues(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteEhpcQueuesMutationResult = NonNullable<Awaited<ReturnType<typeof deleteEhpcQueues>>>
    export type DeleteEhpcQueuesMutationBody = BodyType<DeleteEhpcQueuesRequest>
    export type DeleteEhpcQueuesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete queues of an EHPC cluster
 */
export const useDeleteEhpcQueues = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteEhpcQueues>>, TError,{data: BodyType<DeleteEhpcQueuesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteEhpcQueues>>,
        TError,
        {data: BodyType<DeleteEhpcQueuesRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteEhpcQueuesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Renames a dedicated queue of an HPC cluster; jobs already submitted keep running. Shared queues keep their names. The gateway refuses a shared queue. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Rename a dedicated queue of an HPC cluster
 */
export const updateQueueName = (
    updateQueueNameRequest: BodyType<UpdateQueueNameRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/updateQueueName`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: updateQueueNameRequest, signal
    },
      options);
    }
  


export const getUpdateQueueNameMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateQueueName>>, TError,{data: BodyType<UpdateQueueNameRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateQueueName>>, TError,{data: BodyType<UpdateQueueNameRequest>}, TContext> => {

const mutationKey = ['updateQueueName'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateQueueName>>, {data: BodyType<UpdateQueueNameRequest>}> = (props) => {
          const {data} = props ?? {};

          return  updateQueueName(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateQueueNameMutationResult = NonNullable<Awaited<ReturnType<typeof updateQueueName>>>
    export type UpdateQueueNameMutationBody = BodyType<UpdateQueueNameRequest>
    export type UpdateQueueNameMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename a dedicated queue of an HPC cluster
 */
export const useUpdateQueueName = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateQueueName>>, TError,{data: BodyType<UpdateQueueNameRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateQueueName>>,
        TError,
        {data: BodyType<UpdateQueueNameRequest>},
        TContext
      > => {

      const mutationOptions = getUpdateQueueNameMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Changes the name or the default flag of a queue of an EHPC cluster (at least one of queue_name and is_default). Making a queue the default (is_default 1) takes the flag from the former default queue. The gateway refuses is_default 0 on the default queue: another queue must be made the default instead. The gateway refuses a queue_name already used by a queue of the cluster. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Rename a queue of an EHPC cluster or make it the default
 */
export const modifyEhpcQueue = (
    modifyEhpcQueueRequest: BodyType<ModifyEhpcQueueRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/modifyQueue`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifyEhpcQueueRequest, signal
    },
      options);
    }
  


export const getModifyEhpcQueueMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyEhpcQueue>>, TError,{data: BodyType<ModifyEhpcQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyEhpcQueue>>, TError,{data: BodyType<ModifyEhpcQueueRequest>}, TContext> => {

const mutationKey = ['modifyEhpcQueue'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyEhpcQueue>>, {data: BodyType<ModifyEhpcQueueRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifyEhpcQueue(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyEhpcQueueMutationResult = NonNullable<Awaited<ReturnType<typeof modifyEhpcQueue>>>
    export type ModifyEhpcQueueMutationBody = BodyType<ModifyEhpcQueueRequest>
    export type ModifyEhpcQueueMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename a queue of an EHPC cluster or make it the default
 */
export const useModifyEhpcQueue = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyEhpcQueue>>, TError,{data: BodyType<ModifyEhpcQueueRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyEhpcQueue>>,
        TError,
        {data: BodyType<ModifyEhpcQueueRequest>},
        TContext
      > => {

      const mutationOptions = getModifyEhpcQueueMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Adds compute nodes of an EHPC cluster to one of its queues (a node may belong to several queues). The gateway refuses node_ids that are not compute nodes of the cluster. The gateway refuses nodes already in the queue. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Add compute nodes to a queue of an EHPC cluster
 */
export const addEhpcQueueNodes = (
    ehpcQueueNodesRequest: BodyType<EhpcQueueNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/addNodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: ehpcQueueNodesRequest, signal
    },
      options);
    }
  


export const getAddEhpcQueueNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext> => {

const mutationKey = ['addEhpcQueueNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addEhpcQueueNodes>>, {data: BodyType<EhpcQueueNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addEhpcQueueNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddEhpcQueueNodesMutationResult = NonNullable<Awaited<ReturnType<typeof addEhpcQueueNodes>>>
    export type AddEhpcQueueNodesMutationBody = BodyType<EhpcQueueNodesRequest>
    export type AddEhpcQueueNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add compute nodes to a queue of an EHPC cluster
 */
export const useAddEhpcQueueNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addEhpcQueueNodes>>,
        TError,
        {data: BodyType<EhpcQueueNodesRequest>},
        TContext
      > => {

      const mutationOptions = getAddEhpcQueueNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Removes compute nodes from a queue of an EHPC cluster; the nodes stay in the cluster. The gateway refuses nodes that are not in the queue. The gateway refuses nodes running jobs of the queue. The gateway refuses a queue that has been deleted with "This queue has been deleted".
 * @summary Remove compute nodes from a queue of an EHPC cluster
 */
export const removeEhpcQueueNodes = (
    ehpcQueueNodesRequest: BodyType<EhpcQueueNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/queue/ehpc/removeNodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: ehpcQueueNodesRequest, signal
    },
      options);
    }
  


export const getRemoveEhpcQueueNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof removeEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext> => {

const mutationKey = ['removeEhpcQueueNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof removeEhpcQueueNodes>>, {data: BodyType<EhpcQueueNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  removeEhpcQueueNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RemoveEhpcQueueNodesMutationResult = NonNullable<Awaited<ReturnType<typeof removeEhpcQueueNodes>>>
    export type RemoveEhpcQueueNodesMutationBody = BodyType<EhpcQueueNodesRequest>
    export type RemoveEhpcQueueNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove compute nodes from a queue of an EHPC cluster
 */
export const useRemoveEhpcQueueNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeEhpcQueueNodes>>, TError,{data: BodyType<EhpcQueueNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof removeEhpcQueueNodes>>,
        TError,
        {data: BodyType<EhpcQueueNodesRequest>},
        TContext
      > => {

      const mutationOptions = getRemoveEhpcQueueNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    