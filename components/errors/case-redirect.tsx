'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { caseInsensitiveMatch } from '@/lib/paths';
import { basePath } from '@/lib/site-url';

/**
 * Static hosts match paths case-sensitively, so `/Streams` lands on the 404 page.
 * When the URL names a known route in another case, send the visitor on to it.
 */
export function CaseRedirect() {
  const router = useRouter();
  useEffect(() => {
    // The router adds the base path itself; match on the path inside the site.
    const { pathname } = window.location;
    const inSite = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
    const match = caseInsensitiveMatch(inSite || '/');
    if (match) router.replace(match);
  }, [router]);
  return null;
}
