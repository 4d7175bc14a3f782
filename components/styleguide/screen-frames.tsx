import { ErrorMessage } from '@/components/errors/error-message';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { sampleErrorStatus } from '@/data/styleguide';
import { getMessages } from '@/lib/render/i18n';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

const frame = 'rounded-frame border border-raised bg-surface px-5 sm:px-8';

/** The error catalogue's two screens, from their own components, each in a frame. */
export function ScreenFrames() {
  const { errors } = getMessages();
  return (
    <Section placeholder={sectionPlaceholders.screens} id="screens" lead="Error" accent="Screens">
      <div className="grid gap-8 lg:grid-cols-2">
        <Specimen label="Unexpected error" detail="app/(root)/error.tsx, with a sample status text">
          <div className={frame}>
            {/* ErrorScreen's own content; its button here is inert, like every other. */}
            <ErrorMessage
              level="h3"
              heading={errors.errorHeading}
              detail={sampleErrorStatus}
              action={<Button className="mt-8">{errors.tryAgain}</Button>}
            />
          </div>
        </Specimen>
        <Specimen label="Not found" detail="app/global-not-found.tsx, answered with status 404">
          <div className={frame}>
            <NotFoundScreen level="h3" />
          </div>
        </Specimen>
      </div>
    </Section>
  );
}
