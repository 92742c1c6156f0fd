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
  AccessTokenResponse,
  ConflictResponse,
  CreateAccessTokenRequest,
  CreateAccessTokenResponse,
  ForbiddenResponse,
  ListAccessTokensParams,
  ListAccessTokensResponse,
  NotFoundResponse,
  RevokeAccessTokenRequest,
  ServerErrorResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Makes a token for the signed-in user with a name (unique among its live tokens: 409 otherwise), scopes and an expiry in days, and answers the token itself this once (only its hash is kept). admin is refused (403) to a sub-user or an IAM user; a user holds at most 20 live tokens (409). A token cannot make tokens.
 * @summary Make a personal access token
 */
export const createAccessToken = (
    createAccessTokenRequest: BodyType<CreateAccessTokenRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<CreateAccessTokenResponse>(
      {url: `/auth/token/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createAccessTokenRequest, signal
    },
      options);
    }
  


export const getCreateAccessTokenMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAccessToken>>, TError,{data: BodyType<CreateAccessTokenRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof createAccessToken>>, TError,{data: BodyType<CreateAccessTokenRequest>}, TContext> => {

const mutationKey = ['createAccessToken'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createAccessToken>>, {data: BodyType<CreateAccessTokenRequest>}> = (props) => {
          const {data} = props ?? {};

          return  createAccessToken(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type CreateAccessTokenMutationResult = NonNullable<Awaited<ReturnType<typeof createAccessToken>>>
    export type CreateAccessTokenMutationBody = BodyType<CreateAccessTokenRequest>
    export type CreateAccessTokenMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Make a personal access token
 */
export const useCreateAccessToken = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createAccessToken>>, TError,{data: BodyType<CreateAccessTokenRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createAccessToken>>,
        TError,
        {data: BodyType<CreateAccessTokenRequest>},
        TContext
      > => {

      const mutationOptions = getCreateAccessTokenMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The signed-in user's tokens, newest first: active ones, and those expired or revoked in the last 30 days (their status says which); never their secrets. scopes_allowed says which scopes this user may give a token.
 * @summary List the user's personal access tokens
 */
export const listAccessTokens = (
    params?: ListAccessTokensParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<ListAccessTokensResponse>(
      {url: `/auth/token/list`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getListAccessTokensQueryKey = (params?: ListAccessTokensParams,) => {
    return [
    `/auth/token/list`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getListAccessTokensQueryOptions = <TData = Awaited<ReturnType<typeof listAccessTokens>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>>(params?: ListAccessTokensParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAccessTokensQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAccessTokens>>> = ({ signal }) => listAccessTokens(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAccessTokensQueryResult = NonNullable<Awaited<ReturnType<typeof listAccessTokens>>>
export type ListAccessTokensQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>


export function useListAccessTokens<TData = Awaited<ReturnType<typeof listAccessTokens>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>>(
 params: undefined |  ListAccessTokensParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAccessTokens>>,
          TError,
          Awaited<ReturnType<typeof listAccessTokens>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAccessTokens<TData = Awaited<ReturnType<typeof listAccessTokens>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>>(
 params?: ListAccessTokensParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAccessTokens>>,
          TError,
          Awaited<ReturnType<typeof listAccessTokens>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAccessTokens<TData = Awaited<ReturnType<typeof listAccessTokens>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>>(
 params?: ListAccessTokensParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the user's personal access tokens
 */

export function useListAccessTokens<TData = Awaited<ReturnType<typeof listAccessTokens>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>>(
 params?: ListAccessTokensParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAccessTokens>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAccessTokensQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Revokes one of the signed-in user's tokens at once, on every gateway: a request with it after this answers 401. Revoking a revoked token changes nothing and answers it as it is; another user's token is not found (404).
 * @summary Revoke a personal access token
 */
export const revokeAccessToken = (
    revokeAccessTokenRequest: BodyType<RevokeAccessTokenRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<AccessTokenResponse>(
      {url: `/auth/token/revoke`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: revokeAccessTokenRequest, signal
    },
      options);
    }
  


export const getRevokeAccessTokenMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeAccessToken>>, TError,{data: BodyType<RevokeAccessTokenRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof revokeAccessToken>>, TError,{data: BodyType<RevokeAccessTokenRequest>}, TContext> => {

const mutationKey = ['revokeAccessToken'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof revokeAccessToken>>, {data: BodyType<RevokeAccessTokenRequest>}> = (props) => {
          const {data} = props ?? {};

          return  revokeAccessToken(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type RevokeAccessTokenMutationResult = NonNullable<Awaited<ReturnType<typeof revokeAccessToken>>>
    export type RevokeAccessTokenMutationBody = BodyType<RevokeAccessTokenRequest>
    export type RevokeAccessTokenMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Revoke a personal access token
 */
export const useRevokeAccessToken = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof revokeAccessToken>>, TError,{data: BodyType<RevokeAccessTokenRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof revokeAccessToken>>,
        TError,
        {data: BodyType<RevokeAccessTokenRequest>},
        TContext
      > => {

      const mutationOptions = getRevokeAccessTokenMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    