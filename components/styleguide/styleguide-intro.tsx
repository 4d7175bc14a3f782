import { SectionHeading } from '@/components/ui/section-heading';
import { site } from '@/data/site';

/** The style guide's title and what it is built from. */
export function StyleguideIntro() {
  return (
    <header className="max-w-3xl">
      <SectionHeading as="h1" lead="Design" accent="System" />
      <p className="mt-6">
        {`Every token, component and state of ${site.name}, from the screens' own code.`}
      </p>
    </header>
  );
}
