import { contactLimitLine, monthlySendLine, seatLine, type Plan } from '../../../shared/plans';
import { Button } from '../../components/ui';
import styles from './PlanPage.module.css';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

const limitText = (limit: number | null) =>
  limit === null ? 'Unlimited projects' : `${limit} project${limit === 1 ? '' : 's'}`;

/** One plan of docs/product.md › Plans: price, project limit, features, and its action (or 'Current Plan'). */
export function PlanCard({ plan, current, busy, disabled, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      className={[styles.card, current ? styles.current : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <header>
        <h2 id={headingId} className={styles.name}>
          {plan.name}
          {current && <span className={styles.badge}>Current plan</span>}
        </h2>
        <p className={styles.price}>
          <span className={styles.amount}>${plan.monthlyPrice}</span> per month
        </p>
        <p className={styles.limit}>{limitText(plan.projectLimit)}</p>
        <p className={styles.limit}>{monthlySendLine(plan.tier)}</p>
        <p className={styles.limit}>{contactLimitLine(plan.tier)}</p>
        <p className={styles.limit}>{seatLine(plan.tier)}</p>
      </header>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Button
        variant={current ? 'outline' : 'primary'}
        block
        disabled={current || disabled}
        loading={busy}
        onClick={onChoose}
      >
        {current ? 'Current Plan' : busy ? 'Please wait...' : `Choose ${plan.name}`}
      </Button>
    </article>
  );
}
