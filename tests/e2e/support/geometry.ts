import type { Locator } from 'playwright-core';

/**
 * Layout measured in the page with getBoundingClientRect, for tests of what a person sees at a given
 * width: what sticks out of a box, text squeezed to a few characters a line, and boxes that overlap.
 */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  });

/** True when the two rectangles share more than a pixel of area. */
export const overlaps = (a: Rect, b: Rect): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/**
 * What does not fit inside `container`: each visible element sticking out of it left or right, and each
 * text of 10 or more characters set at fewer than `minChars` characters a line. One sentence per problem.
 */
export function crampedIn(container: Locator, minChars = 10): Promise<string[]> {
  return container.evaluate((root, min) => {
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.left < box.left - 1 || r.right > box.right + 1)
        problems.push(
          `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(r.left)}–${Math.round(r.right)} px, outside the pane's ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (text.length < 10 || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      ).size;
      if (lines > 0 && text.length / lines < min)
        problems.push(
          `"${text.slice(0, 40)}" is set ${lines} lines high, ${Math.round(text.length / lines)} characters a line`,
        );
    }
    return problems;
  }, minChars);
}
