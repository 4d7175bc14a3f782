import { SiteHeader } from '@/components/layout/site-header';
import { Section } from '@/components/ui/section';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

// A phone's width: the site's breakpoints follow the window, so the previews drop the
// wider layouts themselves (Navbar's `preview`).
const phone =
  'relative h-[33rem] w-full max-w-[375px] overflow-hidden rounded-frame border border-raised bg-page';

/** The header at phone width, closed and with the menu open, side by side. */
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
      </div>
    </Section>
  );
}
