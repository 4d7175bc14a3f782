import Link from 'next/link';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';

/**
 * The 404 screen. `level` is its heading's: h1 as a page, lower under another heading. The
 * 404 routes add the case redirect beside it (CaseRedirect).
 */
export function NotFoundScreen({ level: Heading = 'h1' }: { level?: 'h1' | 'h3' }) {
  const { errors } = getMessages();
  const home = hrefIn('/', getLocale().code);
  return (
    // Left-aligned: centred lines move sideways when the web font swaps in (CLS on this page).
    <div className="mx-auto max-w-xl py-16">
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
