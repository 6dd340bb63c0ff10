import { describe, expect, it } from 'vitest';
import { buildSnippet, findSnippet } from '../../../lambdas/tracking-script/snippet';

const ID = 'jm_0123456789abcdefABCDEF';
const OTHER = 'jm_ZYXWVUTSRQPONMLKJIHGFE';

describe('buildSnippet', () => {
  it('is a queue stub (jungleMail.track and jm) plus an async tag carrying the id', () => {
    expect(buildSnippet({ origin: 'https://app.junglemail.example/', trackingId: ID })).toBe(
      [
        '<!-- Jungle Mail tracking -->',
        '<script>window.jungleMail=window.jungleMail||{q:[],track:function(){window.jungleMail.q.push(arguments)}};' +
          'window.jm=window.jm||function(){(window.jungleMail.j=window.jungleMail.j||[]).push(arguments)};</script>',
        `<script async src="https://app.junglemail.example/api/jm.js" data-id="${ID}"></script>`,
      ].join('\n'),
    );
  });

  it('accepts a local origin with a port', () => {
    expect(buildSnippet({ origin: 'http://127.0.0.1:5173', trackingId: ID })).toContain(
      'src="http://127.0.0.1:5173/api/jm.js"',
    );
  });

  it.each([
    ['javascript:alert(1)', ID],
    ['https://app.example/path', ID],
    ['https://app.example"><script>', ID],
    ['https://app.example', 'setup-123'],
    ['https://app.example', `${ID}" onload="x`],
  ])('refuses origin %j / id %j', (origin, trackingId) => {
    expect(() => buildSnippet({ origin, trackingId })).toThrow();
  });
});

describe('findSnippet', () => {
  const snippet = buildSnippet({ origin: 'https://app.junglemail.example', trackingId: ID });
  it.each([
    ['the snippet as built', `<html><head>${snippet}</head></html>`, 'present'],
    [
      'the id in the query form',
      `<script async src="https://app.example/api/jm.js?id=${ID}"></script>`,
      'present',
    ],
    ['the snippet escaped inside site-builder JSON', JSON.stringify({ html: snippet }), 'present'],
    ['the snippet with another id', snippet.replace(ID, OTHER), 'other_id'],
    ['both ids (ours wins)', `${snippet.replace(ID, OTHER)}${snippet}`, 'present'],
    ['our script with its id removed', snippet.replace(` data-id="${ID}"`, ''), 'other_id'],
    ['a page without it', '<html><body><h1>Candles</h1></body></html>', 'missing'],
    ['an empty page', '', 'missing'],
    ['our id as part of a longer token', `data-id="${ID}X"`, 'missing'],
    ['our id after a word character', `xjm_0123456789abcdefABCDEF`, 'missing'],
  ])('%s -> %s', (_name, html, expected) => {
    expect(findSnippet(html, ID)).toBe(expected);
  });
});
