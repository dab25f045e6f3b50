/**
 * The editor's calls to `/api/editor` (server/routes/editor.ts): JSON in and out, the session's
 * CSRF token on every write. A refusal keeps its field errors (`errors`, dotted paths).
 */
export interface ApiFailure {
  status: number;
  message: string;
  errors: Record<string, string[]>;
}

export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiFailure);

let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

export async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/editor${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'The store cannot be reached. Check your connection.',
      errors: {},
    };
  }
  if (response.status === 204) return { ok: true, data: undefined as T };
  const json = (await response.json().catch(() => ({}))) as {
    data?: T;
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (response.ok) return { ok: true, data: json.data as T };
  return {
    ok: false,
    status: response.status,
    message: json.message ?? `The store answered ${response.status}.`,
    errors: json.errors ?? {},
  };
}

/** Uploads one image to the media library; its address, or the store's reason. */
export async function uploadImage(
  file: File,
): Promise<ApiResult<{ url: string; width: number; height: number }>> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch('/api/editor/media', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-csrf-token': csrfToken },
      body: form,
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: { url: string; width: number; height: number };
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.ok && json.data) return { ok: true, data: json.data };
    return {
      ok: false,
      status: response.status,
      message: json.errors?.file?.[0] ?? json.message ?? `The store answered ${response.status}.`,
      errors: json.errors ?? {},
    };
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'The store cannot be reached. Check your connection.',
      errors: {},
    };
  }
}
