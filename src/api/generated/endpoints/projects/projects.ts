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
  AddProjectMemberRequest,
  AddProjectResourceRequest,
  AsyncJobResponse,
  ConflictResponse,
  CreateProjectRequest,
  CreateProjectResponse,
  CreateSubUserRequest,
  DeleteProjectMemberRequest,
  DescribeIamUsersParams,
  DescribeIamUsersResponse,
  DescribeLoginAccountUsersParams,
  DescribeLoginAccountUsersResponse,
  DescribeLoginAccountsParams,
  DescribeLoginAccountsResponse,
  DescribeUsersParams,
  DescribeUsersResponse,
  DestroyProjectRequest,
  EnableSubUserPermissionRequest,
  ForbiddenResponse,
  ListProjectMembersParams,
  ListProjectMembersResponse,
  ListProjectsParams,
  ListProjectsResponse,
  ListSubUsersParams,
  ListSubUsersResponse,
  NotFoundResponse,
  ServerErrorResponse,
  SubUserResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the members of one project with their account (member_user), role type, permission on the project's clusters and shared role, sorted by create_time descending by default. The sharing modal shows 10 rows a page and asks for 1024 to know every member already added. Only the project's owner and its members may read it.
 * @summary List the members of a project
 */
export const listProjectMembers = (
    params: ListProjectMembersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListProjectMembersResponse>(
      {url: `/portal-hpc/project/listMember`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListProjectMembersQueryKey = (params?: ListProjectMembersParams,) => {
    return [
    `/portal-hpc/project/listMember`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListProjectMembersQueryOptions = <TData = Awaited<ReturnType<typeof listProjectMembers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListProjectMembersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListProjectMembersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listProjectMembers>>> = ({ signal }) => listProjectMembers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListProjectMembersQueryResult = NonNullable<Awaited<ReturnType<typeof listProjectMembers>>>
export type ListProjectMembersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListProjectMembers<TData = Awaited<ReturnType<typeof listProjectMembers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListProjectMembersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjectMembers>>,
          TError,
          Awaited<ReturnType<typeof listProjectMembers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjectMembers<TData = Awaited<ReturnType<typeof listProjectMembers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListProjectMembersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjectMembers>>,
          TError,
          Awaited<ReturnType<typeof listProjectMembers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjectMembers<TData = Awaited<ReturnType<typeof listProjectMembers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListProjectMembersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the members of a project
 */

export function useListProjectMembers<TData = Awaited<ReturnType<typeof listProjectMembers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListProjectMembersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjectMembers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListProjectMembersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates a project that shares one of the user's clusters; the console makes it the first time a cluster is shared with a sub-account, with that account in members, so that the project and its first member are one change (a member refused as addProjectMember refuses it refuses the whole request and nothing is created). Later members are added with addProjectMember. Sub-users (user_type 1) and shared members are refused (403). The gateway refuses a cluster the user does not own (403) and a cluster that is already shared by another project of the user (409).
 * @summary Create a project for a cluster
 */
export const createProject = (
    createProjectRequest: BodyType<CreateProjectRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<CreateProjectResponse>(
      {url: `/portal-hpc/project/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createProjectRequest, signal
    },
      options);
    }
  


export const getCreateProjectMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createProject>>, TError,{data: BodyType<CreateProjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createProject>>, TError,{data: BodyType<CreateProjectRequest>}, TContext> => {

const mutationKey = ['createProject'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createProject>>, {data: BodyType<CreateProjectRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createProject(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateProjectMutationResult = NonNullable<Awaited<ReturnType<typeof createProject>>>
    export type CreateProjectMutationBody = BodyType<CreateProjectRequest>
    export type CreateProjectMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a project for a cluster
 */
export const useCreateProject = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createProject>>, TError,{data: BodyType<CreateProjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createProject>>,
        TError,
        {data: BodyType<CreateProjectRequest>},
        TContext
      > => {

      const mutationOptions = getCreateProjectMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Destroys a project: its clusters stop being shared and every member loses access to them (stop sharing). Irreversible; the console asks for confirmation. Only the project's owner may destroy it; shared members are refused (403).
 * @summary Destroy a project
 */
export const destroyProject = (
    destroyProjectRequest: BodyType<DestroyProjectRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/project/destroy`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: destroyProjectRequest, signal
    },
      options);
    }
  


export const getDestroyProjectMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof destroyProject>>, TError,{data: BodyType<DestroyProjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof destroyProject>>, TError,{data: BodyType<DestroyProjectRequest>}, TContext> => {

const mutationKey = ['destroyProject'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof destroyProject>>, {data: BodyType<DestroyProjectRequest>}> = (props) => {
          const {data} = props ?? {};

          return  destroyProject(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DestroyProjectMutationResult = NonNullable<Awaited<ReturnType<typeof destroyProject>>>
    export type DestroyProjectMutationBody = BodyType<DestroyProjectRequest>
    export type DestroyProjectMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Destroy a project
 */
export const useDestroyProject = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof destroyProject>>, TError,{data: BodyType<DestroyProjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof destroyProject>>,
        TError,
        {data: BodyType<DestroyProjectRequest>},
        TContext
      > => {

      const mutationOptions = getDestroyProjectMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Shares more of the owner's clusters (resource_ids) in an existing project, with the members' current permissions. Only the project's owner may add resources; shared members are refused (403). The gateway refuses a cluster the user does not own (403) and a cluster already in the project (409).
 * @summary Add clusters to a project
 */
export const addProjectResource = (
    addProjectResourceRequest: BodyType<AddProjectResourceRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/project/addResource`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addProjectResourceRequest, signal
    },
      options);
    }
  


export const getAddProjectResourceMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addProjectResource>>, TError,{data: BodyType<AddProjectResourceRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addProjectResource>>, TError,{data: BodyType<AddProjectResourceRequest>}, TContext> => {

const mutationKey = ['addProjectResource'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addProjectResource>>, {data: BodyType<AddProjectResourceRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addProjectResource(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddProjectResourceMutationResult = NonNullable<Awaited<ReturnType<typeof addProjectResource>>>
    export type AddProjectResourceMutationBody = BodyType<AddProjectResourceRequest>
    export type AddProjectResourceMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add clusters to a project
 */
export const useAddProjectResource = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addProjectResource>>, TError,{data: BodyType<AddProjectResourceRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addProjectResource>>,
        TError,
        {data: BodyType<AddProjectResourceRequest>},
        TContext
      > => {

      const mutationOptions = getAddProjectResourceMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Shares the project's clusters with accounts identified by user id or e-mail address (exactly one of the two per member), each with a read-only or read-write permission and the role type member. The sharing modal offers the owner's HPC-authorised sub-users (listSubUsers) or takes an id or e-mail typed by the user. The gateway refuses a member whose user id or e-mail matches no account with "The user does not exist" (404). The gateway refuses a sub-user whose HPC permission (permission.status) is not enable, and an account that is already a member of the project (409). Only the project's owner may add members; shared members are refused (403).
 * @summary Add members to a project
 */
export const addProjectMember = (
    addProjectMemberRequest: BodyType<AddProjectMemberRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/project/addMember`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: addProjectMemberRequest, signal
    },
      options);
    }
  


export const getAddProjectMemberMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addProjectMember>>, TError,{data: BodyType<AddProjectMemberRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof addProjectMember>>, TError,{data: BodyType<AddProjectMemberRequest>}, TContext> => {

const mutationKey = ['addProjectMember'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addProjectMember>>, {data: BodyType<AddProjectMemberRequest>}> = (props) => {
          const {data} = props ?? {};

          return  addProjectMember(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AddProjectMemberMutationResult = NonNullable<Awaited<ReturnType<typeof addProjectMember>>>
    export type AddProjectMemberMutationBody = BodyType<AddProjectMemberRequest>
    export type AddProjectMemberMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Add members to a project
 */
export const useAddProjectMember = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addProjectMember>>, TError,{data: BodyType<AddProjectMemberRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addProjectMember>>,
        TError,
        {data: BodyType<AddProjectMemberRequest>},
        TContext
      > => {

      const mutationOptions = getAddProjectMemberMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Removes members from a project; they lose access to its clusters. Only the project's owner may remove members, and the owner cannot remove itself (409); shared members are refused (403). The gateway refuses a user id that is not a member of the project (404).
 * @summary Remove members from a project
 */
export const deleteProjectMember = (
    deleteProjectMemberRequest: BodyType<DeleteProjectMemberRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AsyncJobResponse>(
      {url: `/portal-hpc/project/delMember`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteProjectMemberRequest, signal
    },
      options);
    }
  


export const getDeleteProjectMemberMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteProjectMember>>, TError,{data: BodyType<DeleteProjectMemberRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteProjectMember>>, TError,{data: BodyType<DeleteProjectMemberRequest>}, TContext> => {

const mutationKey = ['deleteProjectMember'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteProjectMember>>, {data: BodyType<DeleteProjectMemberRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteProjectMember(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteProjectMemberMutationResult = NonNullable<Awaited<ReturnType<typeof deleteProjectMember>>>
    export type DeleteProjectMemberMutationBody = BodyType<DeleteProjectMemberRequest>
    export type DeleteProjectMemberMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Remove members from a project
 */
export const useDeleteProjectMember = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteProjectMember>>, TError,{data: BodyType<DeleteProjectMemberRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteProjectMember>>,
        TError,
        {data: BodyType<DeleteProjectMemberRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteProjectMemberMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists the projects the user owns or is a member of, optionally only those sharing a given cluster, sorted by create_time descending by default. The cluster list's shared tab and the sharing modal use it to find the project of a cluster.
 * @summary List projects
 */
export const listProjects = (
    params?: ListProjectsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListProjectsResponse>(
      {url: `/portal-hpc/project/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListProjectsQueryKey = (params?: ListProjectsParams,) => {
    return [
    `/portal-hpc/project/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListProjectsQueryOptions = <TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListProjectsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listProjects>>> = ({ signal }) => listProjects(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListProjectsQueryResult = NonNullable<Awaited<ReturnType<typeof listProjects>>>
export type ListProjectsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListProjectsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjects>>,
          TError,
          Awaited<ReturnType<typeof listProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjects>>,
          TError,
          Awaited<ReturnType<typeof listProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List projects
 */

export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListProjectsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the signed-in owner's sub-accounts (user_type 1) with their HPC permission; the sharing modal shows 10 a page (or asks for 1024 to fetch all) and offers only the HPC-authorised ones (permission.status enable). permission.password carries a sub-user's generated initial password the first time it is listed after its permission was opened, and null afterwards. Sub-users are refused (403).
 * @summary List the sub-users of the account
 */
export const listSubUsers = (
    params?: ListSubUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListSubUsersResponse>(
      {url: `/portal-hpc/subuser`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListSubUsersQueryKey = (params?: ListSubUsersParams,) => {
    return [
    `/portal-hpc/subuser`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListSubUsersQueryOptions = <TData = Awaited<ReturnType<typeof listSubUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListSubUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSubUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSubUsers>>> = ({ signal }) => listSubUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSubUsersQueryResult = NonNullable<Awaited<ReturnType<typeof listSubUsers>>>
export type ListSubUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListSubUsers<TData = Awaited<ReturnType<typeof listSubUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListSubUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubUsers>>,
          TError,
          Awaited<ReturnType<typeof listSubUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubUsers<TData = Awaited<ReturnType<typeof listSubUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSubUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSubUsers>>,
          TError,
          Awaited<ReturnType<typeof listSubUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSubUsers<TData = Awaited<ReturnType<typeof listSubUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSubUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the sub-users of the account
 */

export function useListSubUsers<TData = Awaited<ReturnType<typeof listSubUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListSubUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSubUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSubUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates a sub-account (user_type 1) of the signed-in owner with the password the console generated for it (3 uppercase letters, 3 lowercase letters, 3 digits and 2 of ! @ # % $ ^ & *, shown once to the owner). The sub-account signs in with its e-mail address; its HPC permission starts not opened (enableSubUserPermission). Only the account owner creates sub-accounts: sub-users and IAM users are refused (403); an e-mail address another account already has is refused (409). Added by ADR 0020 (the spec names no call for it).
 * @summary Create a sub-account
 */
export const createSubUser = (
    createSubUserRequest: BodyType<CreateSubUserRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SubUserResponse>(
      {url: `/portal-hpc/subuser/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createSubUserRequest, signal
    },
      options);
    }
  


export const getCreateSubUserMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSubUser>>, TError,{data: BodyType<CreateSubUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createSubUser>>, TError,{data: BodyType<CreateSubUserRequest>}, TContext> => {

const mutationKey = ['createSubUser'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createSubUser>>, {data: BodyType<CreateSubUserRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createSubUser(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateSubUserMutationResult = NonNullable<Awaited<ReturnType<typeof createSubUser>>>
    export type CreateSubUserMutationBody = BodyType<CreateSubUserRequest>
    export type CreateSubUserMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a sub-account
 */
export const useCreateSubUser = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createSubUser>>, TError,{data: BodyType<CreateSubUserRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createSubUser>>,
        TError,
        {data: BodyType<CreateSubUserRequest>},
        TContext
      > => {

      const mutationOptions = getCreateSubUserMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The owner opens the HPC service for one of its sub-accounts in the zone (permission enable), after which the sub-account may be shared into a project; the next listSubUsers answers the sub-account's generated initial password once. Opening it again answers the current permission. Only the account owner may do it: sub-users and IAM users are refused (403), a user id that is not one of the owner's sub-accounts is not found (404) and a zone not configured for HPC is not found (404). Added by ADR 0020.
 * @summary Open HPC for a sub-account
 */
export const enableSubUserPermission = (
    enableSubUserPermissionRequest: BodyType<EnableSubUserPermissionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SubUserResponse>(
      {url: `/portal-hpc/subuser/permission/enable`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: enableSubUserPermissionRequest, signal
    },
      options);
    }
  


export const getEnableSubUserPermissionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableSubUserPermission>>, TError,{data: BodyType<EnableSubUserPermissionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof enableSubUserPermission>>, TError,{data: BodyType<EnableSubUserPermissionRequest>}, TContext> => {

const mutationKey = ['enableSubUserPermission'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof enableSubUserPermission>>, {data: BodyType<EnableSubUserPermissionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  enableSubUserPermission(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type EnableSubUserPermissionMutationResult = NonNullable<Awaited<ReturnType<typeof enableSubUserPermission>>>
    export type EnableSubUserPermissionMutationBody = BodyType<EnableSubUserPermissionRequest>
    export type EnableSubUserPermissionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Open HPC for a sub-account
 */
export const useEnableSubUserPermission = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof enableSubUserPermission>>, TError,{data: BodyType<EnableSubUserPermissionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof enableSubUserPermission>>,
        TError,
        {data: BodyType<EnableSubUserPermissionRequest>},
        TContext
      > => {

      const mutationOptions = getEnableSubUserPermissionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists the users who sign in with the owner's login accounts, optionally of one login account or of given users. The console reads is_ldap to tell LDAP login users; it is always false on public cloud. Sent with zone global.
 * @summary List the users of the owner's login accounts
 */
export const describeLoginAccountUsers = (
    params?: DescribeLoginAccountUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeLoginAccountUsersResponse>(
      {url: `/iaas/DescribeLoginAccountUsers`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeLoginAccountUsersQueryKey = (params?: DescribeLoginAccountUsersParams,) => {
    return [
    `/iaas/DescribeLoginAccountUsers`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeLoginAccountUsersQueryOptions = <TData = Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeLoginAccountUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeLoginAccountUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeLoginAccountUsers>>> = ({ signal }) => describeLoginAccountUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeLoginAccountUsersQueryResult = NonNullable<Awaited<ReturnType<typeof describeLoginAccountUsers>>>
export type DescribeLoginAccountUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeLoginAccountUsers<TData = Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeLoginAccountUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeLoginAccountUsers>>,
          TError,
          Awaited<ReturnType<typeof describeLoginAccountUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeLoginAccountUsers<TData = Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeLoginAccountUsers>>,
          TError,
          Awaited<ReturnType<typeof describeLoginAccountUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeLoginAccountUsers<TData = Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the users of the owner's login accounts
 */

export function useDescribeLoginAccountUsers<TData = Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccountUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeLoginAccountUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the login accounts of the owner with their user counts. is_ldap tells an LDAP login account; it is always false on public cloud. Sent with zone global.
 * @summary List the owner's login accounts
 */
export const describeLoginAccounts = (
    params?: DescribeLoginAccountsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeLoginAccountsResponse>(
      {url: `/iaas/DescribeLoginAccounts`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeLoginAccountsQueryKey = (params?: DescribeLoginAccountsParams,) => {
    return [
    `/iaas/DescribeLoginAccounts`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeLoginAccountsQueryOptions = <TData = Awaited<ReturnType<typeof describeLoginAccounts>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeLoginAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeLoginAccountsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeLoginAccounts>>> = ({ signal }) => describeLoginAccounts(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeLoginAccountsQueryResult = NonNullable<Awaited<ReturnType<typeof describeLoginAccounts>>>
export type DescribeLoginAccountsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeLoginAccounts<TData = Awaited<ReturnType<typeof describeLoginAccounts>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeLoginAccountsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeLoginAccounts>>,
          TError,
          Awaited<ReturnType<typeof describeLoginAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeLoginAccounts<TData = Awaited<ReturnType<typeof describeLoginAccounts>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeLoginAccounts>>,
          TError,
          Awaited<ReturnType<typeof describeLoginAccounts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeLoginAccounts<TData = Awaited<ReturnType<typeof describeLoginAccounts>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the owner's login accounts
 */

export function useDescribeLoginAccounts<TData = Awaited<ReturnType<typeof describeLoginAccounts>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeLoginAccountsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeLoginAccounts>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeLoginAccountsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Looks up cloud accounts by user id or e-mail address (sent with zone global). The sharing modal uses it to check the account typed by the user before addProjectMember, and shows "The user does not exist" when user_set is empty.
 * @summary Look up accounts by id or e-mail
 */
export const describeUsers = (
    params?: DescribeUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeUsersResponse>(
      {url: `/iaas/DescribeUsers`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeUsersQueryKey = (params?: DescribeUsersParams,) => {
    return [
    `/iaas/DescribeUsers`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeUsersQueryOptions = <TData = Awaited<ReturnType<typeof describeUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeUsers>>> = ({ signal }) => describeUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeUsersQueryResult = NonNullable<Awaited<ReturnType<typeof describeUsers>>>
export type DescribeUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeUsers<TData = Awaited<ReturnType<typeof describeUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeUsers>>,
          TError,
          Awaited<ReturnType<typeof describeUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeUsers<TData = Awaited<ReturnType<typeof describeUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeUsers>>,
          TError,
          Awaited<ReturnType<typeof describeUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeUsers<TData = Awaited<ReturnType<typeof describeUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Look up accounts by id or e-mail
 */

export function useDescribeUsers<TData = Awaited<ReturnType<typeof describeUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the IAM users of the owner's account, filtered by a search word on name and e-mail. The add-member modal of a shared cluster offers them as candidates (addSharedUser).
 * @summary List the IAM users of the account
 */
export const describeIamUsers = (
    params?: DescribeIamUsersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeIamUsersResponse>(
      {url: `/iam/DescribeIAMUsers`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeIamUsersQueryKey = (params?: DescribeIamUsersParams,) => {
    return [
    `/iam/DescribeIAMUsers`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeIamUsersQueryOptions = <TData = Awaited<ReturnType<typeof describeIamUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeIamUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeIamUsersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeIamUsers>>> = ({ signal }) => describeIamUsers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeIamUsersQueryResult = NonNullable<Awaited<ReturnType<typeof describeIamUsers>>>
export type DescribeIamUsersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeIamUsers<TData = Awaited<ReturnType<typeof describeIamUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeIamUsersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeIamUsers>>,
          TError,
          Awaited<ReturnType<typeof describeIamUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeIamUsers<TData = Awaited<ReturnType<typeof describeIamUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeIamUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeIamUsers>>,
          TError,
          Awaited<ReturnType<typeof describeIamUsers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeIamUsers<TData = Awaited<ReturnType<typeof describeIamUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeIamUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the IAM users of the account
 */

export function useDescribeIamUsers<TData = Awaited<ReturnType<typeof describeIamUsers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeIamUsersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeIamUsers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeIamUsersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



