import { SetMetadata } from '@nestjs/common';
import { type ErrorBody } from '@shop/contracts';
import { type $ZodObject, type $ZodType, type input, type output } from 'zod/v4/core';

export const API_ROUTE_KEY = 'apiRoute';
export const API_TAG_KEY = 'apiTag';

/**
 * When a route answers an error status, optionally with the body it answers then (merged over a
 * generic example of that status).
 */
export type ErrorDoc = string | { when: string; example: Partial<ErrorBody> };

/**
 * Error answers a route gives besides the ones the gateway adds by itself (401 on admin routes,
 * 403 on every mutation, 413 on every body), by status.
 */
export type DocumentedErrors = Partial<
  Record<400 | 401 | 404 | 409 | 413 | 422 | 429 | 503 | 504 | 507, ErrorDoc>
>;

/** A request body: its contract, and a realistic example that the contract accepts. */
export interface ApiBodyDoc<Body extends $ZodType = $ZodType> {
  schema: Body;
  example: input<Body>;
  /** `application/json` unless stated. */
  contentType?: 'application/json' | 'multipart/form-data';
  description?: string;
}

/** A successful answer: its contract (none for 204) and an example of it. */
export interface ApiResponseDoc<Response extends $ZodType = $ZodType> {
  description: string;
  schema?: Response;
  example?: output<Response>;
  /** `application/json` unless stated; several when one route serves several kinds of file. */
  contentType?: string | string[];
  /** Headers the answer carries besides the usual ones (a download's Content-Disposition). */
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

/** Everything the API description says about one route, beside the route itself. */
export interface ApiRouteDoc<
  Body extends $ZodType = $ZodType,
  Response extends $ZodType = $ZodType,
> {
  summary: string;
  description?: string;
  /** Path parameters, one property per `:name` in the route. */
  params?: $ZodObject;
  query?: $ZodObject;
  body?: ApiBodyDoc<Body>;
  /** The answer with the handler's own status (`@HttpCode`, else 201 for POST, 200 otherwise). */
  response: ApiResponseDoc<Response>;
  errors?: DocumentedErrors;
  /** Further answers that are not an ErrorBody, by status (the health check's 503). */
  otherResponses?: Record<number, ApiResponseDoc>;
  /** The route reads the visitor's cart cookie and writes it back with every stored change. */
  cartCookie?: true;
  /** The answer starts a new admin session: it sets the session cookie. */
  startsSession?: true;
}

/**
 * Documents a route for `GET /api/openapi.json`. Every route must carry one: a test walks the
 * router and fails on any route without it. Admin access, the success status and the body limit
 * are read from the route's own decorators, not repeated here.
 */
export const ApiRoute = <Body extends $ZodType, Response extends $ZodType>(
  doc: ApiRouteDoc<Body, Response>,
): MethodDecorator => SetMetadata(API_ROUTE_KEY, doc);

/** Groups a controller's routes under one heading of the API description. */
export const ApiTag = (name: string): ClassDecorator => SetMetadata(API_TAG_KEY, name);
