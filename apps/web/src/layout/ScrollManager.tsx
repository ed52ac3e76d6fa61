import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to `#analysts`, `#features`, `#pricing` when a link targets them, and to the top when
 * a link opens another page. Back/forward (POP) keeps the browser's own scroll restoration.
 */
export function ScrollManager() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ behavior: 'smooth' });
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // `key` changes on every navigation, so clicking the same anchor twice scrolls again.
  }, [hash, key, navigationType]);
  return null;
}
