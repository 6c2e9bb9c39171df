/** Shapes shared by the API fuzz (src/server/http/fuzz.test.ts): operations read from the OpenAPI
 * document, the pools of real ids it draws from, and the requests it sends. */

export type Role = 'guest' | 'customer' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const ROLES: Role[] = ['guest', 'customer', 'admin'];

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  key: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** A server-sent-event stream: its success never ends, so it is only sent refusable requests. */
  stream: boolean;
}
export interface Pools {
  /** Ids of the fuzzing customer's own rows (they may be consumed by successful requests). */
  own: string[];
  /** Ids of another customer's rows: the fuzzing customer must never act on them. */
  others: string[];
  /** Public names: dishes and pictures. */
  shared: string[];
  /**
   * The same ids by the path that names them ('/api/cart/items/' -> cart lines of both customers),
   * so a path parameter is often a real row of the right kind: someone's own, or someone else's.
   */
  byPath: Record<string, string[]>;
  /** Ids by the body field that names them (dishId -> dishes, addressId -> both customers' addresses). */
  byField: Record<string, string[]>;
  emails: string[];
  /** Picture URLs a dish may use. */
  imageUrls: string[];
}
export interface FuzzRequest {
  method: Method;
  url: string;
  /** The raw body text (JSON, or deliberately not). */
  body?: string;
  contentType?: string;
  csrf: boolean;
  /** Sent from this address instead of the role's own (spreads the per-address rate limits). */
  ip: string | null;
  mutation: string;
  /** Strings the request carried: the answer may echo them, so they are not judged as leaks. */
  echoes: string[];
}
