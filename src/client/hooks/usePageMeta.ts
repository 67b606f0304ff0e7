import { useEffect } from 'react';

export const SITE_NAME = 'Dakshin Bharat Jain Sabha';

/** Sets the document title (`{title} | Dakshin Bharat Jain Sabha`) and the meta description of the page. */
export default function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);

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
