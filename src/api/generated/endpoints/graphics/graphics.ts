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
  ExtendGraphicsSessionRequest,
  ForbiddenResponse,
  GetGraphicsSessionParams,
  GraphicsSessionRequest,
  GraphicsSessionResponse,
  ListGraphicsSessionsParams,
  ListGraphicsSessionsResponse,
  NotFoundResponse,
  OpenGraphicsSessionRequest,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Starts a graphics application (graphics software the user may open on the cluster: free, or whose application passed) as a job of the user in the queue, with the cores and time limit given: every rule of a job submission holds (the queue's cores, the core-hour quota, a read-only member refused) and the job is recorded in the operation log as a submission. Refused (409) when the cluster is not active or the account is in arrears, 404 when the application cannot be opened on that cluster. The session is answered queued; its display opens once it is running.
 * @summary Open a graphics application
 */
export const openGraphicsSession = (
    openGraphicsSessionRequest: BodyType<OpenGraphicsSessionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GraphicsSessionResponse>(
      {url: `/portal-hpc/graphics/session/open`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: openGraphicsSessionRequest, signal
    },
      options);
    }
  


export const getOpenGraphicsSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof openGraphicsSession>>, TError,{data: BodyType<OpenGraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof openGraphicsSession>>, TError,{data: BodyType<OpenGraphicsSessionRequest>}, TContext> => {

const mutationKey = ['openGraphicsSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof openGraphicsSession>>, {data: BodyType<OpenGraphicsSessionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  openGraphicsSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type OpenGraphicsSessionMutationResult = NonNullable<Awaited<ReturnType<typeof openGraphicsSession>>>
    export type OpenGraphicsSessionMutationBody = BodyType<OpenGraphicsSessionRequest>
    export type OpenGraphicsSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Open a graphics application
 */
export const useOpenGraphicsSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof openGraphicsSession>>, TError,{data: BodyType<OpenGraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof openGraphicsSession>>,
        TError,
        {data: BodyType<OpenGraphicsSessionRequest>},
        TContext
      > => {

      const mutationOptions = getOpenGraphicsSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The reader's own graphics sessions, newest first: live ones (queued, starting, running) by default, or the ended ones, or all.
 * @summary List graphics sessions
 */
export const listGraphicsSessions = (
    params?: ListGraphicsSessionsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListGraphicsSessionsResponse>(
      {url: `/portal-hpc/graphics/session/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListGraphicsSessionsQueryKey = (params?: ListGraphicsSessionsParams,) => {
    return [
    `/portal-hpc/graphics/session/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListGraphicsSessionsQueryOptions = <TData = Awaited<ReturnType<typeof listGraphicsSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListGraphicsSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListGraphicsSessionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listGraphicsSessions>>> = ({ signal }) => listGraphicsSessions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListGraphicsSessionsQueryResult = NonNullable<Awaited<ReturnType<typeof listGraphicsSessions>>>
export type ListGraphicsSessionsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListGraphicsSessions<TData = Awaited<ReturnType<typeof listGraphicsSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListGraphicsSessionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGraphicsSessions>>,
          TError,
          Awaited<ReturnType<typeof listGraphicsSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGraphicsSessions<TData = Awaited<ReturnType<typeof listGraphicsSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGraphicsSessions>>,
          TError,
          Awaited<ReturnType<typeof listGraphicsSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGraphicsSessions<TData = Awaited<ReturnType<typeof listGraphicsSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List graphics sessions
 */

export function useListGraphicsSessions<TData = Awaited<ReturnType<typeof listGraphicsSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphicsSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListGraphicsSessionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One of the reader's own sessions; another user's is not found (404), like a missing one.
 * @summary Get a graphics session
 */
export const getGraphicsSession = (
    params: GetGraphicsSessionParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GraphicsSessionResponse>(
      {url: `/portal-hpc/graphics/session`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetGraphicsSessionQueryKey = (params?: GetGraphicsSessionParams,) => {
    return [
    `/portal-hpc/graphics/session`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetGraphicsSessionQueryOptions = <TData = Awaited<ReturnType<typeof getGraphicsSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetGraphicsSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetGraphicsSessionQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getGraphicsSession>>> = ({ signal }) => getGraphicsSession(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetGraphicsSessionQueryResult = NonNullable<Awaited<ReturnType<typeof getGraphicsSession>>>
export type GetGraphicsSessionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetGraphicsSession<TData = Awaited<ReturnType<typeof getGraphicsSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetGraphicsSessionParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGraphicsSession>>,
          TError,
          Awaited<ReturnType<typeof getGraphicsSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGraphicsSession<TData = Awaited<ReturnType<typeof getGraphicsSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetGraphicsSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getGraphicsSession>>,
          TError,
          Awaited<ReturnType<typeof getGraphicsSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetGraphicsSession<TData = Awaited<ReturnType<typeof getGraphicsSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetGraphicsSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a graphics session
 */

export function useGetGraphicsSession<TData = Awaited<ReturnType<typeof getGraphicsSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetGraphicsSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getGraphicsSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetGraphicsSessionQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Ends one of the reader's own sessions: its job is stopped in the scheduler and its display closes. Ending an ended session changes nothing and answers it (a second click); another user's is not found (404).
 * @summary End a graphics session
 */
export const endGraphicsSession = (
    graphicsSessionRequest: BodyType<GraphicsSessionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GraphicsSessionResponse>(
      {url: `/portal-hpc/graphics/session/end`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: graphicsSessionRequest, signal
    },
      options);
    }
  


export const getEndGraphicsSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof endGraphicsSession>>, TError,{data: BodyType<GraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof endGraphicsSession>>, TError,{data: BodyType<GraphicsSessionRequest>}, TContext> => {

const mutationKey = ['endGraphicsSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof endGraphicsSession>>, {data: BodyType<GraphicsSessionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  endGraphicsSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EndGraphicsSessionMutationResult = NonNullable<Awaited<ReturnType<typeof endGraphicsSession>>>
    export type EndGraphicsSessionMutationBody = BodyType<GraphicsSessionRequest>
    export type EndGraphicsSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary End a graphics session
 */
export const useEndGraphicsSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof endGraphicsSession>>, TError,{data: BodyType<GraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof endGraphicsSession>>,
        TError,
        {data: BodyType<GraphicsSessionRequest>},
        TContext
      > => {

      const mutationOptions = getEndGraphicsSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Adds extra_minutes to the time limit of one of the reader's own live sessions, at once and without the owner's decision (ADR 0062), applied by the scheduler; refused (ret_code 1100, the field extra_minutes) when the new limit would pass the queue's maximum, as a request for more time is (ADR 0060), and 409 when the session has ended. Another user's session is not found (404).
 * @summary Give a graphics session more time
 */
export const extendGraphicsSession = (
    extendGraphicsSessionRequest: BodyType<ExtendGraphicsSessionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GraphicsSessionResponse>(
      {url: `/portal-hpc/graphics/session/extend`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: extendGraphicsSessionRequest, signal
    },
      options);
    }
  


export const getExtendGraphicsSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof extendGraphicsSession>>, TError,{data: BodyType<ExtendGraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof extendGraphicsSession>>, TError,{data: BodyType<ExtendGraphicsSessionRequest>}, TContext> => {

const mutationKey = ['extendGraphicsSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof extendGraphicsSession>>, {data: BodyType<ExtendGraphicsSessionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  extendGraphicsSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ExtendGraphicsSessionMutationResult = NonNullable<Awaited<ReturnType<typeof extendGraphicsSession>>>
    export type ExtendGraphicsSessionMutationBody = BodyType<ExtendGraphicsSessionRequest>
    export type ExtendGraphicsSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Give a graphics session more time
 */
export const useExtendGraphicsSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof extendGraphicsSession>>, TError,{data: BodyType<ExtendGraphicsSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof extendGraphicsSession>>,
        TError,
        {data: BodyType<ExtendGraphicsSessionRequest>},
        TContext
      > => {

      const mutationOptions = getExtendGraphicsSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    