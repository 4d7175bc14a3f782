import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { art } from '@/data/artwork';
import { site } from '@/data/site';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export function HomeBanner() {
  const { home, site: words } = getMessages();
  return (
    <section
      aria-labelledby="welcome-heading"
      // A night scene under white words in both themes: the banner keeps the dark colours.
      className="scheme-dark relative isolate overflow-hidden rounded-frame"
    >
      <Artwork
        src={art('hero-home')}
        alt=""
        priority
        sizes="(min-width: 1320px) 1200px, (min-width: 1024px) 86vw, 92vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[70%_50%] rtl:object-[30%_50%]"
      />
      {/* A scrim keeps the welcome text legible over any part of the art. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-page/95 via-page/70 to-transparent rtl:bg-gradient-to-l"
      />
      <div className="flex min-h-[380px] max-w-xl flex-col justify-center px-6 py-12 sm:min-h-[440px] sm:px-12 lg:px-16">
        {/* The column's right padding is room for the letter-spaced line on phones: a brand name
            near the wrap point wrapped in the fallback font only, and moved the page on the swap. */}
        <p className="-me-6 font-caps text-sm font-bold uppercase tracking-[0.2em] text-heading sm:me-0">
          {format(home.welcome, { name: site.name })}
        </p>
        <h1
          id="welcome-heading"
          className="mt-4 text-4xl font-bold leading-tight text-heading sm:text-5xl"
        >
          {home.headingLead} <span className="text-accent-ink">{home.headingAccent}</span>
        </h1>
        <p className="mt-4 max-w-md text-heading/90">{words.tagline}</p>
        <Button className="mt-8 self-start">{home.browseNow}</Button>
      </div>
    </section>
  );
}
