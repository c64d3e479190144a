import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), so a
 * route added anywhere shows up here without anyone listing it. Each line of the radix tree is a
 * fragment of the path under its parent (4 characters of indent per level), with the methods in
 * brackets when a route ends there.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method: method as HTTPMethods, url });
  }
  // The parser is checked against the router itself: a misread line would name no route.
  for (const route of routes) if (!app.hasRoute(route)) throw new Error(`route list misread: ${route.method} ${route.url} is not a route`);
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
