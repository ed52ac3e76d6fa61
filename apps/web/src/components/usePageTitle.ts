import { useEffect } from 'react';

const SITE_TITLE = 'AlphaDesk 台股AI投研';

/** Sets `document.title` to "<page> | AlphaDesk 台股AI投研", or the site title alone. */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SITE_TITLE}` : SITE_TITLE;
  }, [pageTitle]);
}
