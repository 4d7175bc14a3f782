import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { profileTips } from '@/data/profile';
import { TipCard } from './tip-card';

export function LiveStreamTips() {
  return (
    <Section
      id="live-stream-tips"
      lead="How To Start Your"
      accent="Live Stream"
      action={<Button>Go To Profile</Button>}
    >
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {profileTips.map((tip, index) => (
          <li key={tip.instruction}>
            <TipCard tip={tip} step={index + 1} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
