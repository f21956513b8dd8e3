import { RequestMethod, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants.js';
import { MetadataScanner } from '@nestjs/core';
import { AdminGuard } from '../auth/admin.guard.js';
import { IS_PUBLIC_KEY } from '../auth/public.decorator.js';
import { bodyLimitOf } from '../http/route-body-limit.js';
import { API_ROUTE_KEY, API_TAG_KEY, type ApiRouteDoc } from './api-route.decorator.js';

/** One route of a controller, with what its decorators say about it. */
export interface DocumentedRoute {
  /** `GET`, `POST`, ... */
  method: string;
  /** As the router knows it: `/api/material-prices/:materialId/:thickness`. */
  path: string;
  /** Controller and handler, `adminMaterialPricesUpdateMany`: unique, stable with the names. */
  operationId: string;
  tag: string | undefined;
  /** Undefined for a route that nobody documented. */
  doc: ApiRouteDoc | undefined;
  /** Behind the AdminGuard and not `@Public()`: needs the admin session. */
  adminOnly: boolean;
  /** `@HttpCode`, else what Nest answers by default: 201 for POST, 200 otherwise. */
  successStatus: number;
  bodyLimitBytes: number;
}

const scanner = new MetadataScanner();

/**
 * Every route handler of the controllers, as Nest registers them under `prefix`, with the
 * metadata the API description needs. Routes come back in the order of the controllers.
 */
export function routesOf(controllers: readonly Type[], prefix: string): DocumentedRoute[] {
  return controllers.flatMap((controller) => {
    const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
    const guardedClass = hasAdminGuard(controller);
    const tag = Reflect.getMetadata(API_TAG_KEY, controller) as string | undefined;
    const prototype = controller.prototype as Record<string, object>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name]!;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as
        RequestMethod | undefined;
      if (requestMethod === undefined) return [];
      const method = RequestMethod[requestMethod];
      // Read as the AdminGuard reads it: the handler's mark, else the controller's.
      const isPublic =
        (Reflect.getMetadata(IS_PUBLIC_KEY, handler) ??
          Reflect.getMetadata(IS_PUBLIC_KEY, controller)) === true;
      const adminOnly = (guardedClass || hasAdminGuard(handler)) && !isPublic;
      const status = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      return controllerPaths.flatMap((controllerPath) =>
        pathsOf(Reflect.getMetadata(PATH_METADATA, handler)).map((handlerPath) => ({
          method,
          path: joinPath(prefix, controllerPath, handlerPath),
          operationId: operationId(controller.name, name),
          tag,
          doc: Reflect.getMetadata(API_ROUTE_KEY, handler) as ApiRouteDoc | undefined,
          adminOnly,
          successStatus: status ?? (method === 'POST' ? 201 : 200),
          bodyLimitBytes: bodyLimitOf(handler),
        })),
      );
    });
  });
}

/** `/api/material-prices/:materialId` as OpenAPI writes it: `/api/material-prices/{materialId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The `:name` parameters of a route path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

function pathsOf(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.map(String);
  return [typeof metadata === 'string' ? metadata : '/'];
}

/** Joins the parts as Nest does: one slash between non-empty parts, none at the end. */
function joinPath(...parts: string[]): string {
  const segments = parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${segments.join('/')}`;
}

function hasAdminGuard(target: object): boolean {
  const guards = (Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as unknown[];
  return guards.includes(AdminGuard);
}

/**
 * `AdminMaterialPricesController.updateMany` -> `adminMaterialPricesUpdateMany`. No separator:
 * Swagger UI reads `_` in a deep link as an escaped space.
 */
function operationId(className: string, handler: string): string {
  const controller = className.replace(/Controller$/, '');
  const joined = `${controller}${handler.charAt(0).toUpperCase()}${handler.slice(1)}`;
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}
