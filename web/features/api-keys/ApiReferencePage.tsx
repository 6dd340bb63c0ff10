/**
 * /docs/api (public): the public API's reference, rendered from the OpenAPI document the API serves
 * (/api/v1/openapi.json, generated from the handlers' own zod contracts), so the page cannot drift from them.
 * It loads no zod and no Amplify: it reads the JSON and lists each operation, its scope, body and answers.
 */
import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui';
import { copyText } from '../tracking/copy-text';
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

/**
 * An operation's curl example, shown whole (a POST's body was cut off at the box's height) with a Copy button
 * that copies exactly what is shown; 'Copied' shows on the button for 2 s and is said by the status.
 */
function CurlExample({ method, path, op }: { method: string; path: string; op: Operation }) {
  const name = `${method.toUpperCase()} ${path}`;
  const example = curlExample(method, path, op, window.location.origin);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await copyText(example);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <div className={styles.exampleHead}>
        <h3>Example</h3>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
          <span className="sr-only"> the {name} example</span>
        </Button>
      </div>
      <pre className={styles.example} role="region" tabIndex={0} aria-label={`Example: ${name} with curl`}>
        {example}
      </pre>
      {/* The button already shows 'Copied'; the refusal needs words on the page. */}
      <p role="status" className={copied === 'failed' ? styles.copyFailed : 'sr-only'}>
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Could not copy. Select the text and copy it.'
            : ''}
      </p>
    </>
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
      <CurlExample method={method} path={path} op={op} />
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
