import Link from 'next/link';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { getLocale, getMessages } from '@/lib/i18n';
import { hrefIn } from '@/lib/paths';
import { CaseRedirect } from './case-redirect';

/** The 404 screen; `preview` is the style guide's copy (an h3, no case redirect). */
export function NotFoundScreen({ preview = false }: { preview?: boolean }) {
  const Heading = preview ? 'h3' : 'h1';
  const { errors } = getMessages();
  const home = hrefIn('/', getLocale().code);
  return (
    // Left-aligned: centred lines move sideways when the web font swaps in (CLS on this page).
    <div className="mx-auto max-w-xl py-16">
      {preview ? null : <CaseRedirect />}
      {/* Regular weight, leading-none: the fallback is tuned to Poppins 400, so the swap moves nothing. */}
      <p className="text-7xl leading-none text-accent-mark sm:text-8xl">404</p>
      <Heading className="mt-4 text-3xl font-bold text-heading">{errors.notFoundHeading}</Heading>
      <p className="mt-4 text-body">{errors.notFoundText}</p>
      <Link href={home} prefetch={false} className={cn(buttonBase, buttonVariants.primary, 'mt-8')}>
        {errors.backHome}
      </Link>
    </div>
  );
}
