import { editorPath, type Check } from './check-input';

/** Fewer letters than this in the plain-text version: the email is mostly images or links. */
export const MIN_TEXT_LETTERS = 40;

/** Warning: no text worth a plain-text version (an all-image email reads as spam and says nothing with images off). */
export const textContentCheck: Check = ({ text, projectId }) => {
  const words = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\bUnsubscribe\b/gi, '')
    .replace(/[^\p{L}]/gu, '');
  if (words.length >= MIN_TEXT_LETTERS) return [];
  return [
    {
      id: 'text-content',
      severity: 'warning',
      message:
        'The email has almost no text: with images turned off it says nothing, and spam filters distrust that.',
      fix: 'Add a few sentences of text that say what the email is about.',
      fixPath: editorPath(projectId),
    },
  ];
};
