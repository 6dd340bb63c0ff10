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

/** Shown under the figures when a scanner clicked. */
export const MACHINE_CLICKS_NOTE =
  'Link scanners in mail gateways follow every link of a mail within seconds of its delivery, before anyone ' +
  'reads it. Their clicks are counted apart: clicks, unique clickers and their rates count people only.';
