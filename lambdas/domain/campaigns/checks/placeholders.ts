import { isPlaceholder } from '../../../../shared/email';
import { editorPath, type Check } from './check-input';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Error: a link or an image is still a placeholder (`@@PLACEHOLDER_LINK@@`, `@@PLACEHOLDER_IMAGE@@`, '#', empty). */
export const placeholdersCheck: Check = ({ parts, projectId }) => {
  const links = parts.placeholderLinks.length;
  const placeholderImages = parts.images.filter((image) => isPlaceholder(image.src));
  const images = placeholderImages.length;
  const first = parts.placeholderLinks[0] ?? placeholderImages[0]?.elementId;
  if (links === 0 && images === 0) return [];
  const what = [
    links ? plural(links, 'link', 'links') : '',
    images ? plural(images, 'image', 'images') : '',
  ].filter(Boolean);
  return [
    {
      id: 'placeholders',
      severity: 'error',
      message: `The email still has placeholders: ${what.join(' and ')}.`,
      fix: 'Open the email in the editor, click each placeholder and give it a real link or image, then check again.',
      fixPath: editorPath(projectId, first),
    },
  ];
};
