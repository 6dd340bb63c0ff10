import { describe, expect, it } from 'vitest';
import { campaignListResponseSchema, campaignMessages } from '../../../shared/contracts/campaigns';
import { createSendRamp } from '../../../lambdas/domain/items/send-ramp';
import { keys } from '../../../lambdas/table';
import { rawCall } from '../helpers/api';
import { expectError, saved, smallDocument } from '../editor/support';
import { campaignOf, campaignsApi as api, draftOf, sender, store } from './support';

describe('campaign routes', () => {
  it('creates a draft from an email: a snapshot, subject and preview text from its settings, all subscribed contacts', async () => {
    const owner = await sender('create');
    const campaign = await draftOf(owner);
    expect(campaign).toMatchObject({
      projectId: owner.projectId,
      name: 'Campaign create',
      subject: 'Spring sale',
      previewText: '',
      replyTo: null,
      audience: { kind: 'all' },
      status: 'draft',
      scheduledAt: null,
      counters: {
        queued: 0,
        sent: 0,
        failed: 0,
        skipped: 0,
        delivered: 0,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
      },
    });
    const snapshot = await store.get(keys.campaignDocument(owner.sub, campaign.id));
    expect(JSON.parse(String(snapshot?.documentJson))).toMatchObject({ name: 'Spring sale' });
    // The item keeps its counters as top-level numbers (the sending worker adds to them).
    expect(await store.get(keys.campaign(owner.sub, campaign.id))).toMatchObject({ sent: 0, queued: 0 });

    // A later edit in the editor does not change the campaign's copy; choosing the email again does.
    await saved(
      owner,
      1,
      smallDocument('A different text now, long enough to count as the body of an email.', 'Changed'),
    );
    const stale = await api.checks(owner.idToken, campaign.id);
    expect((stale.body as { checks: { id: string }[] }).checks.map((c) => c.id)).toContain(
      'snapshot-outdated',
    );
    expect(
      JSON.parse(String((await store.get(keys.campaignDocument(owner.sub, campaign.id)))?.documentJson)),
    ).toMatchObject({ name: 'Spring sale' });
    const again = campaignOf(await api.patch(owner.idToken, campaign.id, { projectId: owner.projectId }));
    expect(again.subject).toBe('Spring sale');
    expect(
      JSON.parse(String((await store.get(keys.campaignDocument(owner.sub, campaign.id)))?.documentJson)),
    ).toMatchObject({ name: 'Changed' });
    const fresh = await api.checks(owner.idToken, campaign.id);
    expect(fresh.body).toMatchObject({ checks: [], canSend: true, audienceCount: 3 });
  });

  it('takes given fields, lists newest first and only the caller’s', async () => {
    const owner = await sender('list');
    const other = await sender('list-other');
    const first = await draftOf(owner, { name: 'First', replyTo: 'hello@shop.example' });
    const second = await draftOf(owner, {
      name: 'Second',
      subject: 'Hi {{first_name|there}}',
      previewText: 'New candles',
      audience: { kind: 'tags', match: 'any', tags: [' VIP '] },
    });
    expect(first.replyTo).toBe('hello@shop.example');
    expect(second).toMatchObject({
      subject: 'Hi {{first_name|there}}',
      previewText: 'New candles',
      audience: { kind: 'tags', match: 'any', tags: ['vip'] },
    });
    await draftOf(other);
    const list = campaignListResponseSchema.parse((await api.list(owner.idToken)).body).campaigns;
    expect(list.map((c) => c.name)).toEqual(['Second', 'First']);
  });

  it('answers 404 for another account’s campaign and its email, and changes nothing', async () => {
    const owner = await sender('owner');
    const intruder = await sender('intruder');
    const campaign = await draftOf(owner);
    const before = await store.get(keys.campaign(owner.sub, campaign.id));
    const t = intruder.idToken;
    for (const res of [
      await api.get(t, campaign.id),
      await api.patch(t, campaign.id, { name: 'Mine now' }),
      await api.remove(t, campaign.id),
      await api.checks(t, campaign.id),
      await api.action(t, campaign.id, 'send-now'),
      await api.action(t, campaign.id, 'schedule', { at: new Date(Date.now() + 3_600_000).toISOString() }),
      await api.action(t, campaign.id, 'cancel'),
      await api.action(t, campaign.id, 'pause'),
      await api.action(t, campaign.id, 'resume'),
    ])
      expectError(res, 404, 'campaign_not_found', campaignMessages.notFound);
    expect(await store.get(keys.campaign(owner.sub, campaign.id))).toEqual(before);
    // Nor can a campaign be made from someone else's email.
    expectError(
      await api.create(t, { projectId: owner.projectId }),
      404,
      'project_not_found',
      campaignMessages.projectNotFound,
    );
    expectError(await api.get(owner.idToken, 'not-a-campaign'), 404, 'campaign_not_found');
  });

  it('refuses a missing token, malformed JSON, bad fields and oversized bodies', async () => {
    const owner = await sender('bad-input');
    const campaign = await draftOf(owner);
    for (const res of [
      await api.list(undefined),
      await api.create(undefined, { projectId: owner.projectId }),
      await api.get(undefined, campaign.id),
      await api.checks(undefined, campaign.id),
      await api.action(undefined, campaign.id, 'send-now'),
      await api.audienceCount(undefined, { kind: 'all' }),
    ])
      expect(res.status).toBe(401);
    const headers = { 'content-type': 'application/json' };
    const malformed = await rawCall('/api/campaigns', {
      method: 'POST',
      token: owner.idToken,
      body: '{"projectId":',
      headers,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await rawCall(`/api/campaigns/${campaign.id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: JSON.stringify({ name: 'x'.repeat(5000) }),
      headers,
    });
    expect(big.status).toBe(413);
    for (const [body, message] of [
      [{ projectId: owner.projectId, userId: 'someone' }, undefined],
      [{ projectId: owner.projectId, replyTo: 'not-an-address' }, 'Enter a valid reply-to email address.'],
      [
        { projectId: owner.projectId, audience: { kind: 'tags', match: 'any', tags: [] } },
        'Choose at least one tag, or send to all subscribed contacts.',
      ],
      [
        { projectId: owner.projectId, subject: 's'.repeat(201) },
        'Keep the subject to 200 characters or fewer.',
      ],
    ] as const) {
      const res = await api.create(owner.idToken, body);
      expect(res.status, res.text).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await api.patch(owner.idToken, campaign.id, {})).status).toBe(400);
    expect((await api.action(owner.idToken, campaign.id, 'schedule', { at: 'tomorrow' })).status).toBe(400);
    expect((await api.audienceCount(owner.idToken, 'not json')).status).toBe(400);
    const list = campaignListResponseSchema.parse((await api.list(owner.idToken)).body).campaigns;
    expect(list).toHaveLength(1);
    expect(list[0]?.name).toBe('Campaign bad-input');
  });

  it('schedules in the future only, and a scheduled campaign can be edited and cancelled', async () => {
    const owner = await sender('schedule');
    const campaign = await draftOf(owner);
    expectError(
      await api.action(owner.idToken, campaign.id, 'schedule', {
        at: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'invalid_schedule',
      campaignMessages.scheduleInPast,
    );
    expectError(
      await api.action(owner.idToken, campaign.id, 'schedule', {
        at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      }),
      400,
      'invalid_schedule',
      campaignMessages.scheduleTooFar,
    );
    const at = new Date(Date.now() + 2 * 3_600_000);
    const scheduled = campaignOf(
      await api.action(owner.idToken, campaign.id, 'schedule', { at: at.toISOString() }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });
    expect(campaignOf(await api.patch(owner.idToken, campaign.id, { subject: 'Moved' })).subject).toBe(
      'Moved',
    );
    expectError(
      await api.action(owner.idToken, campaign.id, 'pause'),
      409,
      'campaign_wrong_status',
      campaignMessages.cannotPause,
    );
    const cancelled = campaignOf(await api.action(owner.idToken, campaign.id, 'cancel'));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.finishedAt).not.toBeNull();
    expectError(
      await api.patch(owner.idToken, campaign.id, { subject: 'Again' }),
      409,
      'campaign_wrong_status',
      campaignMessages.notEditable,
    );
    expect((await api.remove(owner.idToken, campaign.id)).status).toBe(200);
    expect(await store.get(keys.campaignDocument(owner.sub, campaign.id))).toBeUndefined();
  });

  it('sends now, pauses, resumes and cancels; each only from the statuses that allow it', async () => {
    const owner = await sender('lifecycle');
    const campaign = await draftOf(owner);
    // The send is held, so only these routes move the campaign: its ramp (issue 35) has nothing left to
    // queue and its next step an hour away. Without it the stack's worker mails the 3 people and the send
    // may finish ('sent') before the pause or the cancel on a loaded machine (fresh-clone CI: 409 at cancel).
    await createSendRamp(store, campaign.id, { ramped: true, step: 1, lastStep: 0, quota: 0 });
    expectError(
      await api.action(owner.idToken, campaign.id, 'resume'),
      409,
      'campaign_wrong_status',
      campaignMessages.cannotResume,
    );
    const sending = campaignOf(await api.action(owner.idToken, campaign.id, 'send-now'));
    expect(sending.status).toBe('sending');
    expect(sending.startedAt).not.toBeNull();
    expectError(
      await api.action(owner.idToken, campaign.id, 'send-now'),
      409,
      'campaign_wrong_status',
      campaignMessages.cannotSend,
    );
    expectError(
      await api.patch(owner.idToken, campaign.id, { name: 'Late' }),
      409,
      'campaign_wrong_status',
      campaignMessages.notEditable,
    );
    expectError(
      await api.remove(owner.idToken, campaign.id),
      409,
      'campaign_wrong_status',
      campaignMessages.notDeletable,
    );
    expect(campaignOf(await api.action(owner.idToken, campaign.id, 'pause')).status).toBe('paused');
    expectError(await api.action(owner.idToken, campaign.id, 'pause'), 409, 'campaign_wrong_status');
    expect(campaignOf(await api.action(owner.idToken, campaign.id, 'resume')).status).toBe('sending');
    expect(campaignOf(await api.action(owner.idToken, campaign.id, 'cancel')).status).toBe('cancelled');
    expectError(
      await api.action(owner.idToken, campaign.id, 'cancel'),
      409,
      'campaign_wrong_status',
      campaignMessages.cannotCancel,
    );
    const after = campaignOf(await api.get(owner.idToken, campaign.id));
    expect(after.status).toBe('cancelled');
    // The hold held: nobody was queued or mailed.
    expect(after.counters).toMatchObject({ queued: 0, sent: 0 });
  });

  it('only one of two racing changes wins: sending a draft and deleting it', async () => {
    const owner = await sender('race');
    for (let round = 0; round < 3; round += 1) {
      const campaign = await draftOf(owner);
      const [send, remove] = await Promise.all([
        api.action(owner.idToken, campaign.id, 'send-now'),
        api.remove(owner.idToken, campaign.id),
      ]);
      const oks = [send.status, remove.status].filter((s) => s === 200);
      expect(oks, `${send.text} ${remove.text}`).toHaveLength(1);
      expect([404, 409]).toContain(send.status === 200 ? remove.status : send.status);
      const item = await store.get(keys.campaign(owner.sub, campaign.id));
      if (send.status === 200) expect(item?.status).toBe('sending');
      else expect(item).toBeUndefined();
    }
  });

  it('counts the audience live: all subscribed, any or all of some tags', async () => {
    const owner = await sender('audience', { contacts: [['vip'], ['vip', 'local'], ['local'], []] });
    const count = async (audience: unknown) => {
      const res = await api.audienceCount(owner.idToken, audience);
      expect(res.status, res.text).toBe(200);
      return (res.body as { count: number }).count;
    };
    expect(await count({ kind: 'all' })).toBe(4);
    expect(await count({ kind: 'tags', match: 'any', tags: ['vip', 'local'] })).toBe(3);
    expect(await count({ kind: 'tags', match: 'all', tags: ['vip', 'local'] })).toBe(1);
    expect(await count({ kind: 'tags', match: 'any', tags: ['nobody'] })).toBe(0);
  });
});
