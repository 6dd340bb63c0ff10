/** Plain fetch for the smoke test: what a browser would send, JSON when the answer is JSON. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = Record<string, unknown>>(
  url: string,
  options: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    redirect: 'manual',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** `status` as expected, or an error naming the URL, the status and the start of the answer. */
export function expectStatus(answer: Answer<unknown>, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} (expected ${status}): ${answer.text.slice(0, 200)}`);
}
