import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JungleBackground } from '../../components/brand/JungleBackground';
import { Mascot } from '../../components/brand/Mascot';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { paths } from '../../config/paths';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { FORM_FLOW_STATE, PENDING_BUSINESS_DESCRIPTION_KEY, writePending } from '../../lib/pending-progress';
import { BLANK_DESCRIPTION_MESSAGE, checkBusinessDescription, DESCRIPTION_FIELD } from './landing';
import frame from '../../styles/page-frame.module.css';
import speech from '../../styles/speech-bubble.module.css';
import styles from './LandingPage.module.css';

/**
 * '/': the first onboarding step (docs/product.md › Describing the business). The background and mascot are inline SVG, so the
 * page is ready as soon as it mounts. The signed-in redirect to /dashboard belongs to the onboarding
 * redirect rules (shared/onboarding/redirect-rules.ts).
 */
export function LandingPage() {
  const navigate = useNavigate();
  const [description, setDescription] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);

  // The page is prerendered and hydrates in the background. Whatever a visitor did before the script took over is
  // kept: text typed into the box, or a submit, which without the script is a plain GET to
  // /?businessDescription=… (the textarea's name) and carries on here as the script would have.
  const [params] = useSearchParams();
  const submitted = params.get(DESCRIPTION_FIELD);
  useTypedBeforeHydration(textarea, description, (typed) => {
    if (submitted === null) setDescription(typed);
  });
  useEffect(() => {
    if (submitted === null) return;
    setDescription(submitted);
    if (!carryOn(submitted)) navigate(paths.home, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  /** Stores a non-blank description and moves to the next step; false (and nothing stored) when it is blank. */
  function carryOn(raw: string): boolean {
    const check = checkBusinessDescription(raw);
    if (!check.ok) return false;
    writePending(PENDING_BUSINESS_DESCRIPTION_KEY, check.description);
    navigate(paths.optionalSignup, { replace: true, state: FORM_FLOW_STATE });
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (carryOn(description)) return;
    window.alert(BLANK_DESCRIPTION_MESSAGE); // docs/product.md › Describing the business: "gives the alert"
    textarea.current?.focus();
  }

  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <JungleBackground className={styles.background} />
      <div className={styles.content}>
        <div className={styles.intro}>
          <h1 id="landing-title">Email marketing that swings into action</h1>
          <p className={styles.lead}>
            Describe your business and we'll set up automated and promotional emails on your own domain, one
            friendly step at a time.
          </p>
        </div>
        <div className={styles.row}>
          <div className={styles.guide}>
            <p className={`${speech.bubble} ${styles.bubble}`} id="landing-bubble">
              Tell me about your business and I'll help you get started!
            </p>
            <Mascot className={styles.mascot} />
          </div>
          <form
            className={`${frame.panel} ${styles.form}`}
            onSubmit={onSubmit}
            method="get"
            action={paths.home}
            noValidate
            aria-describedby="landing-bubble"
          >
            <Field label="Describe your business">
              <Textarea
                ref={textarea}
                className={styles.textarea}
                rows={8}
                name={DESCRIPTION_FIELD}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                placeholder="e.g. I run an online store selling handmade soy candles and natural soaps. Most of my customers find me on Instagram and I want them to come back for new scents."
              />
            </Field>
            <Button type="submit" size="lg" block className={styles.submit}>
              Make Me An Email Marketing Machine!
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
