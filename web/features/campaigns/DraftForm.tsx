import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Campaign, UpdateCampaignBody } from '../../../shared/contracts/campaigns';
import { Button, ButtonLink, Field, Input } from '../../components/ui';
import { useSetupQuery } from '../../lib/setup-api';
import { editorProjectPath } from '../../config/paths';
import { CheckboxField } from '../onboarding/components/CheckboxField';
import { FromFields } from './FromFields';
import { AudienceFields, audienceCheck, audienceDraftOf, type AudienceDraft } from './AudienceFields';
import { campaignKeys, failureText, updateCampaign, useCampaignChecks } from './campaigns-api';
import styles from './Campaigns.module.css';

interface Draft {
  name: string;
  subject: string;
  previewText: string;
  replyTo: string;
  fromName: string;
  fromLocalPart: string;
  audience: AudienceDraft;
  addUtm: boolean;
}

const draftOf = (c: Campaign): Draft => ({
  name: c.name,
  subject: c.subject,
  previewText: c.previewText,
  replyTo: c.replyTo ?? '',
  fromName: c.fromName,
  fromLocalPart: c.fromLocalPart,
  audience: audienceDraftOf(c.audience),
  addUtm: c.addUtm,
});

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The campaign page's details: the audience, From name and address, subject, preview text and reply-to of a
 * draft (or scheduled) campaign. What is typed
 * stays in the form until it is saved; a failed save keeps it and says why. "Use the latest version" is
 * offered only while the checks (the same query as the checks list) say the email changed after the
 * campaign took its copy, so it goes once the campaign has switched to it.
 */
export function DraftForm({ campaign, onDirty }: { campaign: Campaign; onDirty: (dirty: boolean) => void }) {
  const queryClient = useQueryClient();
  const setup = useSetupQuery();
  const checks = useCampaignChecks(campaign.id, true);
  const outdated = checks.data?.checks.some((c) => c.id === 'snapshot-outdated') ?? false;
  const [saved, setSaved] = useState(() => draftOf(campaign));
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState<'save' | 'email' | ''>('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const change = (next: Draft) => {
    setDraft(next);
    onDirty(!same(next, saved));
    setNote('');
  };

  async function save(body: UpdateCampaignBody, kind: 'save' | 'email') {
    setBusy(kind);
    setError('');
    try {
      const next = await updateCampaign(campaign.id, body);
      queryClient.setQueryData(campaignKeys.one(campaign.id), next);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.checks(campaign.id) });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all, exact: true });
      if (kind === 'save') {
        const now = draftOf(next);
        setSaved(now);
        setDraft(now);
        onDirty(false);
        setNote('Saved.');
      } else setNote('The campaign now uses the latest version of the email.');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy('');
    }
  }

  const audience = audienceCheck(draft.audience);
  return (
    <form
      className={styles.section}
      aria-labelledby="details-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!audience.ok) return setError(audience.message);
        void save(
          {
            name: draft.name,
            subject: draft.subject,
            previewText: draft.previewText,
            replyTo: draft.replyTo.trim(),
            fromName: draft.fromName,
            fromLocalPart: draft.fromLocalPart,
            audience: audience.audience,
            addUtm: draft.addUtm,
          },
          'save',
        );
      }}
    >
      <h2 id="details-heading">Details</h2>
      <div className={styles.actions}>
        <ButtonLink to={editorProjectPath(campaign.projectId)} variant="outline" size="sm">
          Edit the email
        </ButtonLink>
        {(outdated || busy === 'email') && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={busy === 'email'}
            onClick={() => void save({ projectId: campaign.projectId }, 'email')}
          >
            Use the latest version
          </Button>
        )}
      </div>
      <Field label="Campaign name">
        <Input
          value={draft.name}
          onChange={(e) => change({ ...draft, name: e.target.value })}
          maxLength={100}
        />
      </Field>
      <AudienceFields
        value={draft.audience}
        onChange={(a) => change({ ...draft, audience: a })}
        showErrors={tried}
      />
      <FromFields
        fromName={draft.fromName}
        fromLocalPart={draft.fromLocalPart}
        domain={setup.data?.domain ?? null}
        onChange={(from) => change({ ...draft, ...from })}
      />
      <Field label="Subject" hint="Prefilled from the email's settings.">
        <Input
          value={draft.subject}
          onChange={(e) => change({ ...draft, subject: e.target.value })}
          maxLength={200}
        />
      </Field>
      <Field label="Preview text" hint="Shown after the subject in most inboxes.">
        <Input
          value={draft.previewText}
          onChange={(e) => change({ ...draft, previewText: e.target.value })}
          maxLength={200}
        />
      </Field>
      <Field label="Reply-to address" hint="Optional: where replies go.">
        <Input
          type="email"
          value={draft.replyTo}
          onChange={(e) => change({ ...draft, replyTo: e.target.value })}
          autoComplete="email"
        />
      </Field>
      <CheckboxField
        label="Add UTM parameters to links"
        description="Links get utm_source=junglemail, utm_medium=email and the campaign's name, so your site's analytics can tell these visits came from this campaign. Links that already have UTM parameters are left as they are."
        checked={draft.addUtm}
        onChange={(e) => change({ ...draft, addUtm: e.target.checked })}
      />
      {error && <p role="alert">{error}</p>}
      {note && <p role="status">{note}</p>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy === 'save'} disabled={same(draft, saved)}>
          {busy === 'save' ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
