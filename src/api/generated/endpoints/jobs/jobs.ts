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
  AsyncJobResponse,
  ConflictResponse,
  CreateJobFileRequest,
  CreateJobFileResponse,
  ForbiddenResponse,
  GetJobDetailParams,
  GetQuotaUsageParams,
  GetSimulationJobDetailParams,
  GetSimulationJobLogParams,
  HpcJobUuid,
  JobDetailResponse,
  JobIdsRequest,
  ListJobsParams,
  ListJobsResponse,
  ListSimulationJobsParams,
  ListSimulationJobsResponse,
  NotFoundResponse,
  QuotaUsageResponse,
  RetryJobArrayRequest,
  ServerErrorResponse,
  SimulationJobDetailResponse,
  SimulationJobId,
  SimulationJobIdsRequest,
  SimulationJobLogResponse,
  SubmitJobRequest,
  SubmitJobResponse,
  SubmitSimulationJobRequest,
  SubmitSimulationJobResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the user's compute jobs, of one cluster (the cluster detail's job tab) or of every cluster (the jobs page), filtered by status, queue, a search word and a submission time range, sorted by submitted_time descending by default. The answer carries the counts of running, pending and stopped jobs for the status tabs. The console's default time range is the last 6 months; limit 1024 is the all-data query used for exports. The gateway refuses a start_time after end_time.
 * @summary List compute jobs
 */
export const listJobs = (
    params?: ListJobsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListJobsResponse>(
      {url: `/portal-hpc/job/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListJobsQueryKey = (params?: ListJobsParams,) => {
    return [
    `/portal-hpc/job/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListJobsQueryOptions = <TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListJobsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listJobs>>> = ({ signal }) => listJobs(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListJobsQueryResult = NonNullable<Awaited<ReturnType<typeof listJobs>>>
export type ListJobsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListJobsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobs>>,
          TError,
          Awaited<ReturnType<typeof listJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobs>>,
          TError,
          Awaited<ReturnType<typeof listJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List compute jobs
 */

export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListJobsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the user's simulation jobs for the industrial simulation portal's job list, filtered by status, software, a search word and a submission time range, sorted by submitted_time descending by default, with the counts of running, pending and stopped jobs. The console's default time range is the last 6 months. The gateway refuses a start_time after end_time.
 * @summary List simulation jobs
 */
export const listSimulationJobs = (
    params?: ListSimulationJobsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSimulationJobsResponse>(
      {url: `/portal-hpc/simulation/list/job`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSimulationJobsQueryKey = (params?: ListSimulationJobsParams,) => {
    return [
    `/portal-hpc/simulation/list/job`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSimulationJobsQueryOptions = <TData = Awaited<ReturnType<typeof listSimulationJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSimulationJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSimulationJobsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSimulationJobs>>> = ({ signal }) => listSimulationJobs(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSimulationJobsQueryResult = NonNullable<Awaited<ReturnType<typeof listSimulationJobs>>>
export type ListSimulationJobsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSimulationJobs<TData = Awaited<ReturnType<typeof listSimulationJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSimulationJobsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSimulationJobs>>,
          TError,
          Awaited<ReturnType<typeof listSimulationJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSimulationJobs<TData = Awaited<ReturnType<typeof listSimulationJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSimulationJobs>>,
          TError,
          Awaited<ReturnType<typeof listSimulationJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSimulationJobs<TData = Awaited<ReturnType<typeof listSimulationJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List simulation jobs
 */

export function useListSimulationJobs<TData = Awaited<ReturnType<typeof listSimulationJobs>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSimulationJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSimulationJobs>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSimulationJobsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns one compute job with its cluster and its queue, for the job detail page (tabs compute_dir, job_logs, input_file and cluster_queue_info; the files themselves are read from the storage service). queue_info is null when the queue has since been deleted, which the console shows as This queue has been deleted.
 * @summary Get a compute job
 */
export const getJobDetail = (
    id: HpcJobUuid,
    params?: GetJobDetailParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<JobDetailResponse>(
      {url: `/portal-hpc/job/jobdetail/${id}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetJobDetailQueryKey = (id?: HpcJobUuid,
    params?: GetJobDetailParams,) => {
    return [
    `/portal-hpc/job/jobdetail/${id}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetJobDetailQueryOptions = <TData = Awaited<ReturnType<typeof getJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(id: HpcJobUuid,
    params?: GetJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetJobDetailQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getJobDetail>>> = ({ signal }) => getJobDetail(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetJobDetailQueryResult = NonNullable<Awaited<ReturnType<typeof getJobDetail>>>
export type GetJobDetailQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetJobDetail<TData = Awaited<ReturnType<typeof getJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 id: HpcJobUuid,
    params: undefined |  GetJobDetailParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobDetail>>,
          TError,
          Awaited<ReturnType<typeof getJobDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobDetail<TData = Awaited<ReturnType<typeof getJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 id: HpcJobUuid,
    params?: GetJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobDetail>>,
          TError,
          Awaited<ReturnType<typeof getJobDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobDetail<TData = Awaited<ReturnType<typeof getJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 id: HpcJobUuid,
    params?: GetJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a compute job
 */

export function useGetJobDetail<TData = Awaited<ReturnType<typeof getJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 id: HpcJobUuid,
    params?: GetJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetJobDetailQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns one simulation job for the simulation portal's job page (/ispf/{job_id}).
 * @summary Get a simulation job
 */
export const getSimulationJobDetail = (
    sjobId: SimulationJobId,
    params?: GetSimulationJobDetailParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SimulationJobDetailResponse>(
      {url: `/portal-hpc/simulation/jobdetail/${sjobId}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetSimulationJobDetailQueryKey = (sjobId?: SimulationJobId,
    params?: GetSimulationJobDetailParams,) => {
    return [
    `/portal-hpc/simulation/jobdetail/${sjobId}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetSimulationJobDetailQueryOptions = <TData = Awaited<ReturnType<typeof getSimulationJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(sjobId: SimulationJobId,
    params?: GetSimulationJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSimulationJobDetailQueryKey(sjobId,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSimulationJobDetail>>> = ({ signal }) => getSimulationJobDetail(sjobId,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(sjobId), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSimulationJobDetailQueryResult = NonNullable<Awaited<ReturnType<typeof getSimulationJobDetail>>>
export type GetSimulationJobDetailQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetSimulationJobDetail<TData = Awaited<ReturnType<typeof getSimulationJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params: undefined |  GetSimulationJobDetailParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSimulationJobDetail>>,
          TError,
          Awaited<ReturnType<typeof getSimulationJobDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSimulationJobDetail<TData = Awaited<ReturnType<typeof getSimulationJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSimulationJobDetail>>,
          TError,
          Awaited<ReturnType<typeof getSimulationJobDetail>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSimulationJobDetail<TData = Awaited<ReturnType<typeof getSimulationJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a simulation job
 */

export function useGetSimulationJobDetail<TData = Awaited<ReturnType<typeof getSimulationJobDetail>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobDetailParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobDetail>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSimulationJobDetailQueryOptions(sjobId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Submits a job to a queue of a cluster from the submission form (/hpc_job/submit_job): a command line, a job script made by job/createJobFile, or a job template. The job is created pending and is handed to the scheduler asynchronously; follow job_id in the operation log and hpcjob_uuid in the job list. The gateway refuses a cluster that is not active with "The cluster is not active and cannot submit jobs" (409). The gateway refuses a submission identical to one the same user made and that is still being accepted with "Please do not duplicate submissions" (409, ret_code 2400). The gateway refuses a queue that is not (or no longer) bound to the cluster with "This queue has been deleted" (409). The gateway refuses more cores than the queue has (409, ret_code 1100, the validation problem on cores), and a job on an HPC cluster of an account in arrears with "Lack of balance" (409, ret_code 2500). The gateway refuses a job whose cores × time limit in hours exceeds the user's remaining core-hours on the cluster (its quota as a cluster user or its limit as a shared member, less what is used and what its running and pending jobs have reserved; getQuotaUsage answers the figures) with a message naming both figures (409, ret_code 2510), and, where such a quota applies, a job without a time limit (409, ret_code 1100, the validation problem on time_limit; ADR 0026); nothing is created. A user without a quota is not limited.
 * @summary Submit a compute job
 */
export const submitJob = (
    submitJobRequest: BodyType<SubmitJobRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SubmitJobResponse>(
      {url: `/portal-hpc/job/submitJob`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: submitJobRequest, signal
    },
      options);
    }
  


export const getSubmitJobMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitJob>>, TError,{data: BodyType<SubmitJobRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof submitJob>>, TError,{data: BodyType<SubmitJobRequest>}, TContext> => {

const mutationKey = ['submitJob'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitJob>>, {data: BodyType<SubmitJobRequest>}> = (props) => {
          const {data} = props ?? {};

          return  submitJob(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SubmitJobMutationResult = NonNullable<Awaited<ReturnType<typeof submitJob>>>
    export type SubmitJobMutationBody = BodyType<SubmitJobRequest>
    export type SubmitJobMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Submit a compute job
 */
export const useSubmitJob = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitJob>>, TError,{data: BodyType<SubmitJobRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitJob>>,
        TError,
        {data: BodyType<SubmitJobRequest>},
        TContext
      > => {

      const mutationOptions = getSubmitJobMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Submits a new job array with the same fields as an ended one, whose indices are exactly its tasks that did not finish (failed, timed out, out of memory, cancelled, stopped, unknown), with the same limit of tasks at once (ADR 0061). The gateway refuses a job that is not an array (409), an array that still has pending or running tasks (409), an array whose tasks all finished (409), and what a submission refuses: the core-hour quota (409, ret_code 2510), a second identical retry while the first is being accepted (409, ret_code 2400).
 * @summary Retry the failed tasks of a job array
 */
export const retryJobArray = (
    retryJobArrayRequest: BodyType<RetryJobArrayRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SubmitJobResponse>(
      {url: `/portal-hpc/job/retryArray`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: retryJobArrayRequest, signal
    },
      options);
    }
  


export const getRetryJobArrayMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof retryJobArray>>, TError,{data: BodyType<RetryJobArrayRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof retryJobArray>>, TError,{data: BodyType<RetryJobArrayRequest>}, TContext> => {

const mutationKey = ['retryJobArray'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof retryJobArray>>, {data: BodyType<RetryJobArrayRequest>}> = (props) => {
          const {data} = props ?? {};

          return  retryJobArray(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RetryJobArrayMutationResult = NonNullable<Awaited<ReturnType<typeof retryJobArray>>>
    export type RetryJobArrayMutationBody = BodyType<RetryJobArrayRequest>
    export type RetryJobArrayMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Retry the failed tasks of a job array
 */
export const useRetryJobArray = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof retryJobArray>>, TError,{data: BodyType<RetryJobArrayRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof retryJobArray>>,
        TError,
        {data: BodyType<RetryJobArrayRequest>},
        TContext
      > => {

      const mutationOptions = getRetryJobArrayMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Returns the signed-in user's core-hour and storage quotas (as a cluster user the user's jobs run as, or as a shared member with a resource limit), on one cluster or, without cluster_id, on every cluster the user uses, each with what is used, what running and pending jobs have reserved and what remains (ADR 0026). The submit form shows the remaining core-hours against the job's cores × time limit, and the console's header warns at 80 % and 90 % of a quota. submitJob refuses, with ret_code 2510, a job whose cores × time limit exceeds the remaining core-hours of the cluster, and under a quota a job without a time limit (ret_code 1100, on time_limit); stopped jobs being resumed count as reserved. A user without a quota there is not limited. A cluster the user does not see is answered 404.
 * @summary Get the signed-in user's quotas and their use
 */
export const getQuotaUsage = (
    params?: GetQuotaUsageParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<QuotaUsageResponse>(
      {url: `/portal-hpc/job/quotaUsage`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetQuotaUsageQueryKey = (params?: GetQuotaUsageParams,) => {
    return [
    `/portal-hpc/job/quotaUsage`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetQuotaUsageQueryOptions = <TData = Awaited<ReturnType<typeof getQuotaUsage>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetQuotaUsageParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetQuotaUsageQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getQuotaUsage>>> = ({ signal }) => getQuotaUsage(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetQuotaUsageQueryResult = NonNullable<Awaited<ReturnType<typeof getQuotaUsage>>>
export type GetQuotaUsageQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetQuotaUsage<TData = Awaited<ReturnType<typeof getQuotaUsage>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetQuotaUsageParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQuotaUsage>>,
          TError,
          Awaited<ReturnType<typeof getQuotaUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQuotaUsage<TData = Awaited<ReturnType<typeof getQuotaUsage>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQuotaUsageParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getQuotaUsage>>,
          TError,
          Awaited<ReturnType<typeof getQuotaUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetQuotaUsage<TData = Awaited<ReturnType<typeof getQuotaUsage>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQuotaUsageParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the signed-in user's quotas and their use
 */

export function useGetQuotaUsage<TData = Awaited<ReturnType<typeof getQuotaUsage>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetQuotaUsageParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuotaUsage>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetQuotaUsageQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns the text of a simulation job's standard output or standard error, which the simulation platform keeps outside the NAS storage, for the log tab of the simulation portal's job page (/ispf/{job_id}), and whether the job still runs (the page follows the log while it does). Only the job's account reads it (404 for any other job); the file read is the job's own stdout_path or stderr_path inside the simulation storage, never another path. A log over 1 MiB answers its last 1 MiB (truncated). A job that has not written the file yet answers an empty text with exists false.
 * @summary Read a simulation job's log
 */
export const getSimulationJobLog = (
    sjobId: SimulationJobId,
    params?: GetSimulationJobLogParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SimulationJobLogResponse>(
      {url: `/portal-hpc/simulation/joblog/${sjobId}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetSimulationJobLogQueryKey = (sjobId?: SimulationJobId,
    params?: GetSimulationJobLogParams,) => {
    return [
    `/portal-hpc/simulation/joblog/${sjobId}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetSimulationJobLogQueryOptions = <TData = Awaited<ReturnType<typeof getSimulationJobLog>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(sjobId: SimulationJobId,
    params?: GetSimulationJobLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSimulationJobLogQueryKey(sjobId,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSimulationJobLog>>> = ({ signal }) => getSimulationJobLog(sjobId,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(sjobId), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSimulationJobLogQueryResult = NonNullable<Awaited<ReturnType<typeof getSimulationJobLog>>>
export type GetSimulationJobLogQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetSimulationJobLog<TData = Awaited<ReturnType<typeof getSimulationJobLog>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params: undefined |  GetSimulationJobLogParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSimulationJobLog>>,
          TError,
          Awaited<ReturnType<typeof getSimulationJobLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSimulationJobLog<TData = Awaited<ReturnType<typeof getSimulationJobLog>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSimulationJobLog>>,
          TError,
          Awaited<ReturnType<typeof getSimulationJobLog>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSimulationJobLog<TData = Awaited<ReturnType<typeof getSimulationJobLog>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Read a simulation job's log
 */

export function useGetSimulationJobLog<TData = Awaited<ReturnType<typeof getSimulationJobLog>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 sjobId: SimulationJobId,
    params?: GetSimulationJobLogParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSimulationJobLog>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSimulationJobLogQueryOptions(sjobId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Submits a simulation software run on a single 56-core node of the simulation cluster from the simulation portal's form. The job is created pending and handed to the scheduler asynchronously; follow job_id in the operation log (operation/simulation) and sjob_id in the job list. The gateway refuses a submission identical to one the same user made and that is still being accepted with "Please do not duplicate submissions" (409, ret_code 2400). The gateway refuses a submission while the simulation cluster is not active with "The cluster is not active and cannot submit jobs" (409), and more cores than the simulation node has (409, ret_code 1100, the validation problem on cores). The gateway refuses a software that is not a simulation software of the catalogue (404).
 * @summary Submit a simulation job
 */
export const submitSimulationJob = (
    submitSimulationJobRequest: BodyType<SubmitSimulationJobRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SubmitSimulationJobResponse>(
      {url: `/portal-hpc/simulation/submitJob`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: submitSimulationJobRequest, signal
    },
      options);
    }
  


export const getSubmitSimulationJobMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitSimulationJob>>, TError,{data: BodyType<SubmitSimulationJobRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof submitSimulationJob>>, TError,{data: BodyType<SubmitSimulationJobRequest>}, TContext> => {

const mutationKey = ['submitSimulationJob'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof submitSimulationJob>>, {data: BodyType<SubmitSimulationJobRequest>}> = (props) => {
          const {data} = props ?? {};

          return  submitSimulationJob(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SubmitSimulationJobMutationResult = NonNullable<Awaited<ReturnType<typeof submitSimulationJob>>>
    export type SubmitSimulationJobMutationBody = BodyType<SubmitSimulationJobRequest>
    export type SubmitSimulationJobMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Submit a simulation job
 */
export const useSubmitSimulationJob = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof submitSimulationJob>>, TError,{data: BodyType<SubmitSimulationJobRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof submitSimulationJob>>,
        TError,
        {data: BodyType<SubmitSimulationJobRequest>},
        TContext
      > => {

      const mutationOptions = getSubmitSimulationJobMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Writes a job script typed in the submission form to the cluster's shared storage, in the signed-in cluster user's job directory, and answers its path for submitJob's script_path. Synchronous. The gateway refuses a file name that already exists there with "Duplicate file name" (409), and a file that does not fit the storage quota with "storage is full" (409, ret_code 2500).
 * @summary Create a job script file
 */
export const createJobFile = (
    createJobFileRequest: BodyType<CreateJobFileRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<CreateJobFileResponse>(
      {url: `/portal-hpc/job/createJobFile`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createJobFileRequest, signal
    },
      options);
    }
  


export const getCreateJobFileMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJobFile>>, TError,{data: BodyType<CreateJobFileRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createJobFile>>, TError,{data: BodyType<CreateJobFileRequest>}, TContext> => {

const mutationKey = ['createJobFile'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createJobFile>>, {data: BodyType<CreateJobFileRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createJobFile(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateJobFileMutationResult = NonNullable<Awaited<ReturnType<typeof createJobFile>>>
    export type CreateJobFileMutationBody = BodyType<CreateJobFileRequest>
    export type CreateJobFileMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a job script file
 */
export const useCreateJobFile = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJobFile>>, TError,{data: BodyType<CreateJobFileRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createJobFile>>,
        TError,
        {data: BodyType<CreateJobFileRequest>},
        TContext
      > => {

      const mutationOptions = getCreateJobFileMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Stops running or pending jobs of one cluster; they become stopped and can be resumed. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not running or pending, and jobs that are not of cluster_id (409).
 * @summary Stop compute jobs
 */
export const stopJobs = (
    jobIdsRequest: BodyType<JobIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/job/stopJobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: jobIdsRequest, signal
    },
      options);
    }
  


export const getStopJobsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof stopJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext> => {

const mutationKey = ['stopJobs'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof stopJobs>>, {data: BodyType<JobIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  stopJobs(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StopJobsMutationResult = NonNullable<Awaited<ReturnType<typeof stopJobs>>>
    export type StopJobsMutationBody = BodyType<JobIdsRequest>
    export type StopJobsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Stop compute jobs
 */
export const useStopJobs = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof stopJobs>>,
        TError,
        {data: BodyType<JobIdsRequest>},
        TContext
      > => {

      const mutationOptions = getStopJobsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Stops running or pending simulation jobs; they become stopped. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not running or pending (409).
 * @summary Stop simulation jobs
 */
export const stopSimulationJobs = (
    simulationJobIdsRequest: BodyType<SimulationJobIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/simulation/stopJobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: simulationJobIdsRequest, signal
    },
      options);
    }
  


export const getStopSimulationJobsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof stopSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext> => {

const mutationKey = ['stopSimulationJobs'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof stopSimulationJobs>>, {data: BodyType<SimulationJobIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  stopSimulationJobs(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StopSimulationJobsMutationResult = NonNullable<Awaited<ReturnType<typeof stopSimulationJobs>>>
    export type StopSimulationJobsMutationBody = BodyType<SimulationJobIdsRequest>
    export type StopSimulationJobsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Stop simulation jobs
 */
export const useStopSimulationJobs = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof stopSimulationJobs>>,
        TError,
        {data: BodyType<SimulationJobIdsRequest>},
        TContext
      > => {

      const mutationOptions = getStopSimulationJobsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Resumes (starts again) stopped jobs of one cluster; they become pending or running. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not stopped, jobs that are not of cluster_id, and a cluster that is not active with "The cluster is not active and cannot submit jobs" (409). Resumed jobs take core-hours again: under its submitter's core-hour quota a job without a time limit, or jobs whose cores × time limit together exceed the remaining core-hours, are refused (409, ret_code 2510; ADR 0026) and nothing is resumed.
 * @summary Resume compute jobs
 */
export const resumeJobs = (
    jobIdsRequest: BodyType<JobIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/job/resumeJobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: jobIdsRequest, signal
    },
      options);
    }
  


export const getResumeJobsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof resumeJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext> => {

const mutationKey = ['resumeJobs'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof resumeJobs>>, {data: BodyType<JobIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  resumeJobs(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ResumeJobsMutationResult = NonNullable<Awaited<ReturnType<typeof resumeJobs>>>
    export type ResumeJobsMutationBody = BodyType<JobIdsRequest>
    export type ResumeJobsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Resume compute jobs
 */
export const useResumeJobs = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof resumeJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof resumeJobs>>,
        TError,
        {data: BodyType<JobIdsRequest>},
        TContext
      > => {

      const mutationOptions = getResumeJobsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes jobs of one cluster from the job list; running and pending jobs are cancelled first, and the jobs become deleted. The files the jobs wrote stay on the shared storage. Irreversible. Asynchronous: follow job_id in the operation log. The gateway refuses jobs that are not of cluster_id (409).
 * @summary Delete compute jobs
 */
export const deleteJobs = (
    jobIdsRequest: BodyType<JobIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/job/deleteJobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: jobIdsRequest, signal
    },
      options);
    }
  


export const getDeleteJobsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext> => {

const mutationKey = ['deleteJobs'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteJobs>>, {data: BodyType<JobIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteJobs(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteJobsMutationResult = NonNullable<Awaited<ReturnType<typeof deleteJobs>>>
    export type DeleteJobsMutationBody = BodyType<JobIdsRequest>
    export type DeleteJobsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete compute jobs
 */
export const useDeleteJobs = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJobs>>, TError,{data: BodyType<JobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteJobs>>,
        TError,
        {data: BodyType<JobIdsRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteJobsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes simulation jobs from the job list; running and pending jobs are cancelled first, and the jobs become deleted. The files the jobs wrote stay on the shared storage. Irreversible. Asynchronous: follow job_id in the operation log.
 * @summary Delete simulation jobs
 */
export const deleteSimulationJobs = (
    simulationJobIdsRequest: BodyType<SimulationJobIdsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/simulation/deleteJobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: simulationJobIdsRequest, signal
    },
      options);
    }
  


export const getDeleteSimulationJobsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext> => {

const mutationKey = ['deleteSimulationJobs'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteSimulationJobs>>, {data: BodyType<SimulationJobIdsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteSimulationJobs(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteSimulationJobsMutationResult = NonNullable<Awaited<ReturnType<typeof deleteSimulationJobs>>>
    export type DeleteSimulationJobsMutationBody = BodyType<SimulationJobIdsRequest>
    export type DeleteSimulationJobsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete simulation jobs
 */
export const useDeleteSimulationJobs = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteSimulationJobs>>, TError,{data: BodyType<SimulationJobIdsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteSimulationJobs>>,
        TError,
        {data: BodyType<SimulationJobIdsRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteSimulationJobsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    