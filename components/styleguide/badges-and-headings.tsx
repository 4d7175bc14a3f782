import { LiveBadge } from '@/components/ui/live-badge';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { StatLine } from '@/components/ui/stat-line';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { streamCards } from '@/data/streams';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

/** The small parts every screen repeats: the signature heading, badges and stat lines. */
export function BadgesAndHeadings() {
  return (
    <Section placeholder={sectionPlaceholders.parts} id="parts" lead="Headings And" accent="Badges">
      <div className="grid gap-8 rounded-card bg-card p-5 sm:p-8 md:grid-cols-2">
        <Specimen
          label="Section heading"
          detail="first words underlined, the rest in accent-mark"
          className="md:col-span-2"
        >
          <SectionHeading as="h3" lead="Most Popular" accent="Right Now" />
        </Specimen>
        <Specimen label="Verified badge" detail="named for screen readers">
          <span className="inline-flex items-center gap-2 text-heading">
            {streamCards()[0]?.streamerName} <VerifiedBadge />
          </span>
        </Specimen>
        <Specimen label="Live badge" detail="over stream frames">
          <LiveBadge />
        </Specimen>
        <Specimen label="Stat line" detail="rating, likes and downloads in accent-ink">
          <StatLine show={['rating', 'likes', 'downloads']} />
        </Specimen>
        <Specimen label="Stat line, short" detail="popular cards">
          <StatLine show={['rating', 'downloads']} />
        </Specimen>
      </div>
    </Section>
  );
}
