type Award = { readonly award: string; readonly info?: string };

/** Awards and nominations, each with where and when. */
export function AwardList({ awards }: { awards: readonly Award[] }) {
  return (
    <ul className="space-y-3">
      {awards.map(({ award, info }) => (
        <li key={`${award}|${info ?? ''}`}>
          <p className="font-bold text-heading">{award}</p>
          {info ? <p className="text-sm text-body">{info}</p> : null}
        </li>
      ))}
    </ul>
  );
}
