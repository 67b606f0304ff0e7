import { useT } from '../i18n';
import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Dakshin Bharat Jain Sabha';

/** What a page says about itself for the document head, sharing previews and search engines. */
export interface PageMeta {
  title: string;
  description?: string;
  /** The picture a shared link shows (a path on this site or an absolute address). */
  image?: string;
  /** The day of an event (YYYY-MM-DD), named in its sharing preview. */
  date?: string;
  /** schema.org data of the page (an Event, the NGO), written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** The document title of a page: `{title} | Dakshin Bharat Jain Sabha`, or the site's name alone. */
export function documentTitle(title: string, siteName = SITE_NAME): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

/**
 * Collects the page's meta while the server renders it (src/client/ssr.tsx writes the head tags from it): the
 * last page to render wins, as the page's own call comes after the frame's. The browser has no collector and
 * keeps the title and description current with effects, as pages change.
 */
export interface PageMetaCollector {
  set(meta: PageMeta): void;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/** Sets the document title (`{title} | Dakshin Bharat Jain Sabha`) and the meta description of the page. */
export default function usePageMeta(
  title: string,
  description?: string,
  extra: Pick<PageMeta, 'image' | 'date' | 'structuredData'> = {},
): void {
  const collector = useContext(PageMetaContext);
  collector?.set({ title, description, ...extra });
  const siteName = useT()(SITE_NAME);

  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);

  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}

export { usePageMeta };
