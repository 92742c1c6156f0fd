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
  AddClusterNodesFeeResponse,
  AddClusterNodesRequest,
  AddClusterNodesResponse,
  AssociateLoginNodeEipRequest,
  AsyncJobResponse,
  ConflictResponse,
  DeleteClusterNodesRequest,
  DissociateLoginNodeEipRequest,
  ForbiddenResponse,
  GetAddNodesFeeParams,
  ListClusterNodesResponse,
  ListNodesParams,
  ModifyClusterNodeRequest,
  ModifyClusterNodeResponse,
  NotFoundResponse,
  RestartClusterNodesRequest,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the controller, compute and login nodes of one cluster, filtered by role, node type, status and a search word (matched against node id, name, hostname, instance id and private IP), sorted by create_time descending by default. The console's node tab shows it and polls it while a node is in a transition; health_status is fetching until the health check of a node has answered. The gateway refuses a cluster that is not the user's nor shared with the user (404).
 * @summary List the nodes of a cluster
 */
export const listNodes = (
    params: ListNodesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListClusterNodesResponse>(
      {url: `/portal-hpc/cluster/listNodes`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListNodesQueryKey = (params?: ListNodesParams,) => {
    return [
    `/portal-hpc/cluster/listNodes`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListNodesQueryOptions = <TData = Awaited<ReturnType<typeof listNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListNodesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listNodes>>> = ({ signal }) => listNodes(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListNodesQueryResult = NonNullable<Awaited<ReturnType<typeof listNodes>>>
export type ListNodesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListNodes<TData = Awaited<ReturnType<typeof listNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListNodesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listNodes>>,
          TError,
          Awaited<ReturnType<typeof listNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListNodes<TData = Awaited<ReturnType<typeof listNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listNodes>>,
          TError,
          Awaited<ReturnType<typeof listNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListNodes<TData = Awaited<ReturnType<typeof listNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the nodes of a cluster
 */

export function useListNodes<TData = Awaited<ReturnType<typeof listNodes>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listNodes>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListNodesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Changes the display name and/or the description of one node; the host name in the scheduler does not change. The change is immediate. At least one of name and description is required. The gateway refuses a node that is not in the given cluster (404) and a shared member with read-only permission (403).
 * @summary Rename a node or change its description
 */
export const modifyClusterNode = (
    modifyClusterNodeRequest: BodyType<ModifyClusterNodeRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ModifyClusterNodeResponse>(
      {url: `/portal-hpc/cluster/modifyClusterNode`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: modifyClusterNodeRequest, signal
    },
      options);
    }
  


export const getModifyClusterNodeMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyClusterNode>>, TError,{data: BodyType<ModifyClusterNodeRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyClusterNode>>, TError,{data: BodyType<ModifyClusterNodeRequest>}, TContext> => {

const mutationKey = ['modifyClusterNode'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyClusterNode>>, {data: BodyType<ModifyClusterNodeRequest>}> = (props) => {
          const {data} = props ?? {};

          return  modifyClusterNode(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyClusterNodeMutationResult = NonNullable<Awaited<ReturnType<typeof modifyClusterNode>>>
    export type ModifyClusterNodeMutationBody = BodyType<ModifyClusterNodeRequest>
    export type ModifyClusterNodeMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename a node or change its description
 */
export const useModifyClusterNode = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyClusterNode>>, TError,{data: BodyType<ModifyClusterNodeRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyClusterNode>>,
        TError,
        {data: BodyType<ModifyClusterNodeRequest>},
        TContext
      > => {

      const mutationOptions = getModifyClusterNodeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Prices the nodes the add-nodes dialog describes before they are added: the price difference the cluster's bill gets, hourly (duration 0) for a PayForUsed cluster, monthly (duration 1) for a Reserved one. The console shows the first item of resize_fee and refreshes it whenever the role, count or configuration changes. The gateway refuses the controller role, a count outside 1-100 and a configuration that is not on sale in the zone (404).
 * @summary Price an addition of nodes
 */
export const getAddNodesFee = (
    params: GetAddNodesFeeParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AddClusterNodesFeeResponse>(
      {url: `/portal-hpc/cluster/addNodesFee`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetAddNodesFeeQueryKey = (params?: GetAddNodesFeeParams,) => {
    return [
    `/portal-hpc/cluster/addNodesFee`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetAddNodesFeeQueryOptions = <TData = Awaited<ReturnType<typeof getAddNodesFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetAddNodesFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAddNodesFeeQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAddNodesFee>>> = ({ signal }) => getAddNodesFee(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAddNodesFeeQueryResult = NonNullable<Awaited<ReturnType<typeof getAddNodesFee>>>
export type GetAddNodesFeeQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetAddNodesFee<TData = Awaited<ReturnType<typeof getAddNodesFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetAddNodesFeeParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddNodesFee>>,
          TError,
          Awaited<ReturnType<typeof getAddNodesFee>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddNodesFee<TData = Awaited<ReturnType<typeof getAddNodesFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetAddNodesFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAddNodesFee>>,
          TError,
          Awaited<ReturnType<typeof getAddNodesFee>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAddNodesFee<TData = Awaited<ReturnType<typeof getAddNodesFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetAddNodesFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Price an addition of nodes
 */

export function useGetAddNodesFee<TData = Awaited<ReturnType<typeof getAddNodesFee>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetAddNodesFeeParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAddNodesFee>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAddNodesFeeQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Adds count compute or login nodes of one configuration to an active cluster; compute nodes join hpcqueue_id (the default queue when omitted). The nodes are created pending and become active asynchronously; node_ids names them at once so the node list can show them. The console prices the addition with getAddNodesFee first. The gateway refuses the call when the cluster is not active (409). The gateway refuses a count that takes the role past its count range in the cluster conf (at most 100 nodes) (409, ret_code 1100, the validation problem on count). The gateway refuses private_ips whose number differs from count, or an IP outside the cluster's network or already in use (409, ret_code 1100, the validation problem on private_ips). The gateway refuses hpcqueue_id when it is not a queue of the cluster (404). The gateway refuses the addition with "Lack of balance" when the account cannot pay for it (409).
 * @summary Add nodes to a cluster
 */
export const addNodes = (
    addClusterNodesRequest: BodyType<AddClusterNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AddClusterNodesResponse>(
      {url: `/portal-hpc/cluster/addNodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addClusterNodesRequest, signal
    },
      options);
    }
  


export const getAddNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addNodes>>, TError,{data: BodyType<AddClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addNodes>>, TError,{data: BodyType<AddClusterNodesRequest>}, TContext> => {

const mutationKey = ['addNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addNodes>>, {data: BodyType<AddClusterNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddNodesMutationResult = NonNullable<Awaited<ReturnType<typeof addNodes>>>
    export type AddNodesMutationBody = BodyType<AddClusterNodesRequest>
    export type AddNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add nodes to a cluster
 */
export const useAddNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addNodes>>, TError,{data: BodyType<AddClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addNodes>>,
        TError,
        {data: BodyType<AddClusterNodesRequest>},
        TContext
      > => {

      const mutationOptions = getAddNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes compute or login nodes of a cluster and releases their instances; jobs running on them are killed. Irreversible; the console asks for confirmation. The nodes go deleting and then deleted asynchronously. The gateway refuses deleting the controller node (409). The gateway refuses deleting the last compute node of the cluster (409). The gateway refuses a node that is not in the given cluster (404) or is already in a transition (409).
 * @summary Delete nodes of a cluster
 */
export const deleteNodes = (
    deleteClusterNodesRequest: BodyType<DeleteClusterNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/deleteNodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteClusterNodesRequest, signal
    },
      options);
    }
  


export const getDeleteNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteNodes>>, TError,{data: BodyType<DeleteClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteNodes>>, TError,{data: BodyType<DeleteClusterNodesRequest>}, TContext> => {

const mutationKey = ['deleteNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteNodes>>, {data: BodyType<DeleteClusterNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteNodesMutationResult = NonNullable<Awaited<ReturnType<typeof deleteNodes>>>
    export type DeleteNodesMutationBody = BodyType<DeleteClusterNodesRequest>
    export type DeleteNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete nodes of a cluster
 */
export const useDeleteNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteNodes>>, TError,{data: BodyType<DeleteClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteNodes>>,
        TError,
        {data: BodyType<DeleteClusterNodesRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Restarts nodes of a cluster (the console's restart action on a node row or a selection); jobs running on them are requeued by the scheduler. The nodes go restarting and back to active asynchronously; their health_status is fetching until checked again. The gateway refuses a node that is not in the given cluster (404). The gateway refuses a node that is not active (409).
 * @summary Restart nodes of a cluster
 */
export const restartNodes = (
    restartClusterNodesRequest: BodyType<RestartClusterNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/restartNodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: restartClusterNodesRequest, signal
    },
      options);
    }
  


export const getRestartNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restartNodes>>, TError,{data: BodyType<RestartClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof restartNodes>>, TError,{data: BodyType<RestartClusterNodesRequest>}, TContext> => {

const mutationKey = ['restartNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof restartNodes>>, {data: BodyType<RestartClusterNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  restartNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RestartNodesMutationResult = NonNullable<Awaited<ReturnType<typeof restartNodes>>>
    export type RestartNodesMutationBody = BodyType<RestartClusterNodesRequest>
    export type RestartNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Restart nodes of a cluster
 */
export const useRestartNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restartNodes>>, TError,{data: BodyType<RestartClusterNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof restartNodes>>,
        TError,
        {data: BodyType<RestartClusterNodesRequest>},
        TContext
      > => {

      const mutationOptions = getRestartNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Binds a public IP (EIP) to a login node so users can reach it by SSH or web SSH; the console's picker lists the EIPs with DescribeEips (status available). The binding is asynchronous. The gateway refuses a node that is not a login node (409). The gateway refuses a login node that already has an EIP (409). The gateway refuses an EIP whose status is not available (409).
 * @summary Bind an EIP to a login node
 */
export const associateLoginNodeEip = (
    associateLoginNodeEipRequest: BodyType<AssociateLoginNodeEipRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/associateLoginNodeEip`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: associateLoginNodeEipRequest, signal
    },
      options);
    }
  


export const getAssociateLoginNodeEipMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof associateLoginNodeEip>>, TError,{data: BodyType<AssociateLoginNodeEipRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof associateLoginNodeEip>>, TError,{data: BodyType<AssociateLoginNodeEipRequest>}, TContext> => {

const mutationKey = ['associateLoginNodeEip'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof associateLoginNodeEip>>, {data: BodyType<AssociateLoginNodeEipRequest>}> = (props) => {
          const {data} = props ?? {};

          return  associateLoginNodeEip(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AssociateLoginNodeEipMutationResult = NonNullable<Awaited<ReturnType<typeof associateLoginNodeEip>>>
    export type AssociateLoginNodeEipMutationBody = BodyType<AssociateLoginNodeEipRequest>
    export type AssociateLoginNodeEipMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Bind an EIP to a login node
 */
export const useAssociateLoginNodeEip = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof associateLoginNodeEip>>, TError,{data: BodyType<AssociateLoginNodeEipRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof associateLoginNodeEip>>,
        TError,
        {data: BodyType<AssociateLoginNodeEipRequest>},
        TContext
      > => {

      const mutationOptions = getAssociateLoginNodeEipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Unbinds the public IP (EIP) of a login node; the EIP becomes available again and stays in the user's account. The unbinding is asynchronous. The gateway refuses a node that is not a login node or has no EIP (409).
 * @summary Unbind the EIP of a login node
 */
export const dissociateLoginNodeEip = (
    dissociateLoginNodeEipRequest: BodyType<DissociateLoginNodeEipRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/cluster/dissociateLoginNodeEip`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: dissociateLoginNodeEipRequest, signal
    },
      options);
    }
  


export const getDissociateLoginNodeEipMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof dissociateLoginNodeEip>>, TError,{data: BodyType<DissociateLoginNodeEipRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof dissociateLoginNodeEip>>, TError,{data: BodyType<DissociateLoginNodeEipRequest>}, TContext> => {

const mutationKey = ['dissociateLoginNodeEip'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof dissociateLoginNodeEip>>, {data: BodyType<DissociateLoginNodeEipRequest>}> = (props) => {
          const {data} = props ?? {};

          return  dissociateLoginNodeEip(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DissociateLoginNodeEipMutationResult = NonNullable<Awaited<ReturnType<typeof dissociateLoginNodeEip>>>
    export type DissociateLoginNodeEipMutationBody = BodyType<DissociateLoginNodeEipRequest>
    export type DissociateLoginNodeEipMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Unbind the EIP of a login node
 */
export const useDissociateLoginNodeEip = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof dissociateLoginNodeEip>>, TError,{data: BodyType<DissociateLoginNodeEipRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof dissociateLoginNodeEip>>,
        TError,
        {data: BodyType<DissociateLoginNodeEipRequest>},
        TContext
      > => {

      const mutationOptions = getDissociateLoginNodeEipMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    