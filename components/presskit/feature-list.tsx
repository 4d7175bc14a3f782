/** A game's selling points, one line each. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="max-w-prose list-disc space-y-2 ps-5 leading-relaxed text-body marker:text-accent-mark">
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
