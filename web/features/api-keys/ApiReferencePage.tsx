/**
 * /docs/api (public): the public API's reference, rendered from the OpenAPI document the API serves
 * (/api/v1/openapi.json, generated from the handlers' own zod contracts), so the page cannot drift from them.
 * It loads no zod and no Amplify: it reads the JSON and lists each operation, its scope, body and answers.
 */
import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { curlExample, type ExampleOperation } from './curl-example';
import styles from './ApiReference.module.css';

interface Operation extends ExampleOperation {
  summary: string;
  description?: string;
  'x-scope'?: string;
  requestBody?: { content: { 'application/json': { schema: unknown; example?: unknown } } };
  responses: Record<string, { description: string }>;
}
interface Doc {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

function useOpenApi() {
  const [state, setState] = useState<{ doc?: Doc; error?: string }>({});
  useEffect(() => {
    let live = true;
    fetch('/api/v1/openapi.json')
      .then((res) => (res.ok ? (res.json() as Promise<Doc>) : Promise.reject(new Error(String(res.status)))))
      .then((doc) => live && setState({ doc }))
      .catch(() => live && setState({ error: 'The API reference could not be loaded. Please try again.' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function ApiReferencePage() {
  const { doc, error } = useOpenApi();
  usePageReady(doc !== undefined || error !== undefined);
  return (
    <div className={styles.page}>
      <h1>API reference</h1>
      {error && <p role="alert">{error}</p>}
      {!doc && !error && <p>Loading…</p>}
      {doc && (
        <>
          <Markdown skipHtml>{doc.info.description}</Markdown>
          <p>
            The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI
            3.1).
          </p>
          {Object.entries(doc.paths).flatMap(([path, operations]) =>
            Object.entries(operations).map(([method, op]) => (
              <OperationView key={`${method} ${path}`} method={method} path={path} op={op} />
            )),
          )}
        </>
      )}
    </div>
  );
}

function OperationView({ method, path, op }: { method: string; path: string; op: Operation }) {
  const schema = op.requestBody?.content['application/json'].schema;
  return (
    <section className={styles.operation} aria-label={`${method.toUpperCase()} ${path}`}>
      <h2>
        <code>
          {method.toUpperCase()} {path}
        </code>
      </h2>
      <p>
        <strong>{op.summary}.</strong>
      </p>
      {op.description && <Markdown skipHtml>{op.description}</Markdown>}
      {op['x-scope'] && (
        <p>
          Scope: <code>{op['x-scope']}</code>
        </p>
      )}
      <h3>Example</h3>
      <pre
        className={styles.schema}
        role="region"
        tabIndex={0}
        aria-label={`Example: ${method.toUpperCase()} ${path} with curl`}
      >
        {curlExample(method, path, op, window.location.origin)}
      </pre>
      {schema !== undefined && (
        <details>
          <summary>Request body (JSON Schema)</summary>
          <pre className={styles.schema}>{JSON.stringify(schema, null, 2)}</pre>
        </details>
      )}
      <h3>Answers</h3>
      <dl className={styles.answers}>
        {Object.entries(op.responses).map(([status, answer]) => (
          <div key={status}>
            <dt>
              <code>{status}</code>
            </dt>
            <dd>
              <Markdown skipHtml>{answer.description}</Markdown>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
