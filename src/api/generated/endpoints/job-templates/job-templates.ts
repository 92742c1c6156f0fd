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
  CreateJobTemplateRequest,
  DeleteJobTemplateRequest,
  DeleteJobTemplateResponse,
  ForbiddenResponse,
  GetJobTemplateParams,
  GetJobTemplateResponse,
  ListFileTemplatesParams,
  ListFileTemplatesResponse,
  ListJobTemplatesParams,
  ListJobTemplatesResponse,
  NotFoundResponse,
  SaveJobTemplateResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UpdateJobTemplateRequest
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the ready-made job scripts (file templates) of the zone, filtered by software and a search word, sorted by create_time descending by default. The submit form and the job template form load the whole list (limit 100) to offer a ready-made script: the chosen template's content pre-fills the script editor and is saved on the cluster with job/createJobFile.
 * @summary List file templates
 */
export const listFileTemplates = (
    params?: ListFileTemplatesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListFileTemplatesResponse>(
      {url: `/portal-hpc/filetemplate/tempList`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListFileTemplatesQueryKey = (params?: ListFileTemplatesParams,) => {
    return [
    `/portal-hpc/filetemplate/tempList`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListFileTemplatesQueryOptions = <TData = Awaited<ReturnType<typeof listFileTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListFileTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFileTemplatesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFileTemplates>>> = ({ signal }) => listFileTemplates(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFileTemplatesQueryResult = NonNullable<Awaited<ReturnType<typeof listFileTemplates>>>
export type ListFileTemplatesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListFileTemplates<TData = Awaited<ReturnType<typeof listFileTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListFileTemplatesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFileTemplates>>,
          TError,
          Awaited<ReturnType<typeof listFileTemplates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFileTemplates<TData = Awaited<ReturnType<typeof listFileTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFileTemplates>>,
          TError,
          Awaited<ReturnType<typeof listFileTemplates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFileTemplates<TData = Awaited<ReturnType<typeof listFileTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List file templates
 */

export function useListFileTemplates<TData = Awaited<ReturnType<typeof listFileTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFileTemplatesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the user's job templates, of one cluster or of all the user's clusters, filtered by a search word and sorted by create_time descending by default. The job templates page shows them with their default queue; the submit form offers them to pre-fill a submission.
 * @summary List job templates
 */
export const listJobTemplates = (
    params?: ListJobTemplatesParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListJobTemplatesResponse>(
      {url: `/portal-hpc/jobtemplate/tempList`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListJobTemplatesQueryKey = (params?: ListJobTemplatesParams,) => {
    return [
    `/portal-hpc/jobtemplate/tempList`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListJobTemplatesQueryOptions = <TData = Awaited<ReturnType<typeof listJobTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListJobTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListJobTemplatesQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listJobTemplates>>> = ({ signal }) => listJobTemplates(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListJobTemplatesQueryResult = NonNullable<Awaited<ReturnType<typeof listJobTemplates>>>
export type ListJobTemplatesQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListJobTemplates<TData = Awaited<ReturnType<typeof listJobTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListJobTemplatesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobTemplates>>,
          TError,
          Awaited<ReturnType<typeof listJobTemplates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobTemplates<TData = Awaited<ReturnType<typeof listJobTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobTemplates>>,
          TError,
          Awaited<ReturnType<typeof listJobTemplates>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobTemplates<TData = Awaited<ReturnType<typeof listJobTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List job templates
 */

export function useListJobTemplates<TData = Awaited<ReturnType<typeof listJobTemplates>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListJobTemplatesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobTemplates>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListJobTemplatesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Returns every saved value of one job template. The console uses it to open the template for editing and to pre-fill the submit form (/hpc_job/submit_job) when a job is submitted from a template.
 * @summary Get a job template
 */
export const getJobTemplate = (
    params: GetJobTemplateParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetJobTemplateResponse>(
      {url: `/portal-hpc/jobtemplate/tempDetail`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetJobTemplateQueryKey = (params?: GetJobTemplateParams,) => {
    return [
    `/portal-hpc/jobtemplate/tempDetail`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetJobTemplateQueryOptions = <TData = Awaited<ReturnType<typeof getJobTemplate>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetJobTemplateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetJobTemplateQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getJobTemplate>>> = ({ signal }) => getJobTemplate(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetJobTemplateQueryResult = NonNullable<Awaited<ReturnType<typeof getJobTemplate>>>
export type GetJobTemplateQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetJobTemplate<TData = Awaited<ReturnType<typeof getJobTemplate>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetJobTemplateParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobTemplate>>,
          TError,
          Awaited<ReturnType<typeof getJobTemplate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobTemplate<TData = Awaited<ReturnType<typeof getJobTemplate>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetJobTemplateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobTemplate>>,
          TError,
          Awaited<ReturnType<typeof getJobTemplate>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobTemplate<TData = Awaited<ReturnType<typeof getJobTemplate>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetJobTemplateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get a job template
 */

export function useGetJobTemplate<TData = Awaited<ReturnType<typeof getJobTemplate>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetJobTemplateParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobTemplate>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetJobTemplateQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Saves the values of a job submission as a named template of one cluster (the job template form, also offered as "save as template" on the submit form). The change is immediate and answers the new temp_id. The gateway refuses a cluster the user cannot see or only reads as a shared member (403), a default queue or file template that does not exist (404), and a name already used by another template of the same cluster (409, ret_code 1100, the validation problem on name).
 * @summary Create a job template
 */
export const createJobTemplate = (
    createJobTemplateRequest: BodyType<CreateJobTemplateRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SaveJobTemplateResponse>(
      {url: `/portal-hpc/jobtemplate/createJobTemp`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createJobTemplateRequest, signal
    },
      options);
    }
  


export const getCreateJobTemplateMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJobTemplate>>, TError,{data: BodyType<CreateJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createJobTemplate>>, TError,{data: BodyType<CreateJobTemplateRequest>}, TContext> => {

const mutationKey = ['createJobTemplate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createJobTemplate>>, {data: BodyType<CreateJobTemplateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createJobTemplate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateJobTemplateMutationResult = NonNullable<Awaited<ReturnType<typeof createJobTemplate>>>
    export type CreateJobTemplateMutationBody = BodyType<CreateJobTemplateRequest>
    export type CreateJobTemplateMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a job template
 */
export const useCreateJobTemplate = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJobTemplate>>, TError,{data: BodyType<CreateJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createJobTemplate>>,
        TError,
        {data: BodyType<CreateJobTemplateRequest>},
        TContext
      > => {

      const mutationOptions = getCreateJobTemplateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Replaces every saved value of a job template with the submitted form (fields left out are cleared, not kept). The change is immediate. The gateway refuses a template of another user (404), moving it to a cluster the user cannot write, a default queue or file template that does not exist, and a name already used by another template of the same cluster (409, ret_code 1100, the validation problem on name).
 * @summary Update a job template
 */
export const updateJobTemplate = (
    updateJobTemplateRequest: BodyType<UpdateJobTemplateRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SaveJobTemplateResponse>(
      {url: `/portal-hpc/jobtemplate/updateJobTemp`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: updateJobTemplateRequest, signal
    },
      options);
    }
  


export const getUpdateJobTemplateMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateJobTemplate>>, TError,{data: BodyType<UpdateJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof updateJobTemplate>>, TError,{data: BodyType<UpdateJobTemplateRequest>}, TContext> => {

const mutationKey = ['updateJobTemplate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateJobTemplate>>, {data: BodyType<UpdateJobTemplateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  updateJobTemplate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UpdateJobTemplateMutationResult = NonNullable<Awaited<ReturnType<typeof updateJobTemplate>>>
    export type UpdateJobTemplateMutationBody = BodyType<UpdateJobTemplateRequest>
    export type UpdateJobTemplateMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Update a job template
 */
export const useUpdateJobTemplate = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateJobTemplate>>, TError,{data: BodyType<UpdateJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateJobTemplate>>,
        TError,
        {data: BodyType<UpdateJobTemplateRequest>},
        TContext
      > => {

      const mutationOptions = getUpdateJobTemplateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes one job template (temp_id) or several (temp_ids, up to 100) of the user; jobs already submitted from them are not affected. The change is immediate and answers the deleted ids. The gateway refuses the whole request when any template does not exist or belongs to another user (404).
 * @summary Delete job templates
 */
export const deleteJobTemplate = (
    deleteJobTemplateRequest: BodyType<DeleteJobTemplateRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DeleteJobTemplateResponse>(
      {url: `/portal-hpc/jobtemplate/tempDelete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteJobTemplateRequest, signal
    },
      options);
    }
  


export const getDeleteJobTemplateMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJobTemplate>>, TError,{data: BodyType<DeleteJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteJobTemplate>>, TError,{data: BodyType<DeleteJobTemplateRequest>}, TContext> => {

const mutationKey = ['deleteJobTemplate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteJobTemplate>>, {data: BodyType<DeleteJobTemplateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteJobTemplate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteJobTemplateMutationResult = NonNullable<Awaited<ReturnType<typeof deleteJobTemplate>>>
    export type DeleteJobTemplateMutationBody = BodyType<DeleteJobTemplateRequest>
    export type DeleteJobTemplateMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete job templates
 */
export const useDeleteJobTemplate = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJobTemplate>>, TError,{data: BodyType<DeleteJobTemplateRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteJobTemplate>>,
        TError,
        {data: BodyType<DeleteJobTemplateRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteJobTemplateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    