import { useEffect } from 'react';

/** Sets the tab title for client-side navigations (pre-rendered HTML carries its own). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
