import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { profileTips } from '@/data/profile';
import { TipCard } from './tip-card';
import { getMessages } from '@/lib/render/i18n';

export function LiveStreamTips() {
  const { tips } = getMessages();
  return (
    <Section
      id="live-stream-tips"
      lead={tips.lead}
      accent={tips.accent}
      action={<Button>{tips.goToProfile}</Button>}
    >
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {profileTips().map((tip, index) => (
          <li key={tip.instruction}>
            <TipCard tip={tip} step={index + 1} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
