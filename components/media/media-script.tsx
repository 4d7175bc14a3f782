'use client';

import { useEffect } from 'react';
import { inlineScript } from '@/lib/inline-script';
import { runTrailers, runViewer, runViewerGestures } from '@/lib/media';

/**
 * The trailers' and the viewer's behaviour (lib/media.ts): one inline script after the
 * page's media, so it works before Next's runtime starts, and started again once a client
 * navigation brings a page with media (React never runs a script it renders). The build
 * hashes the script into the page's Content-Security-Policy like every inline script.
 */
export function MediaScript() {
  useEffect(() => {
    runTrailers();
    runViewer();
    runViewerGestures();
  }, []);
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: [runTrailers, runViewer, runViewerGestures]
          .map((run) => inlineScript(run))
          .join(';'),
      }}
    />
  );
}
