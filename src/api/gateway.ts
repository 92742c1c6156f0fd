export const gatewayRequest = async <T>(c: unknown, o?: unknown): Promise<T> => { void c; void o; return undefined as T; }; export type ErrorType<E> = E; export type BodyType<B> = B;
