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
  ApplySoftwareRequest,
  ApplySoftwareResponse,
  ConflictResponse,
  ForbiddenResponse,
  GetRemoteAppLinkParams,
  ListGraphicsParams,
  ListGraphicsResponse,
  ListSoftwareApplicationsParams,
  ListSoftwareApplicationsResponse,
  ListSoftwareClassesParams,
  ListSoftwareClassesResponse,
  ListSoftwareParams,
  ListSoftwareResponse,
  MarkSoftwareRequest,
  MarkSoftwareResponse,
  NotFoundResponse,
  RemoteAppLinkResponse,
  ReviewSoftwareApplicationRequest,
  ReviewSoftwareApplicationResponse,
  ServerErrorResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the software catalogue of the zone (the software page and the software step of cluster creation), filtered by class, a search word and the collected flag, sorted by create_time descending by default. With cluster_id, only the software that can run on that cluster is listed and apply_status is the user's application for it on that cluster. Filters whose value is all are dropped by the console, never sent.
 * @summary List software
 */
export const listSoftware = (
    params?: ListSoftwareParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSoftwareResponse>(
      {url: `/portal-hpc/software/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSoftwareQueryKey = (params?: ListSoftwareParams,) => {
    return [
    `/portal-hpc/software/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSoftwareQueryOptions = <TData = Awaited<ReturnType<typeof listSoftware>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSoftwareParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSoftwareQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSoftware>>> = ({ signal }) => listSoftware(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSoftwareQueryResult = NonNullable<Awaited<ReturnType<typeof listSoftware>>>
export type ListSoftwareQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSoftware<TData = Awaited<ReturnType<typeof listSoftware>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSoftwareParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftware>>,
          TError,
          Awaited<ReturnType<typeof listSoftware>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftware<TData = Awaited<ReturnType<typeof listSoftware>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftware>>,
          TError,
          Awaited<ReturnType<typeof listSoftware>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftware<TData = Awaited<ReturnType<typeof listSoftware>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List software
 */

export function useListSoftware<TData = Awaited<ReturnType<typeof listSoftware>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftware>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSoftwareQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Applies for a commercial (application) software package on a cluster with a reason; application software requires the zone administrator's approval, so the application is recorded pending until a zone administrator passes or rejects it (reviewSoftwareApplication; shown as apply_status in the software list). The gateway refuses free software (it needs no application), a cluster the user cannot use, and an application while another for the same software and cluster is pending or passed ("Please do not duplicate submissions"). A rejected application may be made again.
 * @summary Apply for software on a cluster
 */
export const applySoftware = (
    applySoftwareRequest: BodyType<ApplySoftwareRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ApplySoftwareResponse>(
      {url: `/portal-hpc/software/apply`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: applySoftwareRequest, signal
    },
      options);
    }
  


export const getApplySoftwareMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applySoftware>>, TError,{data: BodyType<ApplySoftwareRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof applySoftware>>, TError,{data: BodyType<ApplySoftwareRequest>}, TContext> => {

const mutationKey = ['applySoftware'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof applySoftware>>, {data: BodyType<ApplySoftwareRequest>}> = (props) => {
          const {data} = props ?? {};

          return  applySoftware(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ApplySoftwareMutationResult = NonNullable<Awaited<ReturnType<typeof applySoftware>>>
    export type ApplySoftwareMutationBody = BodyType<ApplySoftwareRequest>
    export type ApplySoftwareMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Apply for software on a cluster
 */
export const useApplySoftware = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof applySoftware>>, TError,{data: BodyType<ApplySoftwareRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof applySoftware>>,
        TError,
        {data: BodyType<ApplySoftwareRequest>},
        TContext
      > => {

      const mutationOptions = getApplySoftwareMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists applications for commercial software. A zone administrator (role zone_admin) sees every application on the clusters of the zones it administers, to pass or reject the pending ones on the software page; every other user sees only the applications it made itself. Filtered by status, sorted by create_time descending by default.
 * @summary List software applications
 */
export const listSoftwareApplications = (
    params?: ListSoftwareApplicationsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSoftwareApplicationsResponse>(
      {url: `/portal-hpc/software/apply/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSoftwareApplicationsQueryKey = (params?: ListSoftwareApplicationsParams,) => {
    return [
    `/portal-hpc/software/apply/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSoftwareApplicationsQueryOptions = <TData = Awaited<ReturnType<typeof listSoftwareApplications>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSoftwareApplicationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSoftwareApplicationsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSoftwareApplications>>> = ({ signal }) => listSoftwareApplications(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSoftwareApplicationsQueryResult = NonNullable<Awaited<ReturnType<typeof listSoftwareApplications>>>
export type ListSoftwareApplicationsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSoftwareApplications<TData = Awaited<ReturnType<typeof listSoftwareApplications>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSoftwareApplicationsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftwareApplications>>,
          TError,
          Awaited<ReturnType<typeof listSoftwareApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftwareApplications<TData = Awaited<ReturnType<typeof listSoftwareApplications>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareApplicationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftwareApplications>>,
          TError,
          Awaited<ReturnType<typeof listSoftwareApplications>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftwareApplications<TData = Awaited<ReturnType<typeof listSoftwareApplications>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareApplicationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List software applications
 */

export function useListSoftwareApplications<TData = Awaited<ReturnType<typeof listSoftwareApplications>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareApplicationsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareApplications>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSoftwareApplicationsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The zone administrator's decision on a pending application for commercial software: passed makes the software usable on the application's cluster (its graphics applications are then listed), rejected lets the user apply again and needs a reject_reason, which the applicant reads with the application. Synchronous. Only a zone administrator (role zone_admin) of the cluster's zone may decide (403 "Only the zone administrator approves software applications"); an application it does not see is not found (404); one that is no longer pending is refused (409 "The application … was already decided").
 * @summary Pass or reject a software application
 */
export const reviewSoftwareApplication = (
    reviewSoftwareApplicationRequest: BodyType<ReviewSoftwareApplicationRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ReviewSoftwareApplicationResponse>(
      {url: `/portal-hpc/software/apply/review`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: reviewSoftwareApplicationRequest, signal
    },
      options);
    }
  


export const getReviewSoftwareApplicationMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reviewSoftwareApplication>>, TError,{data: BodyType<ReviewSoftwareApplicationRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof reviewSoftwareApplication>>, TError,{data: BodyType<ReviewSoftwareApplicationRequest>}, TContext> => {

const mutationKey = ['reviewSoftwareApplication'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof reviewSoftwareApplication>>, {data: BodyType<ReviewSoftwareApplicationRequest>}> = (props) => {
          const {data} = props ?? {};

          return  reviewSoftwareApplication(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ReviewSoftwareApplicationMutationResult = NonNullable<Awaited<ReturnType<typeof reviewSoftwareApplication>>>
    export type ReviewSoftwareApplicationMutationBody = BodyType<ReviewSoftwareApplicationRequest>
    export type ReviewSoftwareApplicationMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Pass or reject a software application
 */
export const useReviewSoftwareApplication = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof reviewSoftwareApplication>>, TError,{data: BodyType<ReviewSoftwareApplicationRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof reviewSoftwareApplication>>,
        TError,
        {data: BodyType<ReviewSoftwareApplicationRequest>},
        TContext
      > => {

      const mutationOptions = getReviewSoftwareApplicationMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Sets the user's collected flag (mark) of a software package: 1 collects it, 0 removes it from the collection. Synchronous and idempotent; the console then refreshes the software list.
 * @summary Collect or uncollect software
 */
export const markSoftware = (
    markSoftwareRequest: BodyType<MarkSoftwareRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<MarkSoftwareResponse>(
      {url: `/portal-hpc/software/mark`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: markSoftwareRequest, signal
    },
      options);
    }
  


export const getMarkSoftwareMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markSoftware>>, TError,{data: BodyType<MarkSoftwareRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof markSoftware>>, TError,{data: BodyType<MarkSoftwareRequest>}, TContext> => {

const mutationKey = ['markSoftware'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof markSoftware>>, {data: BodyType<MarkSoftwareRequest>}> = (props) => {
          const {data} = props ?? {};

          return  markSoftware(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type MarkSoftwareMutationResult = NonNullable<Awaited<ReturnType<typeof markSoftware>>>
    export type MarkSoftwareMutationBody = BodyType<MarkSoftwareRequest>
    export type MarkSoftwareMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Collect or uncollect software
 */
export const useMarkSoftware = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof markSoftware>>, TError,{data: BodyType<MarkSoftwareRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof markSoftware>>,
        TError,
        {data: BodyType<MarkSoftwareRequest>},
        TContext
      > => {

      const mutationOptions = getMarkSoftwareMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists the classes of the software catalogue with the number of packages in each, for the class filter of the software page. The console asks for all of them at once (limit 1024), sorted by name.
 * @summary List software classes
 */
export const listSoftwareClasses = (
    params?: ListSoftwareClassesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSoftwareClassesResponse>(
      {url: `/portal-hpc/software/class`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSoftwareClassesQueryKey = (params?: ListSoftwareClassesParams,) => {
    return [
    `/portal-hpc/software/class`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSoftwareClassesQueryOptions = <TData = Awaited<ReturnType<typeof listSoftwareClasses>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSoftwareClassesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSoftwareClassesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSoftwareClasses>>> = ({ signal }) => listSoftwareClasses(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSoftwareClassesQueryResult = NonNullable<Awaited<ReturnType<typeof listSoftwareClasses>>>
export type ListSoftwareClassesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSoftwareClasses<TData = Awaited<ReturnType<typeof listSoftwareClasses>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSoftwareClassesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftwareClasses>>,
          TError,
          Awaited<ReturnType<typeof listSoftwareClasses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftwareClasses<TData = Awaited<ReturnType<typeof listSoftwareClasses>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareClassesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSoftwareClasses>>,
          TError,
          Awaited<ReturnType<typeof listSoftwareClasses>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSoftwareClasses<TData = Awaited<ReturnType<typeof listSoftwareClasses>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareClassesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List software classes
 */

export function useListSoftwareClasses<TData = Awaited<ReturnType<typeof listSoftwareClasses>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSoftwareClassesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSoftwareClasses>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSoftwareClassesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the graphics applications the signed-in user (user_id) can open as remote apps on the graphics service page of both portals: per application the cluster it runs on and the NAS mount point its session works in. Only applications whose application was passed (or free ones) on an active cluster are listed.
 * @summary List the user's graphics applications
 */
export const listGraphics = (
    params?: ListGraphicsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListGraphicsResponse>(
      {url: `/portal-hpc/software/graphics`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListGraphicsQueryKey = (params?: ListGraphicsParams,) => {
    return [
    `/portal-hpc/software/graphics`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListGraphicsQueryOptions = <TData = Awaited<ReturnType<typeof listGraphics>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListGraphicsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListGraphicsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listGraphics>>> = ({ signal }) => listGraphics(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListGraphicsQueryResult = NonNullable<Awaited<ReturnType<typeof listGraphics>>>
export type ListGraphicsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListGraphics<TData = Awaited<ReturnType<typeof listGraphics>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListGraphicsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGraphics>>,
          TError,
          Awaited<ReturnType<typeof listGraphics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGraphics<TData = Awaited<ReturnType<typeof listGraphics>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listGraphics>>,
          TError,
          Awaited<ReturnType<typeof listGraphics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListGraphics<TData = Awaited<ReturnType<typeof listGraphics>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's graphics applications
 */

export function useListGraphics<TData = Awaited<ReturnType<typeof listGraphics>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListGraphicsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listGraphics>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListGraphicsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Rejoins the user's live graphics session of the application on the cluster that mounts the given NAS mount point, or starts one as openGraphicsSession does (ADR 0062) with the application's defaults: the cluster's default queue, one core, 60 minutes. Answers the address of the session's page in the console and the session, which the console opens before expire_time. The session's usage is recorded in the remote-app log from its job's real start to its end and billed (rent/remoteapp/billInfo). The gateway refuses an application that is not in the user's graphics list, a mount point that is not mounted by the application's cluster, a cluster that is not active, and an account in arrears ("Lack of balance").
 * @summary Get a remote-app link
 */
export const getRemoteAppLink = (
    params: GetRemoteAppLinkParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<RemoteAppLinkResponse>(
      {url: `/portal-hpc/software/remoteapp/link`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetRemoteAppLinkQueryKey = (params?: GetRemoteAppLinkParams,) => {
    return [
    `/portal-hpc/software/remoteapp/link`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetRemoteAppLinkQueryOptions = <TData = Awaited<ReturnType<typeof getRemoteAppLink>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetRemoteAppLinkParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetRemoteAppLinkQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getRemoteAppLink>>> = ({ signal }) => getRemoteAppLink(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetRemoteAppLinkQueryResult = NonNullable<Awaited<ReturnType<typeof getRemoteAppLink>>>
export type GetRemoteAppLinkQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetRemoteAppLink<TData = Awaited<ReturnType<typeof getRemoteAppLink>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRemoteAppLinkParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteAppLink>>,
          TError,
          Awaited<ReturnType<typeof getRemoteAppLink>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteAppLink<TData = Awaited<ReturnType<typeof getRemoteAppLink>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRemoteAppLinkParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getRemoteAppLink>>,
          TError,
          Awaited<ReturnType<typeof getRemoteAppLink>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetRemoteAppLink<TData = Awaited<ReturnType<typeof getRemoteAppLink>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRemoteAppLinkParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a remote-app link
 */

export function useGetRemoteAppLink<TData = Awaited<ReturnType<typeof getRemoteAppLink>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetRemoteAppLinkParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getRemoteAppLink>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetRemoteAppLinkQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



