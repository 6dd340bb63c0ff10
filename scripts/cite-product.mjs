#!/usr/bin/env node
/**
 * One-shot: rewrite every citation of the external specs ("spec 2 §4", "Spec 1 §8 'Copied!'", "S1§4 ...",
 * "spec 1's", a bare "§6" in a file that cites a spec) into a citation of docs/product.md, in the form
 * `docs/product.md › Chat modes` (several headings: `docs/product.md › Chat flow, Pending changes`).
 *
 *   node scripts/cite-product.mjs          rewrite the files in place (then prettier --write on them), and
 *                                          list the lines to check
 *   node scripts/cite-product.mjs --dry    only list what would change
 *
 * Each occurrence is decided by its own context (the file's path and the text of its line), never by line
 * numbers, so lines moved or edited on other branches are still mapped. A section label written after the
 * section sign ("§4 Chat flow", '§8 "Project list toasts"') names the heading directly; otherwise the
 * rules for that (spec, §) are tried against path + line; a line none of them fits gets the (spec, §)
 * fallback heading and is printed as UNMAPPED so it can be checked by hand. RFC section signs
 * ("RFC 7489 §6.6.3") are left alone. Running it twice changes nothing the second time.
 *
 * The lead runs it once after merging the branches and deletes it in the same commit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DOC = 'docs/product.md';
const SELF = 'scripts/cite-product.mjs';
const ROOTS = ['lambdas', 'web', 'shared', 'infra', 'scripts', 'tests', 'docs', 'content', 'README.md'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|css|html|json|ya?ml)$/;

/** Exact phrasings that read badly when rewritten piece by piece: [path test, from, to]. Applied first. */
const PHRASES = [
  [
    /web\/GUIDE\.md$/,
    'Every route of both specs is registered',
    'Every route of docs/product.md › Routes is registered',
  ],
  [
    /web\/GUIDE\.md$/,
    'which is also the route guard of spec 2 §2/§6.',
    'which is also the route guard (docs/product.md › Route guard).',
  ],
  [
    /web\/GUIDE\.md$/,
    'where the spec awaits images',
    'where the page awaits images (docs/product.md › Loading overlay)',
  ],
  [/./, "(spec 2's date format)", '(the date format of docs/product.md › Blog pages)'],
  [
    /./,
    '(spec 2 names it, issue 3 gives its purpose)',
    '(docs/product.md › The onboarding order lists it, issue 3 gives its purpose)',
  ],
  [
    /./,
    "blank is spec 2 §5's first-email refusal",
    'blank is the first-email refusal of docs/product.md › Chat flow',
  ],
  [/./, "with spec 2 §8's", 'with the toasts of docs/product.md › Editor screens:'],
  [
    /./,
    "spec 2 §8's 'Failed to initialize editor'",
    "'Failed to initialize editor' (docs/product.md › Editor screens)",
  ],
  [/./, "spec 2 §5's rule for image sizes", 'the rule for image sizes in docs/product.md › Images'],
  [
    /./,
    'covers spec 1\'s "/dashboard → /login"',
    'covers "/dashboard → /login" of docs/product.md › Redirects',
  ],
  [/./, '(spec 1 §2 / §9: 50vh', '(docs/product.md › Select emails: 50vh'],
  [/./, 'spec 1 §2 / §9: 50vh', 'docs/product.md › Select emails: 50vh'],
  [
    /./,
    "the user's own domain once its DNS is verified as a whole (spec 1's",
    "the user's own domain once its DNS is verified as a whole (docs/product.md › DNS statuses and banner:",
  ],
  [
    /./,
    'spec 1 says provider detection errors are only logged',
    'docs/product.md › DNS providers says detection errors are only logged',
  ],
  [
    /./,
    'Any stored per-record value (spec 1 lists several)',
    'Any stored per-record value (docs/product.md › DNS statuses and banner)',
  ],
  [/./, 'spec 1 maps each to a provider id', 'docs/product.md › DNS providers maps each to a provider id'],
  [/./, 'the spec 1 §8 toasts', 'the toasts of docs/product.md › Account toasts'],
  [/./, "Spec 1's detected provider name", 'The detected provider name (docs/product.md › DNS providers)'],
  [/./, 'Spec 2 §9 button defaults.', 'Button defaults (docs/product.md › Email defaults).'],
  [
    /./,
    'Spec 2 §3 and §9 defaults of the whole email.',
    'Defaults of the whole email (docs/product.md › The email document, Email defaults).',
  ],
  [
    /RULES\.md$/,
    'spec 1 §4 sends them to /, §6 to /login with a toast. We follow §6:',
    'the first reading sends them to /, the second to /login with a toast. We follow the second (docs/product.md › Redirects):',
  ],
  [
    /RULES\.md$/,
    'the onboarding rules (§4) only, never a sign-in requirement (guard, §6 pages,',
    'the onboarding rules (docs/product.md › Redirects) only, never a sign-in requirement (guard, the DNS and tracking pages,',
  ],
  [/./, '(spec 1 §1, §3 "Local', '(docs/product.md › Visitor progress:'],
  [/pending-progress/, ' * pending progress keys").', ' * the pending progress keys).'],
  [/./, '"Auth gate"; §8 toasts)', 'Auth gate, Account toasts)'],
  [
    /./,
    '(spec 2 §7 subscribe-to-free-plan, create-stripe-checkout-session; §9 plans)',
    '(subscribe-to-free-plan, create-stripe-checkout-session: docs/product.md › Plans)',
  ],
  [
    /./,
    '(spec 1 §7 initiate-email-setup, get-domain-provider, verify-dns-records)',
    '(initiate-email-setup, get-domain-provider, verify-dns-records: docs/product.md › DNS page, DNS providers, DNS dialog)',
  ],
  [
    /./,
    "(spec 1 §2; toasts 'Cannot Test Pixel' and 'Pixel Test Failed', §8)",
    "(docs/product.md › Tracking page, with the toasts 'Cannot Test Pixel' and 'Pixel Test Failed')",
  ],
  [/./, 'Failures are the spec 2 §8 toasts.', 'Failures are the toasts of docs/product.md › Editor toasts.'],
  [
    /./,
    'invalid (spec 2 §5 messages under the field)',
    'invalid (the messages under the field: docs/product.md › Links)',
  ],
  [
    /./,
    'Spec 2 §8 (Chat messages, Function failures) word for word: the texts below are copied from the',
    'docs/product.md › Chat errors, word for word: the texts below are copied from the',
  ],
  [/spec-texts/, ' * spec, so a drift', ' * product description, so a drift'],
  [/./, "describe('spec 2 §8 chat texts'", "describe('chat texts (docs/product.md › Chat errors)'"],
  [
    /./,
    'Every route of spec 1 §2 and spec 2 §2, written out by hand from the specs.',
    'Every route of docs/product.md › Routes, written out by hand.',
  ],
  [
    /./,
    'shows the not-found page of spec 1 for an unknown path',
    'shows the not-found page (docs/product.md › Not-found page) for an unknown path',
  ],
  [/./, "in the spec's defaults (spec 2 §9", 'in the defaults of docs/product.md › Email defaults ('],
  [/./, 'Spec 2 §5 send preview.', 'docs/product.md › Send preview.'],
  [
    /./,
    'Overall (spec 1 §4 "DNS statuses", banner texts in §2):',
    "Overall (docs/product.md › DNS statuses and banner, with the banner's texts):",
  ],
  [
    /./,
    'Spec 1 §8 sentences the DNS routes answer with.',
    'The sentences the DNS routes answer with (docs/product.md › DNS errors and toasts).',
  ],
];

/** Labels written after a section sign, by spec: lower-cased label -> heading. Longest match wins. */
const LABELS = {
  1: {
    overlay: 'Loading overlay',
    'not-found': 'Not-found page',
    landing: 'Describing the business',
    login: 'Sign in and sign up',
    signup: 'Sign in and sign up',
    'business overview': 'Describing the business',
    'dns confirmation': 'DNS page',
    'website tracking': 'Tracking page',
    'info clarification': 'Review and confirm',
    'auth gate': 'Auth gate',
    'sign-up sequence': 'Sign-up sequence',
    'onboarding completion': 'Onboarding completion',
    authentication: 'Authentication state',
    'dns statuses': 'DNS statuses and banner',
    'dns page next': 'DNS page',
    'shared dns state': 'DNS statuses and banner',
    'local pending progress keys': 'Visitor progress',
    'website status steps': 'Website status',
    'website status next': 'Website status',
    'select-emails saving': 'Select emails',
    'sign-in and sign-up': 'Account toasts',
    functions: 'DNS page',
    'tracking ingest': 'Tracking events',
    'tracking event payload': 'Tracking events',
    'setup record': 'DNS records',
    'dns provider option (dialog)': 'DNS providers',
    'dns record display items': 'DNS records',
    'route table': 'Redirects',
    banner: 'DNS statuses and banner',
    keys: 'Visitor progress',
    toasts: null, // a word, not a heading: consumed, the rules decide
  },
  2: {
    'chat flow': 'Chat flow',
    'mode availability': 'Chat modes',
    mode: 'Chat modes',
    'pending change': 'Pending changes',
    'chat panel': 'Chat panel',
    'chat messages': 'Chat errors',
    'chat message': 'Chat panel',
    'function failures': 'Chat errors',
    'editor states': 'Editor screens',
    'project list toasts': 'Project list',
    'editor toasts': 'Editor toasts',
    blog: 'Blog pages',
    'raised errors': 'Project errors',
    'swallowed failures': 'Chat errors',
    'retrieval problem': 'Chat errors',
    project: 'Projects',
    plans: 'Plans',
    email_setups: 'Chat flow',
    pending_changes: 'Pending changes',
    email_versions: 'Saving and versions',
    blog_posts: 'Blog pages',
    layout: 'The email document',
    'link modal': 'Links',
    'link save': 'Links',
    'first-email screen': 'Chat flow',
    'progress screens': 'Progress screens',
    'progress screen': 'Progress screens',
    'progress steps': 'Progress screens',
    review: 'Pending changes',
    'title edit': 'Title edit',
    'route guard': 'Route guard',
    'project list': 'Project list',
    'load failures': 'Editor screens',
    chat: 'Chat panel',
    header: 'Editor screens',
    'send preview': 'Send preview',
    toasts: null,
  },
};

/** Per (spec, §): [test on "path\nline", heading], first match wins; then the fallback (reported). */
const RULES = {
  '1§1': [[/pending-progress|localStorage|visitor/i, 'Visitor progress']],
  '1§2': [
    [/redirect-rules|redirect-types|RULES\.md|onboarding-redirect/, 'Redirects'],
    [/onboarding\/pages|use-onboarding-step/, 'The onboarding order'],
    [/loading-overlay|overlay/i, 'Loading overlay'],
    [/not-found|NotFound/, 'Not-found page'],
    [/DnsBanner|hidden when/, 'DNS statuses and banner'],
    [/DnsDialog|RecordSummary/, 'DNS dialog'],
    [/banner/i, 'DNS statuses and banner'],
    [/dialog|400 px/i, 'DNS dialog'],
    [/dns-confirmation|DnsConfirmation/i, 'DNS page'],
    [/tracking|Pixel|ScriptPanel/i, 'Tracking page'],
    [/AuthGate|auth-gate/, 'Auth gate'],
    [/LoginPage|SignupPage|features\/auth\/|Login|Signup/, 'Sign in and sign up'],
    [
      /landing|Landing|BusinessOverview|business-overview|DescriptionStep|Business overview/,
      'Describing the business',
    ],
    [/SelectEmails|select-emails/i, 'Select emails'],
    [/website-status|WebsiteStatus|onboarding\/website\.ts/i, 'Website status'],
    [/InfoClarification|info-clarification/i, 'Review and confirm'],
    [/flow|use-onboarding-step|onboarding\/pages/i, 'The onboarding order'],
    [/toast|ToastHost|providers\.tsx/i, 'Toasts'],
    [/paths|route/i, 'Routes'],
  ],
  '1§3': [
    [/campaign|categories/i, 'Select emails'],
    [/website-providers|website provider|7 options/i, 'Website status'],
    [/dns\/providers|provider option|dns provider|detected|get-domain-provider/i, 'DNS providers'],
    [/records\.ts|record display|setup-dns-item|setup record/i, 'DNS records'],
    [/Shared DNS state|dns-state/i, 'DNS statuses and banner'],
    [/Local|pending-progress|setup-local|storage keys|keys/i, 'Visitor progress'],
    [/tracking/i, 'Tracking events'],
  ],
  '1§4': [
    [
      /completion|formComplete|setup-changes|setup-complete|resets it|contracts\/profile/i,
      'Onboarding completion',
    ],
    [/redirect|route-guard|RULES\.md|no setup|signed out|50 ms|form-flow|deliberate change/i, 'Redirects'],
    [
      /sign-up sequence|account-sequence|progress-sync|Where the sign-up|contracts\/setup\.ts/i,
      'Sign-up sequence',
    ],
    [/auth gate|AuthGate|auth-gate/i, 'Auth gate'],
    [/Authentication|lib\/auth\.tsx|auth-actions/, 'Authentication state'],
    [/DNS page next|DnsConfirmation|dns-rules.*next|DNS page/i, 'DNS page'],
    [/DNS status|dns\/status|Overall/i, 'DNS statuses and banner'],
    [/Website status|WebsiteStatus/i, 'Website status'],
    [/Info clarification|InfoClarification/i, 'Review and confirm'],
    [/Select-emails|SelectEmails/i, 'Select emails'],
    [/flow\.ts|onboarding-step|skipping/i, 'The onboarding order'],
  ],
  '1§5': [
    [/auth-schemas|features\/auth|password|email format/i, 'Sign in and sign up'],
    [/landing|description/i, 'Describing the business'],
    [/website/i, 'Website status'],
    [/Confirmation|InfoClarification/i, 'Review and confirm'],
  ],
  '1§6': [[/./, 'Redirects']],
  '1§7': [
    [/dns-api/, 'DNS page'],
    [/detect|get-domain-provider/i, 'DNS providers'],
    [/Tracking ingest|tracking\/event|ingest/i, 'Tracking events'],
    [/tracking|pixel/i, 'Tracking page'],
    [/verify/i, 'DNS dialog'],
    [/initiate|dns-api|contracts\/dns|dns/i, 'DNS page'],
    [/contracts\/setup\.ts|field set/i, 'Review and confirm'],
  ],
  '1§8': [
    [/auth-errors|LoginPage|Sign-in and sign-up|features\/auth|Sign In Failed|429/i, 'Account toasts'],
    [/AuthGate|account-sequence/, 'Sign-up sequence'],
    [/detection|only logged|detect/i, 'DNS providers'],
    [/outside/i, 'DNS statuses and banner'],
    [/tracking|Pixel|pixel|Copied|Copy Failed|IDs/, 'Tracking page'],
    [/verify error|dns-state/i, 'DNS statuses and banner'],
    [/Setup Incomplete/, 'Onboarding completion'],
    [/dns|DNS|Dns/, 'DNS errors and toasts'],
    [/features\/onboarding|Domain Already In Use|Error Saving|Error Loading/, 'Onboarding errors and toasts'],
  ],
  '1§9': [
    [/overlay|banana|LoadingOverlay/i, 'Loading overlay'],
    [/toast|ToastHost|providers\.tsx/i, 'Toasts'],
    [/DnsDialog|400 px|summary list/i, 'DNS dialog'],
    [/dns-rules|7000|notice/i, 'DNS page'],
    [/50 ms|delay|RULES|redirect/i, 'Redirects'],
    [/SelectEmails|50vh/i, 'Select emails'],
    [/version|pixel script|tracking/i, 'Tracking events'],
    [/features\/onboarding/, 'Onboarding errors and toasts'],
  ],
  '1§': [
    [/RULES\.md|redirect|\/dashboard → \/login/i, 'Redirects'],
    [/providers|detector|detected name|8 options/i, 'DNS providers'],
    [/per-record|status/i, 'DNS statuses and banner'],
    [/not-found/i, 'Not-found page'],
    [/sign-up leads|auth\.ts/i, 'Sign-up sequence'],
    [/test-sender|verified/i, 'DNS statuses and banner'],
  ],
  '2§2': [
    [/redirect|guard|GUIDE\.md/i, 'Route guard'],
    [/SidePane|Resizable|EditorHeader|EditorPage|Preview\.module|Editor states|panes/, 'Editor screens'],
    [/SendEmail|send-email|send-handoff/i, 'Send preview'],
    [/blog/i, 'Blog pages'],
    [/billing|Plan|subscription/, 'Plans'],
    [
      /dashboard|Dashboard|ProjectTable|features\/projects\/|last-edited|create-flow|Last Edited|Create Project/,
      'Project list',
    ],
    [/LinkModal|link modal/i, 'Links'],
    [/ChatPanel|chat-rules|Chat panel|chat-panel/i, 'Chat panel'],
    [/ReviewList|pending-preview|PreviewFrame|\breview\b/i, 'Pending changes'],
    [/ProgressScreen|progress/i, 'Progress screens'],
    [/FirstEmail|first-email|initial-prompt/i, 'Chat flow'],
    [
      /SidePane|Resizable|EditorHeader|header|EditorPage|Preview\.module|Editor states|panes/i,
      'Editor screens',
    ],
    [/a11y|paths/i, 'Routes'],
  ],
  '2§3': [
    [/version/i, 'Saving and versions'],
    [/pending_changes|pending-store|email\/changes\.ts|Pending/, 'Pending changes'],
    [/Mode|tools\.ts/, 'Chat modes'],
    [/chat message/i, 'Chat panel'],
    [/goals/i, 'Goals'],
    [/email_setups|prompt\.ts/i, 'Chat flow'],
    [/Plans|plans\.ts/, 'Plans'],
    [/blog/i, 'Blog pages'],
    [/contracts\/projects|"Project"/, 'Projects'],
    [/Palette|element|layout|Section|document|section|email\/index|semantic/i, 'The email document'],
  ],
  '2§4': [
    [/Mode availability|ChatPanel|chat-rules|mode allowed|first draft/i, 'Chat modes'],
    [/progress resets|progress screens|ProgressScreen/i, 'Progress screens'],
    [/Chat flow|first-turn|FirstEmail|EditorWorkspace|requires_clarification|clarif/i, 'Chat flow'],
    [/Pending change|pending|manage-pending|use-ai-review|ReviewList/i, 'Pending changes'],
    [/title|TitleEdit/i, 'Title edit'],
    [/Editor states|EditorPage/i, 'Editor screens'],
    [/save-content|get-content|autosave|render|HTML/i, 'Saving and versions'],
    [/use-chat/, 'Chat flow'],
  ],
  '2§5': [
    [/shared\/email\/index/, 'Images, Links'],
    [/image|upload|sanitize/i, 'Images'],
    [/link|placeholder/i, 'Links'],
    [/first-email|initial-prompt/i, 'Chat flow'],
    [/chat|Send is disabled/i, 'Chat panel'],
    [/send preview|SendEmail|send-email/i, 'Send preview'],
    [/signed-in-states|toast/i, 'Editor toasts'],
    [/save|autosave/i, 'Saving and versions'],
  ],
  '2§6': [
    [/by-name|get-project|owner|username|routes\.test|email works/i, 'Projects'],
    [/Creating a project|create/i, 'Projects'],
    [/./, 'Route guard'],
  ],
  '2§7': [
    [/manage-pending|pending/i, 'Pending changes'],
    [/blog/i, 'Blog pages'],
    [/checkout|free|billing/i, 'Plans'],
    [/image|upload/i, 'Images'],
    [/send/i, 'Send preview'],
    [/contracts\/ai|chat/i, 'Chat flow'],
  ],
  '2§8': [
    [/Project list toasts|create-flow/i, 'Project list'],
    [/Raised errors/i, 'Project errors'],
    [/save without/i, 'Saving and versions'],
    [/swallowed|chat-store|chat-state|Message saves|never blocks/i, 'Chat errors'],
    [/Mode Unavailable/, 'Editor toasts'],
    [/blog/i, 'Blog pages'],
    [/use-project-load|load failures|initialize/i, 'Editor screens'],
    [/Project not found|contracts\/projects|contracts\/editor\.ts.*(save|Project)/i, 'Project errors'],
    [/success toast|Preview email sent|SendEmail|send-email/i, 'Send preview'],
    [/use-ai-review|signed-in-states|editor toasts/i, 'Editor toasts'],
    [/Chat messages|Function failures|chat|Generation Error|spec-texts|retrieval|FirstEmail/i, 'Chat errors'],
  ],
  '2§9': [
    [/global styles|bodyFontFamily|contentWidth|settings/i, 'Email defaults'],
    [/progress/i, 'Progress screens'],
    [/interaction mode/i, 'Chat modes'],
    [/Chat history|last 5/i, 'Chat flow'],
    [/plan|free 1|limit|billing/i, 'Plans'],
    [/image upload|upload|cached/i, 'Images'],
    [/pane|Resizable|Preview\.module|650/i, 'Editor screens'],
    [/autosave|debounce/i, 'Saving and versions'],
    [/shared\/email|default|Untitled|blank-email|element-factory|render\.test/i, 'Email defaults'],
  ],
  '2§': [
    [/swallowed/i, 'Chat errors'],
    [/date format|blog/i, 'Blog pages'],
  ],
};

/** A line no rule fits gets this heading, and is reported. */
const FALLBACK = {
  '1§1': 'Who uses it',
  '1§2': 'Routes',
  '1§3': 'Visitor progress',
  '1§4': 'Redirects',
  '1§5': 'Onboarding errors and toasts',
  '1§6': 'Redirects',
  '1§7': 'DNS page',
  '1§8': 'Onboarding errors and toasts',
  '1§9': 'Everywhere',
  '1§': 'Who uses it',
  '2§1': 'Who uses it',
  '2§2': 'Editor screens',
  '2§3': 'The email document',
  '2§4': 'Chat flow',
  '2§5': 'Editor toasts',
  '2§6': 'Route guard',
  '2§7': 'Chat flow',
  '2§8': 'Editor toasts',
  '2§9': 'Email defaults',
  '2§': 'The editor',
};

const SECTION = /^(\s*(?:,|\/|;|and)?\s*)§\s?(\d+)\b/; // one more "§N" of the same citation
const SEPARATOR = /^\s*(?:,|\/|;|and)\s*/;

/** A known label at the start of `rest` (optionally quoted): its length and heading, else null. */
function readLabel(spec, rest) {
  const labels = LABELS[spec];
  const quoted = /^\s*(["'])([^"']{1,40})\1/.exec(rest);
  if (quoted) {
    const key = quoted[2].toLowerCase();
    return key in labels ? { length: quoted[0].length, heading: labels[key] } : null;
  }
  const lead = /^\s*/.exec(rest)[0].length;
  const lower = rest.slice(lead).toLowerCase();
  const keys = Object.keys(labels)
    .filter((key) => lower.startsWith(key) && !/[\w-]/.test(lower.charAt(key.length)))
    .sort((a, b) => b.length - a.length);
  return keys.length ? { length: lead + keys[0].length, heading: labels[keys[0]] } : null;
}

/** The heading for one (spec, §) in this context, and whether a rule (not the fallback) chose it. */
function headingFor(spec, section, context) {
  const key = `${spec}§${section ?? ''}`;
  for (const [test, heading] of RULES[key] ?? []) if (test.test(context)) return { heading, sure: true };
  return { heading: FALLBACK[key] ?? FALLBACK[`${spec}§`], sure: false };
}

/**
 * Parses the citation starting at `start` (just after "spec N" or at a bare "§"): the § list with its
 * labels. Returns the end of the citation, its headings and whether all were chosen with confidence.
 */
function readCitation(line, start, spec, context) {
  const headings = [];
  let sure = true;
  let pos = start;
  let sawSection = false;
  for (;;) {
    const rest = line.slice(pos);
    const section = SECTION.exec(rest);
    if (section) {
      pos += section[0].length;
      sawSection = true;
      const labels = [];
      for (;;) {
        const label = readLabel(spec, line.slice(pos));
        if (!label) break;
        pos += label.length;
        if (label.heading) labels.push(label.heading);
        const sep = SEPARATOR.exec(line.slice(pos));
        const next = sep && readLabel(spec, line.slice(pos + sep[0].length));
        if (!sep || !next) break;
        pos += sep[0].length;
      }
      if (labels.length) headings.push(...labels);
      else {
        const found = headingFor(spec, section[2], context);
        headings.push(found.heading);
        sure &&= found.sure;
      }
      continue;
    }
    break;
  }
  if (!sawSection) {
    const label = readLabel(spec, line.slice(pos));
    if (label?.heading) {
      pos += label.length;
      headings.push(label.heading);
    } else {
      const found = headingFor(spec, null, context);
      headings.push(found.heading);
      sure &&= found.sure;
    }
  }
  return { end: pos, headings: [...new Set(headings)], sure };
}

const cite = (headings) => `docs/product.md › ${headings.join(', ')}`;

/** The headings of docs/product.md, longest first (so "DNS page" never cuts "DNS page next" short). */
const HEADINGS = [...readFileSync(DOC, 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1].trim());
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ONE = [...HEADINGS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const LIST = `(?:${ONE})(?:, (?:${ONE}))*`;
const ADJACENT = new RegExp(
  `docs/product\\.md › (${LIST})(?:,|;| and|\\s*/)\\s*docs/product\\.md › (${LIST})`,
);
const CITED = new RegExp(`docs/product\\.md › (${LIST})`, 'g');

/** Every heading this script can write must be one docs/product.md has. */
function checkHeadings() {
  const used = new Set();
  for (const labels of Object.values(LABELS)) for (const h of Object.values(labels)) if (h) used.add(h);
  for (const rules of Object.values(RULES))
    for (const [, h] of rules) h.split(', ').forEach((x) => used.add(x));
  for (const h of Object.values(FALLBACK)) used.add(h);
  const missing = [...used].filter((h) => !HEADINGS.includes(h));
  for (const [, , to] of PHRASES) {
    if (to.split('docs/product.md › ').length - 1 !== [...to.matchAll(CITED)].length)
      missing.push(`(in "${to}")`);
  }
  if (missing.length) throw new Error(`docs/product.md has no heading: ${missing.join('; ')}`);
}

/** "› A, docs/product.md › B" -> "› A, B"; a later citation repeating an earlier one -> "the same section". */
function tidy(line) {
  let text = line;
  for (let m; (m = ADJACENT.exec(text));) {
    const merged = [...new Set([...m[1].split(', '), ...m[2].split(', ')])];
    text = text.slice(0, m.index) + cite(merged) + text.slice(m.index + m[0].length);
  }
  const seen = new Set();
  return text.replace(CITED, (whole, list) => {
    if (seen.has(list)) return 'the same section';
    seen.add(list);
    return whole;
  });
}

/** Rewrites one line. Returns the new line and whether every citation in it was mapped with confidence. */
export function rewriteLine(path, line, defaultSpec) {
  let text = line;
  for (const [where, from, to] of PHRASES)
    if (where.test(path) && text.includes(from)) text = text.split(from).join(to);
  const context = `${path}\n${line}`;
  let sure = true;
  let out = '';
  let pos = 0;
  // "spec 1", "Spec 2", "spec §8" (the file's spec), "S1§4 " test labels, and a bare "§N" (not after RFC n).
  const START =
    /\b[Ss]pec (?<n>[12])\b(?:'s)?|\b[Ss]pec(?=\s*§)|\bS(?<sn>[12])§(?<ss>\d+)\s?|(?<!RFC \d+ )§(?=\s?\d)/g;
  for (let match; (match = START.exec(text));) {
    if (match.index < pos) continue;
    out += text.slice(pos, match.index);
    const { n, sn, ss } = match.groups;
    if (sn) {
      // 'S2§6 guard: no user' -> 'Route guard: no user'
      const found = headingFor(sn, ss, context);
      sure &&= found.sure;
      let after = match.index + match[0].length;
      const tail = text.slice(after);
      const redundant = /^guard:? /.exec(tail);
      if (redundant && found.heading === 'Route guard') after += redundant[0].length;
      const glue = /^[\w/]/.test(text.slice(after)) ? ': ' : '';
      out += found.heading + glue;
      pos = after;
      START.lastIndex = pos;
      continue;
    }
    const spec = n ?? defaultSpec;
    if (!spec) {
      sure = false;
      out += match[0];
      pos = match.index + match[0].length;
      continue;
    }
    const bare = match[0] === '§';
    const from = bare ? match.index : match.index + match[0].length;
    const citation = readCitation(text, from, spec, context);
    sure &&= citation.sure;
    out += cite(citation.headings);
    pos = citation.end;
    if (/^ ['"]/.test(text.slice(pos))) out += ':'; // "› Account toasts: 'Copied!'"
    START.lastIndex = pos;
  }
  out = tidy(out + text.slice(pos));
  return { line: out, sure, changed: out !== line };
}

/** The spec a file's bare "§N" and "spec §N" refer to: the one it cites by number, else by its area. */
function defaultSpecOf(path, source) {
  const numbered = /\b[Ss]pec ([12])\b|\bS([12])§/.exec(source);
  if (numbered) return numbered[1] ?? numbered[2];
  if (/tracking|dns|onboarding|auth/i.test(path)) return '1';
  return null;
}

function files() {
  const listed = execFileSync('git', ['ls-files', '--', ...ROOTS], { encoding: 'utf8' }).split('\n');
  return listed.filter(
    (f) => f && EXTENSIONS.test(f) && f !== DOC && f !== SELF && !f.includes('node_modules/'),
  );
}

function main() {
  checkHeadings();
  const dry = process.argv.includes('--dry');
  const unsure = [];
  let changedLines = 0;
  const changedFiles = [];
  for (const path of files()) {
    const source = readFileSync(path, 'utf8');
    if (!/[Ss]pec [12]\b|§|[Ss]pec §/.test(source)) continue;
    const defaultSpec = defaultSpecOf(path, source);
    const lines = source.split('\n');
    let touched = false;
    lines.forEach((line, i) => {
      if (!/§|\b[Ss]pec [12]\b|both specs|the spec awaits/.test(line)) return;
      const result = rewriteLine(path, line, defaultSpec);
      if (!result.changed) return;
      changedLines += 1;
      touched = true;
      lines[i] = result.line;
      if (!result.sure)
        unsure.push(`${path}:${i + 1}\n    was: ${line.trim()}\n    now: ${result.line.trim()}`);
    });
    if (touched) {
      changedFiles.push(path);
      if (!dry) writeFileSync(path, lines.join('\n'));
    }
  }
  console.log(`${dry ? 'would rewrite' : 'rewrote'} ${changedLines} lines in ${changedFiles.length} files`);
  // A longer test label can push a line past the print width: let prettier lay the touched files out again.
  if (!dry && changedFiles.length) {
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changedFiles], {
      stdio: 'inherit',
    });
  }
  if (unsure.length) {
    console.log(`\n${unsure.length} lines mapped by a fallback heading, please check:`);
    for (const entry of unsure) console.log(entry);
  }
  const left = execFileSync(
    'git',
    ['grep', '-nE', String.raw`\b[Ss]pec [12]\b|\bS[12]§|[Ss]pec §`, '--', ...ROOTS, `:!${SELF}`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (left && !dry) console.log(`\nStill citing a spec (rewrite by hand):\n${left}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    // git grep exits 1 when nothing is left: that is the good outcome.
    if (error?.status === 1 && error?.stdout === '') console.log('\nNo spec citation is left.');
    else throw error;
  }
}
