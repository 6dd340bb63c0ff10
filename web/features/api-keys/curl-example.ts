/**
 * The curl line the API reference shows under each operation: the method, the address on this site (a path
 * parameter filled with the document's example, URL-encoded), the key from an environment variable and, for
 * an operation with a body, the document's example body. Pure.
 */
export interface ExampleOperation {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
}

/** Quoted for a POSIX shell: inside single quotes, a single quote is closed, escaped and opened again. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export function curlExample(method: string, path: string, op: ExampleOperation, origin: string): string {
  let filled = path;
  for (const param of op.parameters ?? [])
    if (param.in === 'path' && param.example !== undefined)
      filled = filled.replace(`{${param.name}}`, encodeURIComponent(String(param.example)));
  const lines = [
    `curl -X ${method.toUpperCase()} ${shellQuote(origin + filled)}`,
    `-H "Authorization: Bearer $JM_API_KEY"`,
  ];
  const example = op.requestBody?.content['application/json'].example;
  if (example !== undefined)
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(example, null, 2))}`);
  return lines.join(' \\\n  ');
}
