import { useEffect, useState } from 'react';

/**
 * A local preview URL for a chosen file, released when the file changes or the preview goes away. Both browser
 * apps use it (the site's file fields and the office console's image picker). jsdom (tests) has no object URLs,
 * so it then gives none.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
