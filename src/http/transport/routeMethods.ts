/**
 * Which methods each path of the service answers, learnt from the routes as
 * they are registered: a known path asked with another method is 405 with
 * `Allow`, not 404, and OPTIONS on it lists the methods.
 */
import type { FastifyInstance } from 'fastify';

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/v1/tojeong/gwae/:id` → a pattern where `:id` is any one non-empty segment; a trailing slash is ignored, as the router does. */
function pathPattern(url: string): RegExp {
  const segments = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}/?$`);
}

export class RouteMethods {
  private readonly paths = new Map<string, PathMethods>();

  /** Records every route `app` (and its child scopes) registers from now on. */
  learnFrom(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let entry = this.paths.get(route.url);
      if (!entry) {
        entry = { pattern: pathPattern(route.url), methods: new Set() };
        this.paths.set(route.url, entry);
      }
      for (const method of methods) entry.methods.add(method);
    });
  }

  /** The methods `path` (without its query) answers, OPTIONS included; null for an unknown path. */
  allowed(path: string): string[] | null {
    const methods = new Set<string>();
    for (const entry of this.paths.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    if (methods.size === 0) return null;
    methods.add('OPTIONS');
    return [...methods].sort();
  }
}
