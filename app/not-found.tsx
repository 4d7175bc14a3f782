import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/errors/not-found-screen';

export const metadata: Metadata = {
  title: 'Not Found',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundScreen />;
}
