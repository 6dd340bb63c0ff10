import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_LINK, type EmailElement } from '../../../shared/email';
import { ApiRequestError } from '../../../web/lib/api-client';
import { nextPreviewSize, PANES } from '../../../web/features/editor/components/ResizableWorkspace';
import { refuseFile } from '../../../web/features/editor/hooks/use-image-upload';
import { loadFailureToast } from '../../../web/features/editor/hooks/use-project-load';
import { linkOf, withImage, withLink } from '../../../web/features/editor/model/element-links';
import { newElement, PALETTE } from '../../../web/features/editor/model/element-factory';
import { ELEMENT_TYPES, elementSchema } from '../../../shared/email';

describe('panes (docs/product.md › Editor screens): preview 75% min 40%, side 25% min 20%, 10% a step, all the way with Shift', () => {
  it('has the spec sizes', () => {
    expect(PANES).toEqual({ preview: { size: 75, min: 40 }, side: { size: 25, min: 20 }, step: 10 });
  });
  it.each([
    [75, 'ArrowLeft', false, 65],
    [75, 'ArrowRight', false, 80],
    [45, 'ArrowLeft', false, 40],
    [75, 'ArrowLeft', true, 40],
    [50, 'ArrowRight', true, 80],
  ])('%s%% with %s (shift %s) -> %s%%', (from, key, shift, to) => {
    expect(nextPreviewSize(from, key, shift, false)).toBe(to);
  });
  it('uses up and down when stacked, and ignores other keys', () => {
    expect(nextPreviewSize(55, 'ArrowDown', false, true)).toBe(65);
    expect(nextPreviewSize(55, 'ArrowLeft', false, true)).toBeUndefined();
    expect(nextPreviewSize(55, 'Enter', false, false)).toBeUndefined();
  });
});

describe('image file checks before upload (docs/product.md › Images)', () => {
  it.each([
    [{ type: 'text/plain', size: 10 }, 'Invalid File', 'Please select an image file.'],
    [{ type: 'image/svg+xml', size: 10 }, 'Invalid File', 'Please select a PNG, JPEG, GIF or WebP image.'],
    [{ type: 'image/png', size: 5 * 1024 * 1024 }, 'File Too Large', 'Image must be less than 5MB.'],
  ])('%j is refused: %s', (file, title, description) => {
    expect(refuseFile(file)).toEqual({ title, description });
  });
  it('takes a PNG just under 5 MB', () => {
    expect(refuseFile({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeUndefined();
  });
});

describe('load failures (docs/product.md › Editor toasts)', () => {
  const missing = new ApiRequestError(404, 'Project not found');
  it('by id: Project not found.', () => {
    expect(loadFailureToast({ projectId: 'p' }, missing)).toEqual({
      title: 'Error',
      description: 'Project not found.',
    });
  });
  it('by name: the stub message with both names', () => {
    expect(loadFailureToast({ username: 'ann', projectName: 'Sale' }, missing)).toEqual({
      title: 'Project Not Found',
      description: 'Could not find project stub for "Sale" for user "ann".',
    });
  });
  it('no answer or a refusal: Failed to load project data.', () => {
    expect(loadFailureToast({ projectId: 'p' }, new ApiRequestError(500, 'boom')).description).toBe(
      'Failed to load project data.',
    );
    expect(loadFailureToast({ projectId: 'p' }, new ApiRequestError(0, 'offline')).description).toBe(
      'Failed to load project data.',
    );
  });
  it('an answer the editor cannot open: Failed to initialize editor', () => {
    const shape = new ApiRequestError(200, 'The server sent an answer in an unexpected shape.');
    expect(loadFailureToast({ projectId: 'p' }, shape)).toEqual({
      title: 'Error',
      description: 'Failed to initialize editor',
    });
    expect(loadFailureToast({ projectId: 'p' }, new TypeError('x')).description).toBe(
      'Failed to initialize editor',
    );
  });
});

describe('element links and images', () => {
  it('reads and writes the link of each kind of element', () => {
    const button = newElement('button');
    expect(linkOf(button)).toBe(PLACEHOLDER_LINK);
    expect(linkOf(withLink(button, 'https://a.example.com'))).toBe('https://a.example.com');
    const nav = newElement('nav');
    const nav2 = withLink(nav, 'https://b.example.com', 1);
    expect(linkOf(nav2, 1)).toBe('https://b.example.com');
    expect(linkOf(nav2, 0)).toBe(PLACEHOLDER_LINK);
    const text: EmailElement = {
      id: 't',
      type: 'text',
      content: 'See [one](#) and [two](@@PLACEHOLDER_LINK@@).',
    };
    expect(withLink(text, 'https://c.example.com', 1)).toMatchObject({
      content: 'See [one](#) and [two](https://c.example.com).',
    });
  });
  it('puts an uploaded image in, at most 600 px wide with its aspect kept', () => {
    const img = withImage(newElement('image'), {
      url: 'https://x.example.com/a.png',
      width: 1200,
      height: 300,
    });
    expect(img).toMatchObject({
      properties: { image: { src: 'https://x.example.com/a.png', width: '600', height: '150' } },
    });
  });
});

describe('the palette', () => {
  it('offers every element type but unknown, each a valid element', () => {
    expect(PALETTE.map((p) => p.type).sort()).toEqual(ELEMENT_TYPES.filter((t) => t !== 'unknown').sort());
    for (const { type } of PALETTE)
      expect(elementSchema.safeParse(newElement(type)).success, type).toBe(true);
  });
});
