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
  AddMachineNodesRequest,
  AddMachineRequest,
  AddMachineResponse,
  ConflictResponse,
  ForbiddenResponse,
  ListMachinesParams,
  MachinesResponse,
  NotFoundResponse,
  ReleaseMachineNodesRequest,
  RemoveMachineRequest,
  ServerErrorResponse,
  SuccessEnvelope,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * A machine reachable over SSH joins the zone's pool, free. Checked before it is saved: it answers at address:port, accepts the key, the user is root or may sudo without a password, and it has slurmd and munged; each failure is refused naming the field (409). Its CPUs and memory are recorded. A name or address the pool has is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Add a machine to the pool
 */
export const addMachine = (
    addMachineRequest: BodyType<AddMachineRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AddMachineResponse>(
      {url: `/portal-hpc/machine/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addMachineRequest, signal
    },
      options);
    }
  


export const getAddMachineMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addMachine>>, TError,{data: BodyType<AddMachineRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addMachine>>, TError,{data: BodyType<AddMachineRequest>}, TContext> => {

const mutationKey = ['addMachine'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addMachine>>, {data: BodyType<AddMachineRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addMachine(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddMachineMutationResult = NonNullable<Awaited<ReturnType<typeof addMachine>>>
    export type AddMachineMutationBody = BodyType<AddMachineRequest>
    export type AddMachineMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add a machine to the pool
 */
export const useAddMachine = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addMachine>>, TError,{data: BodyType<AddMachineRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addMachine>>,
        TError,
        {data: BodyType<AddMachineRequest>},
        TContext
      > => {

      const mutationOptions = getAddMachineMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The zone's machines, free or nodes of a cluster, with the node's status and health from the cluster's last sync and what went wrong last; never a key. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary List the pool's machines
 */
export const listMachines = (
    params?: ListMachinesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<MachinesResponse>(
      {url: `/portal-hpc/machine/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListMachinesQueryKey = (params?: ListMachinesParams,) => {
    return [
    `/portal-hpc/machine/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListMachinesQueryOptions = <TData = Awaited<ReturnType<typeof listMachines>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListMachinesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMachinesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMachines>>> = ({ signal }) => listMachines(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMachinesQueryResult = NonNullable<Awaited<ReturnType<typeof listMachines>>>
export type ListMachinesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListMachines<TData = Awaited<ReturnType<typeof listMachines>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListMachinesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMachines>>,
          TError,
          Awaited<ReturnType<typeof listMachines>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMachines<TData = Awaited<ReturnType<typeof listMachines>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListMachinesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMachines>>,
          TError,
          Awaited<ReturnType<typeof listMachines>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMachines<TData = Awaited<ReturnType<typeof listMachines>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListMachinesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the pool's machines
 */

export function useListMachines<TData = Awaited<ReturnType<typeof listMachines>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListMachinesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMachines>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMachinesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * A free machine leaves the pool and its key is forgotten. A node of a cluster is refused (409: release it first). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Remove a machine from the pool
 */
export const removeMachine = (
    removeMachineRequest: BodyType<RemoveMachineRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SuccessEnvelope>(
      {url: `/portal-hpc/machine/remove`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: removeMachineRequest, signal
    },
      options);
    }
  


export const getRemoveMachineMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeMachine>>, TError,{data: BodyType<RemoveMachineRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof removeMachine>>, TError,{data: BodyType<RemoveMachineRequest>}, TContext> => {

const mutationKey = ['removeMachine'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof removeMachine>>, {data: BodyType<RemoveMachineRequest>}> = (props) => {
          const {data} = props ?? {};

          return  removeMachine(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RemoveMachineMutationResult = NonNullable<Awaited<ReturnType<typeof removeMachine>>>
    export type RemoveMachineMutationBody = BodyType<RemoveMachineRequest>
    export type RemoveMachineMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove a machine from the pool
 */
export const useRemoveMachine = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof removeMachine>>, TError,{data: BodyType<RemoveMachineRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof removeMachine>>,
        TError,
        {data: BodyType<RemoveMachineRequest>},
        TContext
      > => {

      const mutationOptions = getRemoveMachineMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Free machines become compute nodes of a registered Slurm cluster that takes machines (its munge key and slurmctld's address registered; 409 otherwise): over SSH each gets the cluster's munge key and starts slurmd as a dynamic node in configless mode, in the partitions that take the cluster's node feature. Answers once slurmctld lists every node. A machine that is not free (409), does not answer, refuses the key, lacks the cluster's accounts or shared path, or cannot reach slurmctld fails the whole request naming the machine and why (409), and every machine of it is left as it was and free. Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Make machines nodes of a cluster
 */
export const addMachineNodes = (
    addMachineNodesRequest: BodyType<AddMachineNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<MachinesResponse>(
      {url: `/portal-hpc/machine/join`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addMachineNodesRequest, signal
    },
      options);
    }
  


export const getAddMachineNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addMachineNodes>>, TError,{data: BodyType<AddMachineNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addMachineNodes>>, TError,{data: BodyType<AddMachineNodesRequest>}, TContext> => {

const mutationKey = ['addMachineNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addMachineNodes>>, {data: BodyType<AddMachineNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addMachineNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddMachineNodesMutationResult = NonNullable<Awaited<ReturnType<typeof addMachineNodes>>>
    export type AddMachineNodesMutationBody = BodyType<AddMachineNodesRequest>
    export type AddMachineNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Make machines nodes of a cluster
 */
export const useAddMachineNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addMachineNodes>>, TError,{data: BodyType<AddMachineNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addMachineNodes>>,
        TError,
        {data: BodyType<AddMachineNodesRequest>},
        TContext
      > => {

      const mutationOptions = getAddMachineNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Machines that are nodes leave their cluster: the jobs running on them are cancelled, the node is deleted from slurmctld, slurmd and munged stopped and the machine's own munge key put back; the machine is free. One that does not answer is freed too, its row saying so. A machine that is not a node is refused (409). Only a zone administrator (role zone_admin) may (403); the cluster is in the request's zone.
 * @summary Return nodes to the pool
 */
export const releaseMachineNodes = (
    releaseMachineNodesRequest: BodyType<ReleaseMachineNodesRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<MachinesResponse>(
      {url: `/portal-hpc/machine/release`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: releaseMachineNodesRequest, signal
    },
      options);
    }
  


export const getReleaseMachineNodesMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseMachineNodes>>, TError,{data: BodyType<ReleaseMachineNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof releaseMachineNodes>>, TError,{data: BodyType<ReleaseMachineNodesRequest>}, TContext> => {

const mutationKey = ['releaseMachineNodes'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof releaseMachineNodes>>, {data: BodyType<ReleaseMachineNodesRequest>}> = (props) => {
          const {data} = props ?? {};

          return  releaseMachineNodes(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ReleaseMachineNodesMutationResult = NonNullable<Awaited<ReturnType<typeof releaseMachineNodes>>>
    export type ReleaseMachineNodesMutationBody = BodyType<ReleaseMachineNodesRequest>
    export type ReleaseMachineNodesMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Return nodes to the pool
 */
export const useReleaseMachineNodes = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseMachineNodes>>, TError,{data: BodyType<ReleaseMachineNodesRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof releaseMachineNodes>>,
        TError,
        {data: BodyType<ReleaseMachineNodesRequest>},
        TContext
      > => {

      const mutationOptions = getReleaseMachineNodesMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    