'use client';

import { ErrorScreen } from '@/components/errors/error-screen';
import { poppins } from '@/lib/fonts';
import './globals.css';

/** Catches failures in the root layout itself, so it brings its own html and body. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        <main className="px-4">
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
