'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { caseInsensitiveMatch } from '@/lib/routes';

/**
 * Static hosts match paths case-sensitively, so `/Streams` lands on the 404 page.
 * When the URL names a known route in another case, send the visitor on to it.
 */
export function CaseRedirect() {
  const router = useRouter();
  useEffect(() => {
    const match = caseInsensitiveMatch(window.location.pathname);
    if (match) router.replace(match);
  }, [router]);
  return null;
}
