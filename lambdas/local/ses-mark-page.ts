import type { SentMail } from './ses-simulator';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The local mail viewer's "what happened" page: recent mails, each with Mark bounced / Mark complained,
 * which feed SES's events for it through the ses-events handler (lambdas/local/ses-proxy.ts).
 */
export function markPage(mails: SentMail[]): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${esc(m.at)}</td><td>${esc(m.to.join(', '))}</td><td>${esc(m.subject)}</td>
<td>${m.tags.campaign ? 'campaign' : 'other'}</td><td>
<form method="post"><input type="hidden" name="messageId" value="${esc(m.messageId)}">
<button name="outcome" value="bounced">Mark bounced</button>
<button name="outcome" value="complained">Mark complained</button></form></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mail: bounces and complaints</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
button{margin:.1rem;padding:.3rem .6rem}</style></head><body>
<h1>Local mail: bounces and complaints</h1>
<p>Marking a mail feeds SES's Bounce or Complaint event for it through the same handler AWS invokes.
<a href="/">All sent mail</a></p>
${mails.length ? `<table><caption>The last ${mails.length} mails</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Mark</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail sent yet.</p>'}
</body></html>`;
}
