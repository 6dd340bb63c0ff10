import { isPlaceholder } from '../../../../shared/email';
import { editorPath, type Check } from './check-input';

/** Warning: an image without alt text (shown when images are off, and read by screen readers). */
export const imageAltCheck: Check = ({ parts, projectId }) => {
  const without = parts.images.filter((image) => !isPlaceholder(image.src) && image.alt === '');
  const missing = without.length;
  if (missing === 0) return [];
  return [
    {
      id: 'image-alt',
      severity: 'warning',
      message: `${missing === 1 ? 'An image has' : `${missing} images have`} no alt text.`,
      fix: 'Describe each image in a few words (its alt text): many inboxes hide images until the reader allows them.',
      fixPath: editorPath(projectId, without[0]!.elementId),
    },
  ];
};
