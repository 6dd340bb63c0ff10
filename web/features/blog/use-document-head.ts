import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description: string;
  /** og:type: 'article' for a post, 'website' otherwise. */
  type: 'article' | 'website';
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * The page's title, description and Open Graph tags, kept up to date as the SPA navigates (the prerender
 * writes the same tags into the static HTML). Applied after the layout's own title effect has run.
 */
export function useDocumentHead(head: DocumentHead | null) {
  const { title, description, type, image } = head ?? {};
  useEffect(() => {
    if (!title || !description || !type) return;
    queueMicrotask(() => {
      document.title = title;
      setMeta('name', 'description', description);
      setMeta('property', 'og:title', title);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:type', type);
      setMeta('property', 'og:url', window.location.href);
      if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    });
  }, [title, description, type, image]);
}
