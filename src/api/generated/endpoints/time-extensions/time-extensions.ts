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
  AskTimeExtensionRequest,
  ConflictResponse,
  DecideTimeExtensionRequest,
  ForbiddenResponse,
  ListTimeExtensionsParams,
  ListTimeExtensionsResponse,
  NotFoundResponse,
  RefuseTimeExtensionRequest,
  ServerErrorResponse,
  TimeExtensionResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Asks for extra_minutes more on the time limit of a pending or running job, with a reason; synchronous, the request waits (pending) for the account's owner or a zone administrator of the cluster's zone. Only the job's submitter may ask, while it may change the cluster (403 for another user who sees the job, 404 for a job not seen). Refused (409) when the job has ended or is not pending or running, has no time limit of its own (it already runs as long as its queue allows), already has a pending request (ret_code 2400), or when the new limit (the current one plus extra_minutes) would pass the queue's maximum: the scheduler partition's maximum time where it reports one, else JobTimeLimit's maximum (ret_code 1100, the field extra_minutes). Recorded in the operation log.
 * @summary Ask for more time for a job
 */
export const askTimeExtension = (
    askTimeExtensionRequest: BodyType<AskTimeExtensionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<TimeExtensionResponse>(
      {url: `/portal-hpc/job/timeExtension/ask`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: askTimeExtensionRequest, signal
    },
      options);
    }
  


export const getAskTimeExtensionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof askTimeExtension>>, TError,{data: BodyType<AskTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof askTimeExtension>>, TError,{data: BodyType<AskTimeExtensionRequest>}, TContext> => {

const mutationKey = ['askTimeExtension'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof askTimeExtension>>, {data: BodyType<AskTimeExtensionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  askTimeExtension(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AskTimeExtensionMutationResult = NonNullable<Awaited<ReturnType<typeof askTimeExtension>>>
    export type AskTimeExtensionMutationBody = BodyType<AskTimeExtensionRequest>
    export type AskTimeExtensionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Ask for more time for a job
 */
export const useAskTimeExtension = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof askTimeExtension>>, TError,{data: BodyType<AskTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof askTimeExtension>>,
        TError,
        {data: BodyType<AskTimeExtensionRequest>},
        TContext
      > => {

      const mutationOptions = getAskTimeExtensionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The requests a user may see, newest first: the account's owner every request of its account, a zone administrator those on the clusters of its zones, anyone else the requests it asked. hpcjob_uuid narrows it to one job (the job page), status to one state, scope=decide to the requests the reader may decide now (pending, as owner or zone administrator). Each request says whether the reader may decide or withdraw it.
 * @summary List requests for more time
 */
export const listTimeExtensions = (
    params?: ListTimeExtensionsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListTimeExtensionsResponse>(
      {url: `/portal-hpc/job/timeExtension/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListTimeExtensionsQueryKey = (params?: ListTimeExtensionsParams,) => {
    return [
    `/portal-hpc/job/timeExtension/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListTimeExtensionsQueryOptions = <TData = Awaited<ReturnType<typeof listTimeExtensions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListTimeExtensionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListTimeExtensionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listTimeExtensions>>> = ({ signal }) => listTimeExtensions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListTimeExtensionsQueryResult = NonNullable<Awaited<ReturnType<typeof listTimeExtensions>>>
export type ListTimeExtensionsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListTimeExtensions<TData = Awaited<ReturnType<typeof listTimeExtensions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListTimeExtensionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTimeExtensions>>,
          TError,
          Awaited<ReturnType<typeof listTimeExtensions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTimeExtensions<TData = Awaited<ReturnType<typeof listTimeExtensions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListTimeExtensionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTimeExtensions>>,
          TError,
          Awaited<ReturnType<typeof listTimeExtensions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTimeExtensions<TData = Awaited<ReturnType<typeof listTimeExtensions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListTimeExtensionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List requests for more time
 */

export function useListTimeExtensions<TData = Awaited<ReturnType<typeof listTimeExtensions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListTimeExtensionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTimeExtensions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListTimeExtensionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The account's owner (not a sub-user nor an IAM user) or a zone administrator of the cluster's zone approves a pending request (403 for anyone else; 404 for a request not seen; 409 when it is no longer pending). Synchronous: the job and the queue's maximum are checked again, then the job's scheduler gets the new limit at once (the simulator's record; a Slurm job through slurmrestd as the cluster's operator account). When the scheduler refuses or cannot be reached nothing changes: the request stays pending with the error kept and the answer is 409 with the scheduler's words. Recorded in the operation log.
 * @summary Approve a request for more time
 */
export const approveTimeExtension = (
    decideTimeExtensionRequest: BodyType<DecideTimeExtensionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<TimeExtensionResponse>(
      {url: `/portal-hpc/job/timeExtension/approve`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: decideTimeExtensionRequest, signal
    },
      options);
    }
  


export const getApproveTimeExtensionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof approveTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof approveTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext> => {

const mutationKey = ['approveTimeExtension'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof approveTimeExtension>>, {data: BodyType<DecideTimeExtensionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  approveTimeExtension(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ApproveTimeExtensionMutationResult = NonNullable<Awaited<ReturnType<typeof approveTimeExtension>>>
    export type ApproveTimeExtensionMutationBody = BodyType<DecideTimeExtensionRequest>
    export type ApproveTimeExtensionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Approve a request for more time
 */
export const useApproveTimeExtension = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof approveTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof approveTimeExtension>>,
        TError,
        {data: BodyType<DecideTimeExtensionRequest>},
        TContext
      > => {

      const mutationOptions = getApproveTimeExtensionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The account's owner or a zone administrator of the cluster's zone refuses a pending request, with an optional reason the submitter reads (403 for anyone else; 404 for a request not seen; 409 when it is no longer pending). Synchronous; recorded in the operation log.
 * @summary Refuse a request for more time
 */
export const refuseTimeExtension = (
    refuseTimeExtensionRequest: BodyType<RefuseTimeExtensionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<TimeExtensionResponse>(
      {url: `/portal-hpc/job/timeExtension/refuse`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: refuseTimeExtensionRequest, signal
    },
      options);
    }
  


export const getRefuseTimeExtensionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refuseTimeExtension>>, TError,{data: BodyType<RefuseTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof refuseTimeExtension>>, TError,{data: BodyType<RefuseTimeExtensionRequest>}, TContext> => {

const mutationKey = ['refuseTimeExtension'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof refuseTimeExtension>>, {data: BodyType<RefuseTimeExtensionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  refuseTimeExtension(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RefuseTimeExtensionMutationResult = NonNullable<Awaited<ReturnType<typeof refuseTimeExtension>>>
    export type RefuseTimeExtensionMutationBody = BodyType<RefuseTimeExtensionRequest>
    export type RefuseTimeExtensionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Refuse a request for more time
 */
export const useRefuseTimeExtension = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof refuseTimeExtension>>, TError,{data: BodyType<RefuseTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof refuseTimeExtension>>,
        TError,
        {data: BodyType<RefuseTimeExtensionRequest>},
        TContext
      > => {

      const mutationOptions = getRefuseTimeExtensionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The submitter takes back its pending request (403 for anyone else who sees it; 404 for a request not seen; 409 when it is no longer pending). Synchronous; recorded in the operation log.
 * @summary Withdraw a request for more time
 */
export const withdrawTimeExtension = (
    decideTimeExtensionRequest: BodyType<DecideTimeExtensionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<TimeExtensionResponse>(
      {url: `/portal-hpc/job/timeExtension/withdraw`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: decideTimeExtensionRequest, signal
    },
      options);
    }
  


export const getWithdrawTimeExtensionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof withdrawTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext> => {

const mutationKey = ['withdrawTimeExtension'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof withdrawTimeExtension>>, {data: BodyType<DecideTimeExtensionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  withdrawTimeExtension(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type WithdrawTimeExtensionMutationResult = NonNullable<Awaited<ReturnType<typeof withdrawTimeExtension>>>
    export type WithdrawTimeExtensionMutationBody = BodyType<DecideTimeExtensionRequest>
    export type WithdrawTimeExtensionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Withdraw a request for more time
 */
export const useWithdrawTimeExtension = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof withdrawTimeExtension>>, TError,{data: BodyType<DecideTimeExtensionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof withdrawTimeExtension>>,
        TError,
        {data: BodyType<DecideTimeExtensionRequest>},
        TContext
      > => {

      const mutationOptions = getWithdrawTimeExtensionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    