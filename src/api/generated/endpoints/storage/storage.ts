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
  AbortUploadSessionResponse,
  CapacityNasExportRequest,
  CompleteUploadSessionRequest,
  ConflictResponse,
  CreateFileSystemRequest,
  CreateFileSystemResponse,
  CreateNasDirectoryRequest,
  CreateNasExportRequest,
  CreateUploadSessionRequest,
  DeleteExportParams,
  DeleteNasObjectsRequest,
  DeleteNasObjectsResponse,
  DescribeS2ServersParams,
  DescribeS2ServersResponse,
  DownloadSignedObjectsParams,
  FileSystemId,
  ForbiddenResponse,
  GetExportParams,
  GetNasExportResponse,
  GetNasObjectsResponse,
  GetObjectParams,
  GetObjectsParams,
  GetUploadSessionParams,
  ListExportsParams,
  ListFileSystemsParams,
  ListFileSystemsResponse,
  ListNasExportsResponse,
  ListUploadSessionsParams,
  ListUploadSessionsResponse,
  ModifyNasExportRequest,
  MoveNasObjectRequest,
  NasBillCostRequest,
  NasBillCostResponse,
  NasDownloadSignatureRequest,
  NasExportJobResponse,
  NasId,
  NasObjectChangeResponse,
  NasSignatureResponse,
  NasSignedUploadRequest,
  NasSignedUploadResponse,
  NasUploadSignatureRequest,
  NotFoundResponse,
  PutNasObjectRequest,
  PutNasObjectResponse,
  PutUploadChunkRequest,
  RenameNasExportRequest,
  RestartNasExportRequest,
  ServerErrorResponse,
  UnauthorizedResponse,
  UploadSessionChangeRequest,
  UploadSessionResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Lists the user's S2 servers (vNAS) with their shared targets. The cluster creation flow lists the active ones (status active, limit 1024) to offer them as NAS; when a server has no shared target the console hints to bind a shared target in the vNas detail.
 * @summary List S2 servers
 */
export const describeS2Servers = (
    params?: DescribeS2ServersParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DescribeS2ServersResponse>(
      {url: `/iaas/DescribeS2Servers`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getDescribeS2ServersQueryKey = (params?: DescribeS2ServersParams,) => {
    return [
    `/iaas/DescribeS2Servers`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDescribeS2ServersQueryOptions = <TData = Awaited<ReturnType<typeof describeS2Servers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: DescribeS2ServersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDescribeS2ServersQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof describeS2Servers>>> = ({ signal }) => describeS2Servers(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DescribeS2ServersQueryResult = NonNullable<Awaited<ReturnType<typeof describeS2Servers>>>
export type DescribeS2ServersQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDescribeS2Servers<TData = Awaited<ReturnType<typeof describeS2Servers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  DescribeS2ServersParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeS2Servers>>,
          TError,
          Awaited<ReturnType<typeof describeS2Servers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeS2Servers<TData = Awaited<ReturnType<typeof describeS2Servers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeS2ServersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof describeS2Servers>>,
          TError,
          Awaited<ReturnType<typeof describeS2Servers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDescribeS2Servers<TData = Awaited<ReturnType<typeof describeS2Servers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeS2ServersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List S2 servers
 */

export function useDescribeS2Servers<TData = Awaited<ReturnType<typeof describeS2Servers>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: DescribeS2ServersParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof describeS2Servers>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDescribeS2ServersQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the user's NAS file systems with their capacity, allocated quota, used volume and export count; the NAS page (/nas) shows them as the roots of its file tree. The answer's list is named fs_list, as the NAS service names it. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
 * @summary List NAS file systems
 */
export const listFileSystems = (
    params?: ListFileSystemsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListFileSystemsResponse>(
      {url: `/nas/file-systems`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListFileSystemsQueryKey = (params?: ListFileSystemsParams,) => {
    return [
    `/nas/file-systems`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListFileSystemsQueryOptions = <TData = Awaited<ReturnType<typeof listFileSystems>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: ListFileSystemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListFileSystemsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listFileSystems>>> = ({ signal }) => listFileSystems(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListFileSystemsQueryResult = NonNullable<Awaited<ReturnType<typeof listFileSystems>>>
export type ListFileSystemsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListFileSystems<TData = Awaited<ReturnType<typeof listFileSystems>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  ListFileSystemsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFileSystems>>,
          TError,
          Awaited<ReturnType<typeof listFileSystems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFileSystems<TData = Awaited<ReturnType<typeof listFileSystems>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileSystemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listFileSystems>>,
          TError,
          Awaited<ReturnType<typeof listFileSystems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListFileSystems<TData = Awaited<ReturnType<typeof listFileSystems>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileSystemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List NAS file systems
 */

export function useListFileSystems<TData = Awaited<ReturnType<typeof listFileSystems>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: ListFileSystemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listFileSystems>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListFileSystemsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates a NAS file system of the given capacity (GiB, at least 10). It is created with status Creating and becomes Active asynchronously; follow job_id in the operation log. The gateway refuses a name already used by another file system of the user in the zone, and refuses with "Lack of balance" when the account cannot pay for the capacity.
 * @summary Create a NAS file system
 */
export const createFileSystem = (
    createFileSystemRequest: BodyType<CreateFileSystemRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<CreateFileSystemResponse>(
      {url: `/nas/file-systems`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createFileSystemRequest, signal
    },
      options);
    }
  


export const getCreateFileSystemMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFileSystem>>, TError,{data: BodyType<CreateFileSystemRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createFileSystem>>, TError,{data: BodyType<CreateFileSystemRequest>}, TContext> => {

const mutationKey = ['createFileSystem'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createFileSystem>>, {data: BodyType<CreateFileSystemRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createFileSystem(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateFileSystemMutationResult = NonNullable<Awaited<ReturnType<typeof createFileSystem>>>
    export type CreateFileSystemMutationBody = BodyType<CreateFileSystemRequest>
    export type CreateFileSystemMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a NAS file system
 */
export const useCreateFileSystem = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createFileSystem>>, TError,{data: BodyType<CreateFileSystemRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createFileSystem>>,
        TError,
        {data: BodyType<CreateFileSystemRequest>},
        TContext
      > => {

      const mutationOptions = getCreateFileSystemMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists the exports (mount points) of one file system: the spec's file-systems/{fsid}?exports. The cluster creation flow reads all of them (limit 1024) for its NAS picker, which disables the exports already mounted by a cluster (cluster_ids not empty). The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
 * @summary List the exports of a file system
 */
export const listExports = (
    fsid: FileSystemId,
    params: ListExportsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListNasExportsResponse>(
      {url: `/nas/file-systems/${fsid}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListExportsQueryKey = (fsid?: FileSystemId,
    params?: ListExportsParams,) => {
    return [
    `/nas/file-systems/${fsid}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListExportsQueryOptions = <TData = Awaited<ReturnType<typeof listExports>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(fsid: FileSystemId,
    params: ListExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListExportsQueryKey(fsid,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listExports>>> = ({ signal }) => listExports(fsid,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(fsid), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListExportsQueryResult = NonNullable<Awaited<ReturnType<typeof listExports>>>
export type ListExportsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListExports<TData = Awaited<ReturnType<typeof listExports>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    params: ListExportsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listExports>>,
          TError,
          Awaited<ReturnType<typeof listExports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListExports<TData = Awaited<ReturnType<typeof listExports>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    params: ListExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listExports>>,
          TError,
          Awaited<ReturnType<typeof listExports>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListExports<TData = Awaited<ReturnType<typeof listExports>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    params: ListExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the exports of a file system
 */

export function useListExports<TData = Awaited<ReturnType<typeof listExports>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    params: ListExportsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listExports>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListExportsQueryOptions(fsid,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Creates an export (mount point) in the file system with its quota (GiB, at least 10). It becomes Active asynchronously; follow job_id in the operation log. The gateway refuses a quota above the capacity the file system has not yet given to its exports with "storage is full", a name already used by another export of the file system, and a file system that is not Active.
 * @summary Create an export of a file system
 */
export const createExport = (
    fsid: FileSystemId,
    createNasExportRequest: BodyType<CreateNasExportRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/${fsid}`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createNasExportRequest, signal
    },
      options);
    }
  


export const getCreateExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createExport>>, TError,{fsid: FileSystemId;data: BodyType<CreateNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createExport>>, TError,{fsid: FileSystemId;data: BodyType<CreateNasExportRequest>}, TContext> => {

const mutationKey = ['createExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createExport>>, {fsid: FileSystemId;data: BodyType<CreateNasExportRequest>}> = (props) => {
          const {fsid,data} = props ?? {};

          return  createExport(fsid,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateExportMutationResult = NonNullable<Awaited<ReturnType<typeof createExport>>>
    export type CreateExportMutationBody = BodyType<CreateNasExportRequest>
    export type CreateExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create an export of a file system
 */
export const useCreateExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createExport>>, TError,{fsid: FileSystemId;data: BodyType<CreateNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createExport>>,
        TError,
        {fsid: FileSystemId;data: BodyType<CreateNasExportRequest>},
        TContext
      > => {

      const mutationOptions = getCreateExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Returns one export (mount point) with its quota, used volume, status, the clusters that mount it and its shared targets; the NAS page shows it above the export's file table. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
 * @summary Get an export
 */
export const getExport = (
    fsid: FileSystemId,
    nasId: NasId,
    params?: GetExportParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetNasExportResponse>(
      {url: `/nas/file-systems/${fsid}/${nasId}`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetExportQueryKey = (fsid?: FileSystemId,
    nasId?: NasId,
    params?: GetExportParams,) => {
    return [
    `/nas/file-systems/${fsid}/${nasId}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetExportQueryOptions = <TData = Awaited<ReturnType<typeof getExport>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(fsid: FileSystemId,
    nasId: NasId,
    params?: GetExportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetExportQueryKey(fsid,nasId,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getExport>>> = ({ signal }) => getExport(fsid,nasId,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(fsid && nasId), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetExportQueryResult = NonNullable<Awaited<ReturnType<typeof getExport>>>
export type GetExportQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetExport<TData = Awaited<ReturnType<typeof getExport>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    nasId: NasId,
    params: undefined |  GetExportParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getExport>>,
          TError,
          Awaited<ReturnType<typeof getExport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetExport<TData = Awaited<ReturnType<typeof getExport>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    nasId: NasId,
    params?: GetExportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getExport>>,
          TError,
          Awaited<ReturnType<typeof getExport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetExport<TData = Awaited<ReturnType<typeof getExport>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    nasId: NasId,
    params?: GetExportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an export
 */

export function useGetExport<TData = Awaited<ReturnType<typeof getExport>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 fsid: FileSystemId,
    nasId: NasId,
    params?: GetExportParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getExport>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetExportQueryOptions(fsid,nasId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Changes the description (up to 128 characters) or the shared path of an export; the name is changed by renameExport and the quota by capacityExport. The change is applied asynchronously. The gateway refuses to change the shared path of an export mounted by a cluster with "The cluster has been bound please delete the cluster first", and answers "Modify the mount point failed" when the NAS service refuses the change.
 * @summary Modify an export
 */
export const modifyExport = (
    fsid: FileSystemId,
    nasId: NasId,
    modifyNasExportRequest: BodyType<ModifyNasExportRequest>,
 options?: SecondParameter<typeof gatewayRequest>,) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/${fsid}/${nasId}`, method: 'PUT',
      headers: {'Content-Type': 'application/json', },
      data: modifyNasExportRequest
    },
      options);
    }
  


export const getModifyExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyExport>>, TError,{fsid: FileSystemId;nasId: NasId;data: BodyType<ModifyNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof modifyExport>>, TError,{fsid: FileSystemId;nasId: NasId;data: BodyType<ModifyNasExportRequest>}, TContext> => {

const mutationKey = ['modifyExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof modifyExport>>, {fsid: FileSystemId;nasId: NasId;data: BodyType<ModifyNasExportRequest>}> = (props) => {
          const {fsid,nasId,data} = props ?? {};

          return  modifyExport(fsid,nasId,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ModifyExportMutationResult = NonNullable<Awaited<ReturnType<typeof modifyExport>>>
    export type ModifyExportMutationBody = BodyType<ModifyNasExportRequest>
    export type ModifyExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Modify an export
 */
export const useModifyExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof modifyExport>>, TError,{fsid: FileSystemId;nasId: NasId;data: BodyType<ModifyNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof modifyExport>>,
        TError,
        {fsid: FileSystemId;nasId: NasId;data: BodyType<ModifyNasExportRequest>},
        TContext
      > => {

      const mutationOptions = getModifyExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes an export (mount point) with its files, asynchronously. The gateway refuses to delete an export mounted by a cluster (cluster_ids not empty), even with force, with "The cluster has been bound please delete the cluster first"; it refuses an export that still holds files (used above 0) unless force is true; and it answers "Delete the mount point failed" when the NAS service refuses the deletion.
 * @summary Delete an export
 */
export const deleteExport = (
    fsid: FileSystemId,
    nasId: NasId,
    params?: DeleteExportParams,
 options?: SecondParameter<typeof gatewayRequest>,) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/${fsid}/${nasId}`, method: 'DELETE',
        params
    },
      options);
    }
  


export const getDeleteExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteExport>>, TError,{fsid: FileSystemId;nasId: NasId;params?: DeleteExportParams}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteExport>>, TError,{fsid: FileSystemId;nasId: NasId;params?: DeleteExportParams}, TContext> => {

const mutationKey = ['deleteExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteExport>>, {fsid: FileSystemId;nasId: NasId;params?: DeleteExportParams}> = (props) => {
          const {fsid,nasId,params} = props ?? {};

          return  deleteExport(fsid,nasId,params,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteExportMutationResult = NonNullable<Awaited<ReturnType<typeof deleteExport>>>
    
    export type DeleteExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete an export
 */
export const useDeleteExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteExport>>, TError,{fsid: FileSystemId;nasId: NasId;params?: DeleteExportParams}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteExport>>,
        TError,
        {fsid: FileSystemId;nasId: NasId;params?: DeleteExportParams},
        TContext
      > => {

      const mutationOptions = getDeleteExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Restarts the NFS service of an export (mount point), e.g. when it is UnActive; clusters that mount it lose access for the time of the restart. The restart runs asynchronously. The gateway refuses an export whose status is Creating.
 * @summary Restart an export
 */
export const restartExport = (
    restartNasExportRequest: BodyType<RestartNasExportRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/restartExport`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: restartNasExportRequest, signal
    },
      options);
    }
  


export const getRestartExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restartExport>>, TError,{data: BodyType<RestartNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof restartExport>>, TError,{data: BodyType<RestartNasExportRequest>}, TContext> => {

const mutationKey = ['restartExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof restartExport>>, {data: BodyType<RestartNasExportRequest>}> = (props) => {
          const {data} = props ?? {};

          return  restartExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RestartExportMutationResult = NonNullable<Awaited<ReturnType<typeof restartExport>>>
    export type RestartExportMutationBody = BodyType<RestartNasExportRequest>
    export type RestartExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Restart an export
 */
export const useRestartExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restartExport>>, TError,{data: BodyType<RestartNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof restartExport>>,
        TError,
        {data: BodyType<RestartNasExportRequest>},
        TContext
      > => {

      const mutationOptions = getRestartExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Sets the quota of an export (mount point) in GiB, at least 10; the console prices the new quota with getNasBillCost first. The change is applied asynchronously. The gateway refuses a quota below the export's used volume (quota × 1073741824 must not be below used), and a quota that needs more than the capacity the file system has not yet given to its exports with "storage is full".
 * @summary Change the quota of an export
 */
export const capacityExport = (
    capacityNasExportRequest: BodyType<CapacityNasExportRequest>,
 options?: SecondParameter<typeof gatewayRequest>,) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/capacityExport`, method: 'PUT',
      headers: {'Content-Type': 'application/json', },
      data: capacityNasExportRequest
    },
      options);
    }
  


export const getCapacityExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof capacityExport>>, TError,{data: BodyType<CapacityNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof capacityExport>>, TError,{data: BodyType<CapacityNasExportRequest>}, TContext> => {

const mutationKey = ['capacityExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof capacityExport>>, {data: BodyType<CapacityNasExportRequest>}> = (props) => {
          const {data} = props ?? {};

          return  capacityExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CapacityExportMutationResult = NonNullable<Awaited<ReturnType<typeof capacityExport>>>
    export type CapacityExportMutationBody = BodyType<CapacityNasExportRequest>
    export type CapacityExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Change the quota of an export
 */
export const useCapacityExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof capacityExport>>, TError,{data: BodyType<CapacityNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof capacityExport>>,
        TError,
        {data: BodyType<CapacityNasExportRequest>},
        TContext
      > => {

      const mutationOptions = getCapacityExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Renames an export (mount point); the name is 5-63 characters. The change is applied asynchronously. The gateway refuses a name already used by another export of the same file system.
 * @summary Rename an export
 */
export const renameExport = (
    renameNasExportRequest: BodyType<RenameNasExportRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasExportJobResponse>(
      {url: `/nas/file-systems/renameExport`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: renameNasExportRequest, signal
    },
      options);
    }
  


export const getRenameExportMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameExport>>, TError,{data: BodyType<RenameNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof renameExport>>, TError,{data: BodyType<RenameNasExportRequest>}, TContext> => {

const mutationKey = ['renameExport'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof renameExport>>, {data: BodyType<RenameNasExportRequest>}> = (props) => {
          const {data} = props ?? {};

          return  renameExport(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RenameExportMutationResult = NonNullable<Awaited<ReturnType<typeof renameExport>>>
    export type RenameExportMutationBody = BodyType<RenameNasExportRequest>
    export type RenameExportMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename an export
 */
export const useRenameExport = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof renameExport>>, TError,{data: BodyType<RenameNasExportRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof renameExport>>,
        TError,
        {data: BodyType<RenameNasExportRequest>},
        TContext
      > => {

      const mutationOptions = getRenameExportMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Returns the hourly price of a quota (GiB, at least 10) in the user's zone, shown in the quota and creation modals before the change is confirmed. Nothing is changed. The gateway answers "Get Billing Information failed" (503) when the billing service cannot price the quota; the console shows it as an error toast.
 * @summary Price a NAS quota
 */
export const getNasBillCost = (
    nasBillCostRequest: BodyType<NasBillCostRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasBillCostResponse>(
      {url: `/nas/bill/cost`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: nasBillCostRequest, signal
    },
      options);
    }
  


export const getGetNasBillCostMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getNasBillCost>>, TError,{data: BodyType<NasBillCostRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof getNasBillCost>>, TError,{data: BodyType<NasBillCostRequest>}, TContext> => {

const mutationKey = ['getNasBillCost'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof getNasBillCost>>, {data: BodyType<NasBillCostRequest>}> = (props) => {
          const {data} = props ?? {};

          return  getNasBillCost(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GetNasBillCostMutationResult = NonNullable<Awaited<ReturnType<typeof getNasBillCost>>>
    export type GetNasBillCostMutationBody = BodyType<NasBillCostRequest>
    export type GetNasBillCostMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Price a NAS quota
 */
export const useGetNasBillCost = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getNasBillCost>>, TError,{data: BodyType<NasBillCostRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof getNasBillCost>>,
        TError,
        {data: BodyType<NasBillCostRequest>},
        TContext
      > => {

      const mutationOptions = getGetNasBillCostMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Lists one folder of an export (folders first, then files), at most 100 per page, for the NAS page's file tree and file table (/nas/{id}). prefix is relative to the export's root and may not escape it (no leading /, no . or .. segment). IAM users see only objects whose prefix includes their IAM user name: the gateway drops the other objects from the answer and refuses a prefix outside them. The gateway refuses with "Query the Nas information is abnormal, please try again later" (503) when the NAS service cannot be queried.
 * @summary List the files of a folder
 */
export const getObjects = (
    params: GetObjectsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<GetNasObjectsResponse>(
      {url: `/nas/get_objects`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetObjectsQueryKey = (params?: GetObjectsParams,) => {
    return [
    `/nas/get_objects`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetObjectsQueryOptions = <TData = Awaited<ReturnType<typeof getObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetObjectsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getObjects>>> = ({ signal }) => getObjects(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetObjectsQueryResult = NonNullable<Awaited<ReturnType<typeof getObjects>>>
export type GetObjectsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetObjects<TData = Awaited<ReturnType<typeof getObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getObjects>>,
          TError,
          Awaited<ReturnType<typeof getObjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetObjects<TData = Awaited<ReturnType<typeof getObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getObjects>>,
          TError,
          Awaited<ReturnType<typeof getObjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetObjects<TData = Awaited<ReturnType<typeof getObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the files of a folder
 */

export function useGetObjects<TData = Awaited<ReturnType<typeof getObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetObjectsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Answers the content of one file of an export as a blob, for download or, with preview true, for the online viewer and the text editor. The gateway refuses a folder with "Folder download is not currently available", a preview of a file over 10 MB (10485760 bytes) since a file over 10 MB cannot be viewed online, an object_name outside the export, and, for IAM users, an object whose prefix does not include their IAM user name.
 * @summary Download a file
 */
export const getObject = (
    params: GetObjectParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<Blob>(
      {url: `/nas/get_object`, method: 'GET',
        params,
        responseType: 'blob', signal
    },
      options);
    }
  



export const getGetObjectQueryKey = (params?: GetObjectParams,) => {
    return [
    `/nas/get_object`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetObjectQueryOptions = <TData = Awaited<ReturnType<typeof getObject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetObjectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetObjectQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getObject>>> = ({ signal }) => getObject(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetObjectQueryResult = NonNullable<Awaited<ReturnType<typeof getObject>>>
export type GetObjectQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetObject<TData = Awaited<ReturnType<typeof getObject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getObject>>,
          TError,
          Awaited<ReturnType<typeof getObject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetObject<TData = Awaited<ReturnType<typeof getObject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getObject>>,
          TError,
          Awaited<ReturnType<typeof getObject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetObject<TData = Awaited<ReturnType<typeof getObject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a file
 */

export function useGetObject<TData = Awaited<ReturnType<typeof getObject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetObjectParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getObject>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetObjectQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Uploads one file into one folder of an export as the multipart/form-data part named file; the text editor saves an edited file the same way, with overwrite true. An upload of several files is one request per file; the console offers at most upload.max_files (10) files and upload.max_bytes (209715200) bytes per upload, from the configuration. The gateway refuses a file over 209715200 bytes with the upload-size message; a part whose file name is not 1-254 characters without /; "Duplicate file name" when a file of that name exists in the folder and overwrite is false; "storage is full" when the export's used volume has reached its quota; "Upload files have exceeded storage capacity" when the files need more than the quota left; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name. The text editor sends if_match, the etag of the version it opened: when the stored file's etag differs (someone saved a newer version) or the file is gone, the save is refused with "The file was changed by someone else since you opened it" (409, ret_code 2100) and nothing is written.
 * @summary Upload a file
 */
export const putObject = (
    putNasObjectRequest: BodyType<PutNasObjectRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
if(putNasObjectRequest.action !== undefined) {
 formData.append(`action`, putNasObjectRequest.action)
 }
if(putNasObjectRequest.zone !== undefined) {
 formData.append(`zone`, putNasObjectRequest.zone)
 }
if(putNasObjectRequest.owner !== undefined) {
 formData.append(`owner`, putNasObjectRequest.owner)
 }
if(putNasObjectRequest.user_id !== undefined) {
 formData.append(`user_id`, putNasObjectRequest.user_id)
 }
if(putNasObjectRequest.iamuser_name !== undefined) {
 formData.append(`iamuser_name`, putNasObjectRequest.iamuser_name)
 }

formData.append(`nas_id`, putNasObjectRequest.nas_id)
if(putNasObjectRequest.prefix !== undefined) {
 formData.append(`prefix`, putNasObjectRequest.prefix)
 }
if(putNasObjectRequest.overwrite !== undefined) {
 formData.append(`overwrite`, putNasObjectRequest.overwrite.toString())
 }
if(putNasObjectRequest.if_match !== undefined) {
 formData.append(`if_match`, putNasObjectRequest.if_match)
 }
formData.append(`file`, putNasObjectRequest.file)

      return gatewayRequest<PutNasObjectResponse>(
      {url: `/nas/put_object`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getPutObjectMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof putObject>>, TError,{data: BodyType<PutNasObjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof putObject>>, TError,{data: BodyType<PutNasObjectRequest>}, TContext> => {

const mutationKey = ['putObject'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof putObject>>, {data: BodyType<PutNasObjectRequest>}> = (props) => {
          const {data} = props ?? {};

          return  putObject(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type PutObjectMutationResult = NonNullable<Awaited<ReturnType<typeof putObject>>>
    export type PutObjectMutationBody = BodyType<PutNasObjectRequest>
    export type PutObjectMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Upload a file
 */
export const usePutObject = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof putObject>>, TError,{data: BodyType<PutNasObjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof putObject>>,
        TError,
        {data: BodyType<PutNasObjectRequest>},
        TContext
      > => {

      const mutationOptions = getPutObjectMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Renames or moves a file or a folder (with its content) inside one export; the rename/move modal uses it. The gateway refuses "Duplicate file name" when target exists, unless on_duplicate says otherwise: replace replaces a target file (never a folder), keep_both moves under the first free name "name (2).ext" of the target folder; the answer's object_name is where the object went. It refuses a target whose last segment is not a file name of 1-254 characters (a folder name of 4-50 characters for a folder); moving a folder into itself or a folder into a file path (source and target must both end with / or both not); moving the root folder; a path outside the export; and, for IAM users, a source or target whose prefix does not include their IAM user name.
 * @summary Rename or move a file or folder
 */
export const moveObject = (
    moveNasObjectRequest: BodyType<MoveNasObjectRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasObjectChangeResponse>(
      {url: `/nas/move_object`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: moveNasObjectRequest, signal
    },
      options);
    }
  


export const getMoveObjectMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof moveObject>>, TError,{data: BodyType<MoveNasObjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof moveObject>>, TError,{data: BodyType<MoveNasObjectRequest>}, TContext> => {

const mutationKey = ['moveObject'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof moveObject>>, {data: BodyType<MoveNasObjectRequest>}> = (props) => {
          const {data} = props ?? {};

          return  moveObject(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type MoveObjectMutationResult = NonNullable<Awaited<ReturnType<typeof moveObject>>>
    export type MoveObjectMutationBody = BodyType<MoveNasObjectRequest>
    export type MoveObjectMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Rename or move a file or folder
 */
export const useMoveObject = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof moveObject>>, TError,{data: BodyType<MoveNasObjectRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof moveObject>>,
        TError,
        {data: BodyType<MoveNasObjectRequest>},
        TContext
      > => {

      const mutationOptions = getMoveObjectMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Creates a folder (name 4-50 characters, no /) in a folder of an export; the answer's object_name is the new folder's path, ending with /. The gateway refuses "Duplicate file name" when a file or folder of that name exists in the parent; "storage is full" when the export's used volume has reached its quota; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name.
 * @summary Create a folder
 */
export const createDirectory = (
    createNasDirectoryRequest: BodyType<CreateNasDirectoryRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasObjectChangeResponse>(
      {url: `/nas/create_directory`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createNasDirectoryRequest, signal
    },
      options);
    }
  


export const getCreateDirectoryMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDirectory>>, TError,{data: BodyType<CreateNasDirectoryRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createDirectory>>, TError,{data: BodyType<CreateNasDirectoryRequest>}, TContext> => {

const mutationKey = ['createDirectory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDirectory>>, {data: BodyType<CreateNasDirectoryRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createDirectory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateDirectoryMutationResult = NonNullable<Awaited<ReturnType<typeof createDirectory>>>
    export type CreateDirectoryMutationBody = BodyType<CreateNasDirectoryRequest>
    export type CreateDirectoryMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Create a folder
 */
export const useCreateDirectory = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDirectory>>, TError,{data: BodyType<CreateNasDirectoryRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createDirectory>>,
        TError,
        {data: BodyType<CreateNasDirectoryRequest>},
        TContext
      > => {

      const mutationOptions = getCreateDirectoryMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Returns a signed URL and form fields for uploading files (1 to 10, 209715200 bytes in all) straight to the export's storage with a multipart POST (uploadSignedObjects), valid until expire_time: the gateway keeps the policy (the files, folder and overwrite signed), fields.policy is its id and fields.signature the id's HMAC; the fields are sent before the file parts. The gateway applies the rules of putObject to the announced files: the upload-size message over 209715200 bytes in all; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a prefix outside the export; and, for IAM users, a prefix that does not include their IAM user name.
 * @summary Sign a direct upload
 */
export const getUploadSignature = (
    nasUploadSignatureRequest: BodyType<NasUploadSignatureRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasSignatureResponse>(
      {url: `/nas/upload_signature`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: nasUploadSignatureRequest, signal
    },
      options);
    }
  


export const getGetUploadSignatureMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getUploadSignature>>, TError,{data: BodyType<NasUploadSignatureRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof getUploadSignature>>, TError,{data: BodyType<NasUploadSignatureRequest>}, TContext> => {

const mutationKey = ['getUploadSignature'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof getUploadSignature>>, {data: BodyType<NasUploadSignatureRequest>}> = (props) => {
          const {data} = props ?? {};

          return  getUploadSignature(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GetUploadSignatureMutationResult = NonNullable<Awaited<ReturnType<typeof getUploadSignature>>>
    export type GetUploadSignatureMutationBody = BodyType<NasUploadSignatureRequest>
    export type GetUploadSignatureMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Sign a direct upload
 */
export const useGetUploadSignature = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getUploadSignature>>, TError,{data: BodyType<NasUploadSignatureRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof getUploadSignature>>,
        TError,
        {data: BodyType<NasUploadSignatureRequest>},
        TContext
      > => {

      const mutationOptions = getGetUploadSignatureMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Returns a signed URL for downloading one file or, for several, a ZIP archive of them (at most 20000 per request) with a GET (downloadSignedObjects), valid until expire_time; the policy names the files and the file_name or archive_name. A folder (ending with /) is signed as the files under it (symlinks leading out of the export left out) and always answered as a ZIP archive named after it, whose entries keep the folder's name; an empty folder is refused with "The exported data is empty" and more than 20000 files with "A download holds at most 20000 files, download fewer at a time". The gateway keeps the policy: fields.policy is its short id and fields.signature the id's HMAC, so the URL with its query stays short (a few hundred characters) whatever the number of files. The gateway refuses a path outside the export, several files whose archive would exceed 4294967295 bytes (4 GB) or 65535 files, and, for IAM users, a file whose prefix does not include their IAM user name.
 * @summary Sign a download
 */
export const getDownloadSignature = (
    nasDownloadSignatureRequest: BodyType<NasDownloadSignatureRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<NasSignatureResponse>(
      {url: `/nas/download_signature`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: nasDownloadSignatureRequest, signal
    },
      options);
    }
  


export const getGetDownloadSignatureMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getDownloadSignature>>, TError,{data: BodyType<NasDownloadSignatureRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof getDownloadSignature>>, TError,{data: BodyType<NasDownloadSignatureRequest>}, TContext> => {

const mutationKey = ['getDownloadSignature'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof getDownloadSignature>>, {data: BodyType<NasDownloadSignatureRequest>}> = (props) => {
          const {data} = props ?? {};

          return  getDownloadSignature(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type GetDownloadSignatureMutationResult = NonNullable<Awaited<ReturnType<typeof getDownloadSignature>>>
    export type GetDownloadSignatureMutationBody = BodyType<NasDownloadSignatureRequest>
    export type GetDownloadSignatureMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Sign a download
 */
export const useGetDownloadSignature = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof getDownloadSignature>>, TError,{data: BodyType<NasDownloadSignatureRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof getDownloadSignature>>,
        TError,
        {data: BodyType<NasDownloadSignatureRequest>},
        TContext
      > => {

      const mutationOptions = getGetDownloadSignatureMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Writes files into the folder an upload signature names (getUploadSignature) without a session: the signature is the authorisation. The multipart/form-data body carries the answered fields as given (key_prefix, overwrite, policy, signature), then one part named file per file, up to 10: the fields come before the first file part, which the gateway stores only once they hold a valid policy and signature (and key_prefix and overwrite as signed); a file part before them is refused as a request missing its required fields (422, ret_code 1100, naming them) and nothing of the request is stored. The policy limits the upload: each part's filename is one of the announced files and its size at most the announced size, into the signed folder, replacing files only when overwrite was signed; the files are written with the rights of the user who signed, under the rules of putObject (checked again now), atomically, and answered as putObject answers. The gateway refuses with "The signature is not valid" a policy or signature that was changed, a policy signed for another export or for a download, and a key_prefix or overwrite other than the signed one; with "The signed URL has expired" after expire_time; a part the policy does not announce or larger than announced (403); a part over 209715200 bytes or 209715200 bytes in all with the upload-size message; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a folder gone since signing (404); a path outside the export; and, for IAM users, a folder that does not include their IAM user name. Nothing is written when one part is refused. Identity fields, when sent, are ignored.
 * @summary Upload files by a signed URL
 */
export const uploadSignedObjects = (
    nasId: NasId,
    nasSignedUploadRequest: BodyType<NasSignedUploadRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
if(nasSignedUploadRequest.action !== undefined) {
 formData.append(`action`, nasSignedUploadRequest.action)
 }
if(nasSignedUploadRequest.zone !== undefined) {
 formData.append(`zone`, nasSignedUploadRequest.zone)
 }
if(nasSignedUploadRequest.owner !== undefined) {
 formData.append(`owner`, nasSignedUploadRequest.owner)
 }
if(nasSignedUploadRequest.user_id !== undefined) {
 formData.append(`user_id`, nasSignedUploadRequest.user_id)
 }
if(nasSignedUploadRequest.iamuser_name !== undefined) {
 formData.append(`iamuser_name`, nasSignedUploadRequest.iamuser_name)
 }

if(nasSignedUploadRequest.key_prefix !== undefined) {
 formData.append(`key_prefix`, nasSignedUploadRequest.key_prefix)
 }
if(nasSignedUploadRequest.overwrite !== undefined) {
 formData.append(`overwrite`, nasSignedUploadRequest.overwrite.toString())
 }
formData.append(`policy`, nasSignedUploadRequest.policy)
formData.append(`signature`, nasSignedUploadRequest.signature)
formData.append(`file`, nasSignedUploadRequest.file)

      return gatewayRequest<NasSignedUploadResponse>(
      {url: `/nas/signed/upload/${nasId}`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getUploadSignedObjectsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadSignedObjects>>, TError,{nasId: NasId;data: BodyType<NasSignedUploadRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadSignedObjects>>, TError,{nasId: NasId;data: BodyType<NasSignedUploadRequest>}, TContext> => {

const mutationKey = ['uploadSignedObjects'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadSignedObjects>>, {nasId: NasId;data: BodyType<NasSignedUploadRequest>}> = (props) => {
          const {nasId,data} = props ?? {};

          return  uploadSignedObjects(nasId,data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UploadSignedObjectsMutationResult = NonNullable<Awaited<ReturnType<typeof uploadSignedObjects>>>
    export type UploadSignedObjectsMutationBody = BodyType<NasSignedUploadRequest>
    export type UploadSignedObjectsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Upload files by a signed URL
 */
export const useUploadSignedObjects = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadSignedObjects>>, TError,{nasId: NasId;data: BodyType<NasSignedUploadRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadSignedObjects>>,
        TError,
        {nasId: NasId;data: BodyType<NasSignedUploadRequest>},
        TContext
      > => {

      const mutationOptions = getUploadSignedObjectsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Answers the files a download signature names (getDownloadSignature) without a session: the signature is the authorisation, so the URL may be opened in a new tab or by a download manager. The query carries the answered fields as given (policy, signature and file_name or archive_name). One file is answered as itself (application/octet-stream), several as one ZIP archive of stored files with UTF-8 names relative to their common folder (application/zip), both streamed with their Content-Length. The files are read with the rights of the user who signed (an IAM user's only under a folder named after them); identity fields, when sent, are ignored. The gateway refuses with "The signature is not valid" a policy or signature that was changed, a policy signed for another export or for an upload, and a file_name or archive_name other than the signed one; with "The signed URL has expired" after expire_time; a file deleted since signing (404); "Folder download is not currently available" when a folder took a file's place; a path outside the export; and an archive that would exceed 4294967295 bytes (4 GB, a ZIP without ZIP64) or 65535 files, asking for fewer files per download.
 * @summary Download files by a signed URL
 */
export const downloadSignedObjects = (
    nasId: NasId,
    params: DownloadSignedObjectsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<Blob>(
      {url: `/nas/signed/download/${nasId}`, method: 'GET',
        params,
        responseType: 'blob', signal
    },
      options);
    }
  



export const getDownloadSignedObjectsQueryKey = (nasId?: NasId,
    params?: DownloadSignedObjectsParams,) => {
    return [
    `/nas/signed/download/${nasId}`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getDownloadSignedObjectsQueryOptions = <TData = Awaited<ReturnType<typeof downloadSignedObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(nasId: NasId,
    params: DownloadSignedObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDownloadSignedObjectsQueryKey(nasId,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof downloadSignedObjects>>> = ({ signal }) => downloadSignedObjects(nasId,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(nasId), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DownloadSignedObjectsQueryResult = NonNullable<Awaited<ReturnType<typeof downloadSignedObjects>>>
export type DownloadSignedObjectsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useDownloadSignedObjects<TData = Awaited<ReturnType<typeof downloadSignedObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 nasId: NasId,
    params: DownloadSignedObjectsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadSignedObjects>>,
          TError,
          Awaited<ReturnType<typeof downloadSignedObjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadSignedObjects<TData = Awaited<ReturnType<typeof downloadSignedObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 nasId: NasId,
    params: DownloadSignedObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof downloadSignedObjects>>,
          TError,
          Awaited<ReturnType<typeof downloadSignedObjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDownloadSignedObjects<TData = Awaited<ReturnType<typeof downloadSignedObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 nasId: NasId,
    params: DownloadSignedObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download files by a signed URL
 */

export function useDownloadSignedObjects<TData = Awaited<ReturnType<typeof downloadSignedObjects>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 nasId: NasId,
    params: DownloadSignedObjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof downloadSignedObjects>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDownloadSignedObjectsQueryOptions(nasId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Lists the caller's unfinished upload sessions into one folder of an export (oldest first), for the upload panel after a page reload: picking the same file again resumes it. Only the caller's own sessions are listed. Expired sessions are removed with their chunks first.
 * @summary List the unfinished uploads of a folder
 */
export const listUploadSessions = (
    params: ListUploadSessionsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListUploadSessionsResponse>(
      {url: `/nas/upload_sessions`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListUploadSessionsQueryKey = (params?: ListUploadSessionsParams,) => {
    return [
    `/nas/upload_sessions`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListUploadSessionsQueryOptions = <TData = Awaited<ReturnType<typeof listUploadSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: ListUploadSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListUploadSessionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listUploadSessions>>> = ({ signal }) => listUploadSessions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListUploadSessionsQueryResult = NonNullable<Awaited<ReturnType<typeof listUploadSessions>>>
export type ListUploadSessionsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useListUploadSessions<TData = Awaited<ReturnType<typeof listUploadSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListUploadSessionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUploadSessions>>,
          TError,
          Awaited<ReturnType<typeof listUploadSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUploadSessions<TData = Awaited<ReturnType<typeof listUploadSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListUploadSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listUploadSessions>>,
          TError,
          Awaited<ReturnType<typeof listUploadSessions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListUploadSessions<TData = Awaited<ReturnType<typeof listUploadSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListUploadSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the unfinished uploads of a folder
 */

export function useListUploadSessions<TData = Awaited<ReturnType<typeof listUploadSessions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: ListUploadSessionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listUploadSessions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListUploadSessionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Starts the upload of one file of 8 MiB or more in chunks (ADR 0035) for the upload panel: the file name, its size and, when the browser already knows it (resuming), the SHA-256 of the whole file; otherwise the browser hashes the file while its chunks are sent and gives the SHA-256 with a later chunk or at completion. Before anything is stored the gateway applies the rules of putObject to the file: the upload-size message over 209715200 bytes; a file name that is not 1-254 characters without /; "Duplicate file name" unless overwrite; "storage is full"; "Upload files have exceeded storage capacity"; a prefix outside the export or through a symlink out of it; and, for IAM users, a prefix that does not include their IAM user name; and refuses a 21st unfinished session of the user (409, ret_code 2500). The same user asking again for the same folder, name, size and overwrite gets the unfinished session back with the chunks already stored (resume after a reload) when the request's last_modified equals the session's, or its sha256 equals the one the session has (given at creation or recorded later); a session whose recorded SHA-256 differs from the request's is never resumed, and a request with neither last_modified nor sha256 always starts a new session. A session belongs to the user who created it and expires 24 h after its last chunk.
 * @summary Start a resumable chunked upload
 */
export const createUploadSession = (
    createUploadSessionRequest: BodyType<CreateUploadSessionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<UploadSessionResponse>(
      {url: `/nas/upload_sessions/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createUploadSessionRequest, signal
    },
      options);
    }
  


export const getCreateUploadSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createUploadSession>>, TError,{data: BodyType<CreateUploadSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createUploadSession>>, TError,{data: BodyType<CreateUploadSessionRequest>}, TContext> => {

const mutationKey = ['createUploadSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createUploadSession>>, {data: BodyType<CreateUploadSessionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createUploadSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateUploadSessionMutationResult = NonNullable<Awaited<ReturnType<typeof createUploadSession>>>
    export type CreateUploadSessionMutationBody = BodyType<CreateUploadSessionRequest>
    export type CreateUploadSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Start a resumable chunked upload
 */
export const useCreateUploadSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createUploadSession>>, TError,{data: BodyType<CreateUploadSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createUploadSession>>,
        TError,
        {data: BodyType<CreateUploadSessionRequest>},
        TContext
      > => {

      const mutationOptions = getCreateUploadSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Answers one of the caller's upload sessions with the chunks stored, so the console resends only the others after a dropped connection. A session of another user, finished, aborted or expired is "not found".
 * @summary Get an upload session and its stored chunks
 */
export const getUploadSession = (
    params: GetUploadSessionParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<UploadSessionResponse>(
      {url: `/nas/upload_sessions/get`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetUploadSessionQueryKey = (params?: GetUploadSessionParams,) => {
    return [
    `/nas/upload_sessions/get`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetUploadSessionQueryOptions = <TData = Awaited<ReturnType<typeof getUploadSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params: GetUploadSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUploadSessionQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUploadSession>>> = ({ signal }) => getUploadSession(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUploadSessionQueryResult = NonNullable<Awaited<ReturnType<typeof getUploadSession>>>
export type GetUploadSessionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetUploadSession<TData = Awaited<ReturnType<typeof getUploadSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetUploadSessionParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUploadSession>>,
          TError,
          Awaited<ReturnType<typeof getUploadSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUploadSession<TData = Awaited<ReturnType<typeof getUploadSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetUploadSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUploadSession>>,
          TError,
          Awaited<ReturnType<typeof getUploadSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUploadSession<TData = Awaited<ReturnType<typeof getUploadSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetUploadSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get an upload session and its stored chunks
 */

export function useGetUploadSession<TData = Awaited<ReturnType<typeof getUploadSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: GetUploadSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUploadSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUploadSessionQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Stores one chunk of the caller's upload session as a multipart/form-data body: upload_id, index, then the part named file holding the chunk's bytes. The gateway refuses an index outside the session's chunks and a chunk whose length is not its share of the file (chunk_size, the last one the rest) (409, ret_code 1100); a session of another user, finished, aborted or expired is "not found"; the export must still be changeable by the caller. The optional field sha256 (the whole file's, sent before the file part once the browser knows it) is recorded on the session the first time; a different one later is refused (409, ret_code 1100) and the chunk is not stored. Storing a chunk again replaces it: a retry is harmless. The chunks live outside the export until the upload completes.
 * @summary Store one chunk of an upload session
 */
export const putUploadChunk = (
    putUploadChunkRequest: BodyType<PutUploadChunkRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
if(putUploadChunkRequest.action !== undefined) {
 formData.append(`action`, putUploadChunkRequest.action)
 }
if(putUploadChunkRequest.zone !== undefined) {
 formData.append(`zone`, putUploadChunkRequest.zone)
 }
if(putUploadChunkRequest.owner !== undefined) {
 formData.append(`owner`, putUploadChunkRequest.owner)
 }
if(putUploadChunkRequest.user_id !== undefined) {
 formData.append(`user_id`, putUploadChunkRequest.user_id)
 }
if(putUploadChunkRequest.iamuser_name !== undefined) {
 formData.append(`iamuser_name`, putUploadChunkRequest.iamuser_name)
 }

formData.append(`upload_id`, putUploadChunkRequest.upload_id)
formData.append(`index`, putUploadChunkRequest.index.toString())
if(putUploadChunkRequest.sha256 !== undefined) {
 formData.append(`sha256`, putUploadChunkRequest.sha256)
 }
formData.append(`file`, putUploadChunkRequest.file)

      return gatewayRequest<UploadSessionResponse>(
      {url: `/nas/upload_sessions/chunk`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getPutUploadChunkMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof putUploadChunk>>, TError,{data: BodyType<PutUploadChunkRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof putUploadChunk>>, TError,{data: BodyType<PutUploadChunkRequest>}, TContext> => {

const mutationKey = ['putUploadChunk'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof putUploadChunk>>, {data: BodyType<PutUploadChunkRequest>}> = (props) => {
          const {data} = props ?? {};

          return  putUploadChunk(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type PutUploadChunkMutationResult = NonNullable<Awaited<ReturnType<typeof putUploadChunk>>>
    export type PutUploadChunkMutationBody = BodyType<PutUploadChunkRequest>
    export type PutUploadChunkMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Store one chunk of an upload session
 */
export const usePutUploadChunk = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof putUploadChunk>>, TError,{data: BodyType<PutUploadChunkRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof putUploadChunk>>,
        TError,
        {data: BodyType<PutUploadChunkRequest>},
        TContext
      > => {

      const mutationOptions = getPutUploadChunkMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Checks the file the stored chunks make (each written at its place as it arrived) against the size and SHA-256 of the session and only then renames it into place (one rename: a file it replaces is never destroyed by a failed upload). The optional sha256 is recorded as with a chunk (a different one than the session's is refused, 409, ret_code 1100). Refused with "The SHA-256 of the file is missing" (409, ret_code 1100, naming sha256) when neither the creation, a chunk nor this request gave it, and with "Some chunks of the upload are missing" (409, ret_code 1100, naming them) while chunks are missing; "The uploaded file does not match its checksum" (409, ret_code 1100) on a mismatch, when the session is dropped and nothing is written; and under the rules of putObject checked again now ("Duplicate file name", "storage is full", "Upload files have exceeded storage capacity", the folder, the IAM prefix), when the session is kept so the upload can be completed later. Answers as putObject.
 * @summary Complete a chunked upload
 */
export const completeUploadSession = (
    completeUploadSessionRequest: BodyType<CompleteUploadSessionRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<PutNasObjectResponse>(
      {url: `/nas/upload_sessions/complete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: completeUploadSessionRequest, signal
    },
      options);
    }
  


export const getCompleteUploadSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeUploadSession>>, TError,{data: BodyType<CompleteUploadSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof completeUploadSession>>, TError,{data: BodyType<CompleteUploadSessionRequest>}, TContext> => {

const mutationKey = ['completeUploadSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeUploadSession>>, {data: BodyType<CompleteUploadSessionRequest>}> = (props) => {
          const {data} = props ?? {};

          return  completeUploadSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CompleteUploadSessionMutationResult = NonNullable<Awaited<ReturnType<typeof completeUploadSession>>>
    export type CompleteUploadSessionMutationBody = BodyType<CompleteUploadSessionRequest>
    export type CompleteUploadSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Complete a chunked upload
 */
export const useCompleteUploadSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeUploadSession>>, TError,{data: BodyType<CompleteUploadSessionRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeUploadSession>>,
        TError,
        {data: BodyType<CompleteUploadSessionRequest>},
        TContext
      > => {

      const mutationOptions = getCompleteUploadSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Drops one of the caller's upload sessions and its stored chunks (the upload panel's cancel). A session of another user, finished or expired is "not found".
 * @summary Abort a chunked upload
 */
export const abortUploadSession = (
    uploadSessionChangeRequest: BodyType<UploadSessionChangeRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AbortUploadSessionResponse>(
      {url: `/nas/upload_sessions/abort`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: uploadSessionChangeRequest, signal
    },
      options);
    }
  


export const getAbortUploadSessionMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof abortUploadSession>>, TError,{data: BodyType<UploadSessionChangeRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof abortUploadSession>>, TError,{data: BodyType<UploadSessionChangeRequest>}, TContext> => {

const mutationKey = ['abortUploadSession'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof abortUploadSession>>, {data: BodyType<UploadSessionChangeRequest>}> = (props) => {
          const {data} = props ?? {};

          return  abortUploadSession(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AbortUploadSessionMutationResult = NonNullable<Awaited<ReturnType<typeof abortUploadSession>>>
    export type AbortUploadSessionMutationBody = BodyType<UploadSessionChangeRequest>
    export type AbortUploadSessionMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Abort a chunked upload
 */
export const useAbortUploadSession = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof abortUploadSession>>, TError,{data: BodyType<UploadSessionChangeRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof abortUploadSession>>,
        TError,
        {data: BodyType<UploadSessionChangeRequest>},
        TContext
      > => {

      const mutationOptions = getAbortUploadSessionMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes files and folders (with their content) of an export, at most 100 (one page of the file list). The gateway refuses the export's root folder, and for an IAM user the folder named after them, with "Cannot delete the root folder"; a path outside the export; and, for IAM users, an object whose prefix does not include their IAM user name. Nothing is deleted when one object is refused.
 * @summary Delete files and folders
 */
export const deleteObjects = (
    deleteNasObjectsRequest: BodyType<DeleteNasObjectsRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<DeleteNasObjectsResponse>(
      {url: `/nas/delete_objects`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: deleteNasObjectsRequest, signal
    },
      options);
    }
  


export const getDeleteObjectsMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteObjects>>, TError,{data: BodyType<DeleteNasObjectsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteObjects>>, TError,{data: BodyType<DeleteNasObjectsRequest>}, TContext> => {

const mutationKey = ['deleteObjects'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteObjects>>, {data: BodyType<DeleteNasObjectsRequest>}> = (props) => {
          const {data} = props ?? {};

          return  deleteObjects(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DeleteObjectsMutationResult = NonNullable<Awaited<ReturnType<typeof deleteObjects>>>
    export type DeleteObjectsMutationBody = BodyType<DeleteNasObjectsRequest>
    export type DeleteObjectsMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Delete files and folders
 */
export const useDeleteObjects = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteObjects>>, TError,{data: BodyType<DeleteNasObjectsRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteObjects>>,
        TError,
        {data: BodyType<DeleteNasObjectsRequest>},
        TContext
      > => {

      const mutationOptions = getDeleteObjectsMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    