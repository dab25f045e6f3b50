/**
 * The one input-cleaning layer at the HTTP edge, in front of the store API and the storefront's
 * loaders and actions alike. Text that no field can hold is refused here with a 400 and a clear
 * message, before any schema, query or database sees it:
 * - a NUL character or an unpaired UTF-16 surrogate in the path, a query key or value, a JSON
 *   body (keys and strings at any depth) or a form field (PostgreSQL cannot store either in text
 *   or jsonb, so they used to end as a 500);
 * - a JSON body nested deeper than `maxJsonDepth` (the body size is bounded by the body limit).
 * A body that is not valid JSON is left to the route, which answers its own 400.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/** Deepest JSON nesting accepted in a request body; no store request needs more than a few. */
export const MAX_JSON_DEPTH = 32;

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or an unpaired surrogate. */
export function hasForbiddenText(text: string): boolean {
  return text.includes('\u0000') || unpairedSurrogate.test(text);
}

const forbiddenTextMessage = (where: string) =>
  `${where} contains a NUL character or an unpaired surrogate, which no field accepts.`;

/** Decodes percent-escapes as the router does: a malformed escape stays as it is. */
function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The first place in a parsed JSON value holding forbidden text, as a dotted path, or null. */
export function findForbiddenJson(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasForbiddenText(item)) return path || '_';
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => {
        stack.push([child, path ? `${path}.${index}` : String(index)]);
      });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Deepest bracket nesting of JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return deepest;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const formType = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

function refuse(c: Context, message: string, field?: string): Response {
  if (c.req.path.startsWith('/api/')) {
    throw new ApiError(400, message, field ? { [field]: [message] } : undefined);
  }
  return c.text(`Bad request: ${message}`, 400, { 'Cache-Control': 'no-store' });
}

export interface CleanInputOptions {
  /**
   * Deepest JSON nesting accepted.
   * @default MAX_JSON_DEPTH
   */
  maxJsonDepth?: number;
}

/**
 * Refuses requests carrying text no field can hold (see the module comment). Mount it after the
 * body limit, so no body is read beyond that limit.
 */
export function cleanInput(options: CleanInputOptions = {}): MiddlewareHandler {
  const maxDepth = options.maxJsonDepth ?? MAX_JSON_DEPTH;
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (hasForbiddenText(decodeLeniently(url.pathname))) return refuse(c, forbiddenTextMessage('The path'));
    for (const [key, value] of new URLSearchParams(url.search)) {
      if (hasForbiddenText(key) || hasForbiddenText(value)) {
        return refuse(c, forbiddenTextMessage(`The query parameter "${key.slice(0, 50)}"`), key.slice(0, 50));
      }
    }
    if (bodyMethods.has(c.req.method) && c.req.raw.body) {
      const type = c.req.header('content-type') ?? '';
      if (formType.test(type)) {
        // The storefront's route actions read the original body; the check reads a copy.
        let form: FormData | null = null;
        try {
          form = await c.req.raw.clone().formData();
        } catch {
          form = null; // a malformed form is the action's to refuse
        }
        for (const [key, value] of form ?? []) {
          if (hasForbiddenText(key) || (typeof value === 'string' && hasForbiddenText(value))) {
            return refuse(c, forbiddenTextMessage(`The form field "${key.slice(0, 50)}"`), key.slice(0, 50));
          }
        }
      } else if (c.req.path.startsWith('/api/')) {
        // API routes read JSON whatever the declared type; Hono keeps this text for them.
        const text = await c.req.text();
        if (jsonDepth(text) > maxDepth) {
          return refuse(c, `The JSON body is nested too deeply (at most ${maxDepth} levels).`);
        }
        let body: unknown;
        let parsed = true;
        try {
          body = JSON.parse(text);
        } catch {
          parsed = false;
        }
        const field = parsed ? findForbiddenJson(body) : null;
        if (field !== null)
          return refuse(c, forbiddenTextMessage(`The field "${field.slice(0, 100)}"`), field);
      }
    }
    await next();
  };
}
