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
  FinishOidcSignInParams,
  ForbiddenResponse,
  GetSessionParams,
  GetSignInOptionsParams,
  LoginRequest,
  LogoutRequest,
  LogoutResponse,
  NotFoundResponse,
  ServerErrorResponse,
  SessionResponse,
  SignInOptionsResponse,
  StartOidcSignInParams,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from '../../model';

import { gatewayRequest } from '../../../gateway';
import type { ErrorType , BodyType } from '../../../gateway';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Checks the user name and password and starts a session: sets the HttpOnly, SameSite=Strict session cookie and the CSRF cookie, and answers the identity. Repeated failures are slowed down and then refused for a while (429, ret_code 1210), per account name and per address, whether the account exists or not; the right password is refused too while locked, and a successful sign-in clears its account's count (ADR 0023).
 * @summary Sign in
 */
export const login = (
    loginRequest: BodyType<LoginRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SessionResponse>(
      {url: `/auth/login`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginRequest, signal
    },
      options);
    }
  


export const getLoginMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginRequest>}, TContext> => {

const mutationKey = ['login'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof login>>, {data: BodyType<LoginRequest>}> = (props) => {
          const {data} = props ?? {};

          return  login(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LoginMutationResult = NonNullable<Awaited<ReturnType<typeof login>>>
    export type LoginMutationBody = BodyType<LoginRequest>
    export type LoginMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Sign in
 */
export const useLogin = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof login>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof login>>,
        TError,
        {data: BodyType<LoginRequest>},
        TContext
      > => {

      const mutationOptions = getLoginMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Ends the session and clears its cookies. A session signed in with the organisation's provider answers the provider's sign-out URL, where the console then goes, so that the provider's session ends too (ADR 0064).
 * @summary Sign out
 */
export const logout = (
    logoutRequest: BodyType<LogoutRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<LogoutResponse>(
      {url: `/auth/logout`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: logoutRequest, signal
    },
      options);
    }
  


export const getLogoutMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,{data: BodyType<LogoutRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,{data: BodyType<LogoutRequest>}, TContext> => {

const mutationKey = ['logout'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof logout>>, {data: BodyType<LogoutRequest>}> = (props) => {
          const {data} = props ?? {};

          return  logout(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LogoutMutationResult = NonNullable<Awaited<ReturnType<typeof logout>>>
    export type LogoutMutationBody = BodyType<LogoutRequest>
    export type LogoutMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>

    /**
 * @summary Sign out
 */
export const useLogout = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof logout>>, TError,{data: BodyType<LogoutRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof logout>>,
        TError,
        {data: BodyType<LogoutRequest>},
        TContext
      > => {

      const mutationOptions = getLogoutMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * What the sign-in page offers (ADR 0064): the console's own accounts, the organisation's directory and its single sign-on provider, each with the name the site gave it. Asked before anyone is signed in.
 * @summary Ways to sign in
 */
export const getSignInOptions = (
    params?: GetSignInOptionsParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SignInOptionsResponse>(
      {url: `/auth/sign_in_options`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetSignInOptionsQueryKey = (params?: GetSignInOptionsParams,) => {
    return [
    `/auth/sign_in_options`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetSignInOptionsQueryOptions = <TData = Awaited<ReturnType<typeof getSignInOptions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetSignInOptionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSignInOptionsQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSignInOptions>>> = ({ signal }) => getSignInOptions(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSignInOptionsQueryResult = NonNullable<Awaited<ReturnType<typeof getSignInOptions>>>
export type GetSignInOptionsQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetSignInOptions<TData = Awaited<ReturnType<typeof getSignInOptions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetSignInOptionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSignInOptions>>,
          TError,
          Awaited<ReturnType<typeof getSignInOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSignInOptions<TData = Awaited<ReturnType<typeof getSignInOptions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSignInOptionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSignInOptions>>,
          TError,
          Awaited<ReturnType<typeof getSignInOptions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSignInOptions<TData = Awaited<ReturnType<typeof getSignInOptions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSignInOptionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Ways to sign in
 */

export function useGetSignInOptions<TData = Awaited<ReturnType<typeof getSignInOptions>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSignInOptionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSignInOptions>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSignInOptionsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Binds to the organisation's directory as the user with the password typed and starts a session as `login` does (ADR 0064). The account is made at the first sign-in, as the site's mapping of the user's groups says; a user in no mapped group is refused (403) naming the account. Failures are slowed down and locked exactly as the password form's (429). 503 when the directory cannot be reached.
 * @summary Sign in with the directory
 */
export const loginDirectory = (
    loginRequest: BodyType<LoginRequest>,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SessionResponse>(
      {url: `/auth/login/directory`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginRequest, signal
    },
      options);
    }
  


export const getLoginDirectoryMutationOptions = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginDirectory>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof loginDirectory>>, TError,{data: BodyType<LoginRequest>}, TContext> => {

const mutationKey = ['loginDirectory'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof loginDirectory>>, {data: BodyType<LoginRequest>}> = (props) => {
          const {data} = props ?? {};

          return  loginDirectory(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type LoginDirectoryMutationResult = NonNullable<Awaited<ReturnType<typeof loginDirectory>>>
    export type LoginDirectoryMutationBody = BodyType<LoginRequest>
    export type LoginDirectoryMutationError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Sign in with the directory
 */
export const useLoginDirectory = <TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof loginDirectory>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof loginDirectory>>,
        TError,
        {data: BodyType<LoginRequest>},
        TContext
      > => {

      const mutationOptions = getLoginDirectoryMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * A browser's navigation, not a call: redirects (302) to the OpenID Connect provider's authorization endpoint with a new state, nonce and PKCE challenge (ADR 0064). After the sign-in the console opens at `next`.
 * @summary Sign in with the organisation's provider
 */
export const startOidcSignIn = (
    params?: StartOidcSignInParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<unknown>(
      {url: `/auth/oidc/start`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getStartOidcSignInQueryKey = (params?: StartOidcSignInParams,) => {
    return [
    `/auth/oidc/start`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getStartOidcSignInQueryOptions = <TData = Awaited<ReturnType<typeof startOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: StartOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStartOidcSignInQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof startOidcSignIn>>> = ({ signal }) => startOidcSignIn(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StartOidcSignInQueryResult = NonNullable<Awaited<ReturnType<typeof startOidcSignIn>>>
export type StartOidcSignInQueryError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useStartOidcSignIn<TData = Awaited<ReturnType<typeof startOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  StartOidcSignInParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof startOidcSignIn>>,
          TError,
          Awaited<ReturnType<typeof startOidcSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStartOidcSignIn<TData = Awaited<ReturnType<typeof startOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: StartOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof startOidcSignIn>>,
          TError,
          Awaited<ReturnType<typeof startOidcSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStartOidcSignIn<TData = Awaited<ReturnType<typeof startOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: StartOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Sign in with the organisation's provider
 */

export function useStartOidcSignIn<TData = Awaited<ReturnType<typeof startOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: StartOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof startOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStartOidcSignInQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Where the provider sends the browser back (the redirect URI registered with it): the code is exchanged with the PKCE verifier, the ID token checked, the account found or made, the session started, and the browser sent on (302) into the console; on any failure to the sign-in page with `sign_in_error` saying why.
 * @summary Come back from the organisation's provider
 */
export const finishOidcSignIn = (
    params?: FinishOidcSignInParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<unknown>(
      {url: `/auth/oidc/callback`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getFinishOidcSignInQueryKey = (params?: FinishOidcSignInParams,) => {
    return [
    `/auth/oidc/callback`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getFinishOidcSignInQueryOptions = <TData = Awaited<ReturnType<typeof finishOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: FinishOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getFinishOidcSignInQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof finishOidcSignIn>>> = ({ signal }) => finishOidcSignIn(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type FinishOidcSignInQueryResult = NonNullable<Awaited<ReturnType<typeof finishOidcSignIn>>>
export type FinishOidcSignInQueryError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useFinishOidcSignIn<TData = Awaited<ReturnType<typeof finishOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  FinishOidcSignInParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof finishOidcSignIn>>,
          TError,
          Awaited<ReturnType<typeof finishOidcSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinishOidcSignIn<TData = Awaited<ReturnType<typeof finishOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: FinishOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof finishOidcSignIn>>,
          TError,
          Awaited<ReturnType<typeof finishOidcSignIn>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useFinishOidcSignIn<TData = Awaited<ReturnType<typeof finishOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: FinishOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Come back from the organisation's provider
 */

export function useFinishOidcSignIn<TData = Awaited<ReturnType<typeof finishOidcSignIn>>, TError = ErrorType<void | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: FinishOidcSignInParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof finishOidcSignIn>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getFinishOidcSignInQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The identity hand-off: the console polls it at start-up (every 200 ms, up to 100 times) until it answers with a user, exactly as it would wait for a host console. Answers 401 when there is no session.
 * @summary Get the signed-in user's identity
 */
export const getSession = (
    params?: GetSessionParams,
 options?: SecondParameter<typeof gatewayRequest>,signal?: AbortSignal
) => {
      
      
      return gatewayRequest<SessionResponse>(
      {url: `/auth/session`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getGetSessionQueryKey = (params?: GetSessionParams,) => {
    return [
    `/auth/session`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getGetSessionQueryOptions = <TData = Awaited<ReturnType<typeof getSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(params?: GetSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSessionQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSession>>> = ({ signal }) => getSession(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSessionQueryResult = NonNullable<Awaited<ReturnType<typeof getSession>>>
export type GetSessionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>


export function useGetSession<TData = Awaited<ReturnType<typeof getSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params: undefined |  GetSessionParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSession>>,
          TError,
          Awaited<ReturnType<typeof getSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSession<TData = Awaited<ReturnType<typeof getSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSession>>,
          TError,
          Awaited<ReturnType<typeof getSession>>
        > , 'initialData'
      >, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSession<TData = Awaited<ReturnType<typeof getSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Get the signed-in user's identity
 */

export function useGetSession<TData = Awaited<ReturnType<typeof getSession>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | ServerErrorResponse>>(
 params?: GetSessionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSession>>, TError, TData>>, request?: SecondParameter<typeof gatewayRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSessionQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



