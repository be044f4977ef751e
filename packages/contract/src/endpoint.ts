import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who may call an endpoint; the server enforces it, whatever the UI hides. */
export type Access = 'public' | 'signedIn' | 'admin' | 'omnipotent' | 'omnisol';

/** One call of the API: the single description both the server route and the web client are built from. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  /** The client repeats the call once when it answers 307 (doc 1 §4: sign-in and sign-up). */
  retryOn307?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type BodyOf<E extends Endpoint> = InferInput<E['body']>;
export type QueryOf<E extends Endpoint> = InferInput<E['query']>;
export type ParamsOf<E extends Endpoint> = InferInput<E['params']>;
export type ResponseOf<E extends Endpoint> = Infer<E['response']>;
