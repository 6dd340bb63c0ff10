/**
 * How results show link scanners' clicks (issue 35), for every results page that counts clicks (a
 * campaign's today; a flow email's uses the same words): the people's clicks are the figure, the
 * scanners' stand beside it, and a short note says why they are apart.
 */

/** "+ 7 by link scanners" beside a clicks figure; '' when there are none. */
export function machineClicksText(machineClicks: number): string {
  if (machineClicks <= 0) return '';
  return `+ ${machineClicks.toLocaleString('en-US')} by link scanners`;
}

/** "+ 12 by mail privacy proxies" beside an opens figure; '' when there are none. */
export function machineOpensText(machineOpens: number): string {
  if (machineOpens <= 0) return '';
  return `+ ${machineOpens.toLocaleString('en-US')} by mail privacy proxies`;
}

/** Shown under the figures when a proxy loaded the opens image. */
export const MACHINE_OPENS_NOTE =
  'Apple Mail Privacy Protection and some webmail image proxies load every image of a mail as it arrives, ' +
  'before anyone reads it. Those loads are counted apart: opens and unique openers count the rest, still an estimate.';

/** Shown under the figures when a scanner clicked. */
export const MACHINE_CLICKS_NOTE =
  'Link scanners in mail gateways follow every link of a mail within seconds of its delivery, before anyone ' +
  'reads it. Their clicks are counted apart: clicks, unique clickers and their rates count people only.';
