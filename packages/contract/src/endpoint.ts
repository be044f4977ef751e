import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the server enforces it before the handler runs, whatever the UI hides.
 * `owner`: the caller may act on the investigation the path names (its owner; an admin may open and work in any).
 */
export type Access = 'public' | 'signedIn' | 'owner' | 'admin' | 'omnipotent' | 'omnisol';

/** A user kind an endpoint asks for on top of its access level (doc 2 §6: who edits documents, who generates pages). */
export type RequiredUserKind = 'omnipotent' | 'omnisol' | 'facultyWorks';

/**
 * What an `owner` endpoint does to its investigation; the policy answers per action (see `investigationAbilities`).
 * `screen`: vote, note, label and read-mark documents (what a reviewer the owner invited may do); `share`: invite and
 * revoke colleagues.
 */
export const investigationActions = ['open', 'screen', 'work', 'share', 'delete'] as const;
export type InvestigationAction = (typeof investigationActions)[number];

/** One call of the API: the single description both the server route and the web client are built from. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: Access;
  /** For `owner` endpoints: what the call does to the investigation (default: GET opens, anything else works in it). */
  action?: InvestigationAction;
  /** Only users of this kind may call it: the owner of the investigation without it gets 403. */
  requires?: RequiredUserKind;
  /** The body is multipart/form-data (file uploads): read by the route itself, not by a zod schema. */
  multipart?: true;
  summary: string;
  /**
   * A link mailed to the user, whose token is its authority: a POST to it needs no Client-Id header, because a
   * mail client's one-click unsubscribe (RFC 8058) and a plain HTML form cannot send one.
   */
  signedLink?: true;
  /** The client repeats the call once when it answers 307 (doc 1 §4: sign-in and sign-up). */
  retryOn307?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint;

/** The action an `owner` endpoint needs from the policy. */
export const actionOf = (endpoint: Pick<Endpoint, 'method' | 'action'>): InvestigationAction =>
  endpoint.action ?? (endpoint.method === 'GET' ? 'open' : 'work');

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type BodyOf<E extends Endpoint> = InferInput<E['body']>;
export type QueryOf<E extends Endpoint> = InferInput<E['query']>;
export type ParamsOf<E extends Endpoint> = InferInput<E['params']>;
export type ResponseOf<E extends Endpoint> = Infer<E['response']>;
