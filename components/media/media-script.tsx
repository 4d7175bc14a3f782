'use client';

import { useEffect } from 'react';
import { inlineScript } from '@/lib/inline-script';
import { runMedia } from '@/lib/media';

/**
 * The trailers' and the viewer's behaviour (lib/media.ts): an inline script after the
 * page's media, so it works before Next's runtime starts, and started again once a client
 * navigation brings a page with media (React never runs a script it renders). The build
 * hashes the script into the page's Content-Security-Policy like every inline script.
 */
export function MediaScript() {
  useEffect(runMedia, []);
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(runMedia) }} />;
}
