'use client';

import { ErrorScreen } from '@/components/errors/error-screen';

// Inside the language's layout, so its words come from the layout (components/errors/error-text).
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} />;
}
