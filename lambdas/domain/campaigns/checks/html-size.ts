import { utf8Length } from '../../../../shared/email';
import { editorPath, type Check } from './check-input';

/** Gmail clips messages at about 102 KB; warn with room to spare. */
export const HTML_WARN_BYTES = 90 * 1024;

/** Warning: HTML over 90 KB. */
export const htmlSizeCheck: Check = ({ html, projectId }) => {
  const bytes = utf8Length(html);
  if (bytes <= HTML_WARN_BYTES) return [];
  return [
    {
      id: 'html-size',
      severity: 'warning',
      message: `The email's HTML is ${Math.round(bytes / 1024)} KB; Gmail cuts emails off at about 102 KB and hides the rest, unsubscribe link included.`,
      fix: 'Remove some sections or shorten long texts in the editor.',
      fixPath: editorPath(projectId),
    },
  ];
};
