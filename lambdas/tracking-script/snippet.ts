/** The snippet builder and detector live in shared/ (the page builds the snippet, "Check my site" finds it). */
export {
  buildSnippet,
  findSnippet,
  type SnippetInput,
  type SnippetPresence,
} from '../../shared/tracking/snippet';
