/**
 * Issue 32 with issue 31: a flow email's links are tracked as a campaign's. A live flow's email step sends
 * through the SES stand-in of the file's own stack; its shop link goes to the click redirect (the unsubscribe
 * and mailto: links untouched); following it like a reader's browser lands on the shop's page with the
 * reader's contact token and counts one click on that step (GET /api/flows/{id}, as the builder shows it);
 * the same person's second click on it counts no new one.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeps, portsWith } from '../../../lambdas/deps';
import { CONTACT_TOKEN_PARAM, verifyContactToken } from '../../../lambdas/domain/links/contact-token';
import { snapshotFlowEmails } from '../../../lambdas/domain/flows/snapshot-emails';
import { readCampaignLinks } from '../../../lambdas/domain/items/campaign-links';
import { flowSourceId, getFlowMailSource } from '../../../lambdas/domain/items/flow-mail-source';
import { documentFromJson, projectContentWrite } from '../../../lambdas/domain/items/project-content';
import { putFlowSettings } from '../../../lambdas/domain/items/flow-settings';
import { keys } from '../../../lambdas/table';
import { signingPort } from '../../../lambdas/wiring/signing';
import { flowSettingsSchema } from '../../../shared/contracts/flows';
import { emailDocument } from '../../support/sending-data';
import { newUser } from '../helpers/cognito';
import { detailOf, flowStackTools } from './support';
import { email, enter, seedContact, seedFlow, useFlowStack } from './scenario-support';

const s = useFlowStack();
const t = flowStackTools(s.q);
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let owner: { idToken: string; sub: string };
let domain: string;
let projectId: string;

/** The owner's shop: verified domain, its tracking script seen, one email with a shop link and a mailto:. */
beforeAll(async () => {
  owner = await newUser('flow-clicks', s.q.target);
  domain = `shop-${owner.sub.slice(0, 8)}.example.com`;
  const at = new Date().toISOString();
  const store = s.store();
  await store.put({
    ...keys.profile(owner.sub),
    userId: owner.sub,
    subscriptionTier: 'premium',
    subscriptionStatus: 'active',
    createdAt: at,
  });
  await store.put({
    ...keys.setup(owner.sub),
    id: randomUUID(),
    userId: owner.sub,
    domain,
    overallDnsStatus: 'verified',
    trackingFirstEventAt: at,
    trackingFirstPageUrl: `https://www.${domain}/`,
    createdAt: at,
    updatedAt: at,
  });
  projectId = randomUUID();
  const text = `See [the sale](https://www.${domain}/sale?size=m) or [write to us](mailto:hello@${domain}).`;
  const document = documentFromJson(emailDocument(text));
  if (!document) throw new Error('no document');
  await store.transact([
    projectContentWrite(owner.sub, projectId, { document, html: '', version: 1, updatedAt: at }),
  ]);
  await putFlowSettings(store, owner.sub, flowSettingsSchema.parse({ quietHours: null }));
}, 60_000);

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const follow = (url: string) => fetch(url, { redirect: 'manual', headers: { 'user-agent': CHROME } });
const stepClicks = async (flowId: string, stepId = 'e1') => {
  const detail = detailOf(await t.api('GET', `/api/flows/${flowId}`, owner.idToken));
  return { step: detail.stepStats[stepId]?.clicks, flow: detail.stats.clicks };
};
const trackedOf = (html: string | undefined) =>
  hrefs(html ?? '').filter((l) => /^http:\/\/127\.0\.0\.1:\d+\/c\/[A-Za-z0-9_-]+$/.test(l));

describe("flow emails' clicks (issue 32 with 31)", () => {
  it('goes through the redirect, lands with the contact token and counts once per person on its step', async () => {
    const c = await seedContact(s, owner.sub);
    const flow = await seedFlow(s, owner.sub, [email('e1', projectId)]);
    await snapshotFlowEmails(s.store(), owner.sub, flow.flowId, 1, flow.definition);
    expect((await enter(s, flow, c.contactId)).enrolled).toBe(true);
    await s.sweep();
    const [mail] = await s.mailsTo(c.email);
    const links = hrefs(mail?.body.html ?? '');
    expect(links.some((l) => l.startsWith(`https://www.${domain}/`))).toBe(false);
    expect(links).toContain(`mailto:hello@${domain}`);
    expect(links.some((l) => /\/u\/[A-Za-z0-9_-]+$/.test(l))).toBe(true);
    const tracked = links.filter((l) => /^http:\/\/127\.0\.0\.1:\d+\/c\/[A-Za-z0-9_-]+$/.test(l));
    expect(tracked).toHaveLength(1);

    const first = await follow(tracked[0]!);
    expect(first.status).toBe(302);
    const landed = new URL(first.headers.get('location') ?? '');
    expect(`${landed.origin}${landed.pathname}`).toBe(`https://www.${domain}/sale`);
    expect(landed.searchParams.get('size')).toBe('m');
    const signing = portsWith(createDeps(s.q.stack.env), [signingPort]).signing;
    const token = landed.searchParams.get(CONTACT_TOKEN_PARAM);
    expect(await verifyContactToken(signing, token, new Date())).toEqual({
      sub: owner.sub,
      kind: 'contact',
      contactId: c.contactId,
    });
    await s.q.stack.drainQueues();
    expect(await stepClicks(flow.flowId)).toEqual({ step: 1, flow: 1 });

    expect((await follow(tracked[0]!)).status).toBe(302);
    await s.q.stack.drainQueues();
    expect(await stepClicks(flow.flowId)).toEqual({ step: 1, flow: 1 });
  }, 120_000);

  it("counts each step's clicks apart, a link checker's HEAD on none; deleting the flow erases them", async () => {
    const c = await seedContact(s, owner.sub);
    const flow = await seedFlow(s, owner.sub, [email('e1', projectId), email('e2', projectId, false)]);
    await snapshotFlowEmails(s.store(), owner.sub, flow.flowId, 1, flow.definition);
    expect((await enter(s, flow, c.contactId)).enrolled).toBe(true);
    await s.sweep();
    const mails = await s.mailsTo(c.email);
    const [one, two] = ['Email e1', 'Email e2'].map((subject) =>
      trackedOf(mails.find((m) => m.subject === subject)?.body.html),
    );
    expect([one, two].map((l) => l?.length)).toEqual([1, 1]);
    expect(one![0]).not.toBe(two![0]);
    const head = await fetch(one![0]!, {
      method: 'HEAD',
      redirect: 'manual',
      headers: { 'user-agent': CHROME },
    });
    expect(head.status).toBe(302);
    expect((await follow(two![0]!)).status).toBe(302);
    await s.q.stack.drainQueues();
    expect(await stepClicks(flow.flowId, 'e1')).toEqual({ step: 0, flow: 1 });
    expect(await stepClicks(flow.flowId, 'e2')).toEqual({ step: 1, flow: 1 });

    const path = `/api/flows/${flow.flowId}`;
    const sources = ['e1', 'e2'].map((stepId) =>
      flowSourceId({ accountId: owner.sub, flowId: flow.flowId, stepId, version: 1 }),
    );
    for (const id of sources) expect(await getFlowMailSource(s.store(), id)).toBeDefined();
    expect((await t.api('POST', `${path}/status`, owner.idToken, { status: 'archived' })).status).toBe(200);
    expect((await t.api('DELETE', path, owner.idToken)).status).toBe(200);
    for (const id of sources) {
      expect(await getFlowMailSource(s.store(), id)).toBeUndefined();
      expect(await readCampaignLinks(s.store(), id)).toBeUndefined();
    }
  }, 120_000);

  it('sends a step with no snapshot (the project as it is now) untracked: its links could change', async () => {
    const c = await seedContact(s, owner.sub);
    const flow = await seedFlow(s, owner.sub, [email('e1', projectId)]);
    expect((await enter(s, flow, c.contactId)).enrolled).toBe(true);
    await s.sweep();
    const [mail] = await s.mailsTo(c.email);
    expect(hrefs(mail?.body.html ?? '')).toContain(`https://www.${domain}/sale?size=m`);
    expect(trackedOf(mail?.body.html)).toEqual([]);
  }, 60_000);
});
