import { NotFoundScreen } from '@/components/errors/not-found-screen';

// What an English page shows should it call notFound() (none does: unknown addresses get
// app/global-not-found.tsx): the 404 screen inside this layout's document. Next writes it
// into every English page's payload, so it is the screen alone.
export default function RootLanguageNotFound() {
  return <NotFoundScreen />;
}
