import type { Check } from './check-input';

export const SUBJECT_LONG = 80;

/** Warnings: a subject over 80 characters (cut off in most inboxes) or in all capitals (looks like spam). */
export const subjectStyleCheck: Check = ({ subject }) => {
  const s = subject.trim();
  const found = [];
  if ([...s].length > SUBJECT_LONG)
    found.push({
      id: 'subject-long',
      severity: 'warning' as const,
      message: `The subject is ${[...s].length} characters long; most inboxes cut it off after about ${SUBJECT_LONG}.`,
      fix: 'Shorten the subject and put the important words first.',
    });
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    found.push({
      id: 'subject-caps',
      severity: 'warning' as const,
      message: 'The subject is in capital letters, which reads as shouting and looks like spam to filters.',
      fix: 'Write the subject in normal sentence case.',
    });
  return found;
};
