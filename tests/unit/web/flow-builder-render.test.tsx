/**
 * Issue 32: the builder and the list, rendered. The tree is a list of lists a screen reader reads in order
 * (trigger, each step with its number, kind, words and numbers, branches labelled), every action a labelled
 * button; the list card shows its numbers and what data the trigger lacks; go-live's problems each in words.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { flowTriggerSchema } from '../../../shared/contracts/flows';
import { TriggerEditor } from '../../../web/features/automations/editors/TriggerEditor';
import { FlowCard } from '../../../web/features/automations/FlowCard';
import { FlowTree } from '../../../web/features/automations/FlowTree';
import { StatusActions, statusButtons } from '../../../web/features/automations/StatusActions';
import { detail } from './flow-fixtures';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const attrs = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');

function tree() {
  const flow = detail();
  return renderToString(
    <FlowTree
      definition={flow.definition}
      selected={{ kind: 'step', id: 'w' }}
      stepStats={flow.stepStats}
      focusId={null}
      dispatch={() => {}}
      onRemove={() => {}}
    />,
  );
}

describe('the flow tree', () => {
  it('reads in order: trigger, then each step with its number, kind, words and numbers', () => {
    const t = text(tree());
    const order = [
      'Trigger When someone subscribes (signup form, added by hand, API)',
      'Step 1: Send email Send “Welcome!” 0 waiting · 1,200 sent · 90 clicks',
      'Step 2: Wait Wait 2 days 7 waiting',
      'Step 3: Condition (yes / no) If Has the tag “vip”',
      'Yes',
      'Step 3, Yes, 1: Send email Send “Email y” 2 waiting',
      'No',
      'Step 3, No, 1: Send email',
      'Step 4: Send email Send “Email z” No one yet',
    ];
    let from = 0;
    for (const part of order) {
      const at = t.indexOf(part, from);
      expect(at, `"${part}" after position ${from} in: ${t}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it('is a list of lists: the flow’s steps and each branch labelled, branches as labelled regions', () => {
    const html = tree();
    expect(attrs(html, 'aria-label').filter((l) => l.startsWith('Steps of'))).toEqual([
      'Steps of the flow',
      'Steps of Step 3, Yes',
      'Steps of Step 3, No',
    ]);
    expect(attrs(html, 'aria-label')).toContain('Yes branch of Step 3');
    expect(html.match(/<ol/g)).toHaveLength(3);
  });

  it('offers "Add a step" before the first step and after each, in every list, named by place', () => {
    const adds = attrs(tree(), 'aria-label').filter((l) => l.startsWith('Add a step'));
    expect(adds).toEqual([
      'Add a step at the start of the flow',
      'Add a step after Step 1',
      'Add a step after Step 2',
      'Add a step at the start of Step 3, Yes',
      'Add a step after Step 3, Yes, 1',
      'Add a step at the start of Step 3, No',
      'Add a step after Step 3, No, 1',
      'Add a step after Step 3',
      'Add a step after Step 4',
    ]);
  });

  it('labels move and remove per step, the first cannot go up nor the last down, and marks the selected', () => {
    const html = tree();
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Step 1 up"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Step 4 down"/);
    expect(html).toContain('aria-label="Remove Step 3, Yes, 1"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });
});

describe('the flow card and status', () => {
  it('shows the numbers and the data the trigger lacks, with how to send it', () => {
    const flow = { ...detail(), needsData: 'No Added to Cart event has arrived yet.' };
    const t = text(
      renderToString(
        <MemoryRouter>
          <ul>
            <FlowCard flow={flow} />
          </ul>
        </MemoryRouter>,
      ),
    );
    expect(t).toContain('Welcome series');
    expect(t).toContain('Exited (4) 3 by an exit event, 1 unsubscribed');
    expect(t).toContain('Revenue 1,234.56');
    expect(t).toContain('Waiting for data: No Added to Cart event has arrived yet.');
    expect(t).toContain('website tracking');
  });

  it('offers the status buttons of each status', () => {
    expect(statusButtons('draft').map(([, l]) => l)).toEqual(['Go live', 'Archive']);
    expect(statusButtons('live').map(([, l]) => l)).toEqual(['Pause', 'Archive']);
    expect(statusButtons('paused').map(([, l]) => l)).toEqual(['Resume', 'Archive']);
    expect(statusButtons('archived')).toEqual([]);
  });

  it('lists each go-live problem in words, as an alert', () => {
    const html = renderToString(
      <StatusActions
        status="draft"
        busy=""
        dirty={false}
        problems={['Step 1 has no email chosen.', 'Your domain is not verified.']}
        onStatus={() => {}}
        onTestSend={() => {}}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      'The flow cannot go live yet: Step 1 has no email chosen. Your domain is not verified.',
    );
    expect(text(html)).toContain('Send me this flow');
  });
});

describe('the trigger editor', () => {
  it('leaves imports off by default and says why', () => {
    const trigger = flowTriggerSchema.parse({ type: 'subscribed' });
    const html = renderToString(<TriggerEditor trigger={trigger} onChange={() => {}} />);
    const boxes = [
      ...html.matchAll(/<input type="checkbox"([^>]*)\/>\s*(?:<!-- -->)?\s*(?:<!-- -->)?([^<]*)/g),
    ].map((m) => [m[2]?.trim(), m[1]?.includes('checked')]);
    expect(boxes).toEqual([
      ['signup form', true],
      ['added by hand', true],
      ['import', false],
      ['API', true],
    ]);
    expect(text(html)).toContain('importing 10,000 people would otherwise send 10,000 welcome emails');
  });
});
