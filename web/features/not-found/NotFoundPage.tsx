import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Mascot } from '../../components/brand/Mascot';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import styles from './NotFoundPage.module.css';

/** Any unknown path (docs/product.md › Not-found page). */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useAuth();
  const signedIn = status === 'signedIn';

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className={styles.wrap}>
      <div className={styles.inner}>
        <Mascot className={styles.mascot} withBanana={false} />
        <h1 className={styles.code}>404</h1>
        <p className={styles.message}>Oops! Page not found</p>
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="lg"
            onClick={() => navigate(signedIn ? paths.dashboard : paths.home)}
          >
            {signedIn ? 'Return to Dashboard' : 'Return to Home'}
          </Button>
          {signedIn && <Link to={paths.editor}>Open the email editor</Link>}
        </div>
      </div>
    </div>
  );
}
