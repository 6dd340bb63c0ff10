import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../features/legal/legal';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>© {new Date().getFullYear()} Jungle Mail</p>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            <li>
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfService}>Terms of Service</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
