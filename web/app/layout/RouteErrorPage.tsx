import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import styles from '../BootError.module.css';

/** The router's error element: a render error or a page chunk that failed to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className={styles.page}>
      <div className={styles.box} role="alert">
        <h1>Something went wrong</h1>
        <p>
          {chunkFailed
            ? 'This page could not be loaded. A new version of Jungle Mail may be available.'
            : 'An unexpected error stopped this page. Reloading usually fixes it.'}
        </p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>{' '}
        <a href="/">Go to the home page</a>
      </div>
    </main>
  );
}
