/** The words of a refused tracked link (issue 22): the whole page, no script, no redirect. */
export const INVALID_LINK_MESSAGE = 'This link is not valid.';

export function invalidLinkPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Link not valid · Jungle Mail</title></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
    `<h1 style="font-size:1.25rem">${INVALID_LINK_MESSAGE}</h1>` +
    '<p>It may have been changed or copied incompletely. Open the link from the email again.</p>' +
    '</body></html>'
  );
}
