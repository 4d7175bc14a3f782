import { clsx } from 'clsx';
import { arabic } from '@/lib/fonts';
import { SiteHeader } from '@/components/layout/site-header';
import { Section } from '@/components/ui/section';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

// A phone's width: the site's breakpoints follow the window, so the previews drop the
// wider layouts themselves (Navbar's `preview`).
const phone =
  'relative h-[33rem] w-full max-w-[375px] overflow-hidden rounded-frame border border-raised bg-page';

/** The header at phone width, closed and with the menu open, and mirrored in Arabic. */
export function PhoneHeaders() {
  return (
    <Section placeholder={sectionPlaceholders.phone} id="phone" lead="Phone" accent="Navigation">
      <div className="flex flex-wrap gap-8">
        <Specimen label="Closed" detail="375 px wide" className="w-full max-w-[375px]">
          <div className={phone}>
            <SiteHeader preview="closed" />
          </div>
        </Specimen>
        <Specimen
          label="Menu open"
          detail="a still of the open panel"
          className="w-full max-w-[375px]"
        >
          <div className={phone}>
            <SiteHeader preview="open" />
          </div>
        </Specimen>
        <Specimen
          label="Menu open, Arabic"
          detail="right to left: the logo at the right, the toggle at the left"
          className="w-full max-w-[375px]"
        >
          {/* dir and lang as on the Arabic pages: logical properties mirror it, Cairo sets it. */}
          <div dir="rtl" lang="ar" className={clsx(phone, arabic.variable)}>
            <SiteHeader preview="open" locale="ar" />
          </div>
        </Specimen>
      </div>
    </Section>
  );
}
