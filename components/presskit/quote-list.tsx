type Quote = {
  readonly quote: string;
  readonly name: string;
  readonly outlet?: string;
  readonly link?: string;
};

/** Selected articles: the press's words, who wrote them and where, linked to the article. */
export function QuoteList({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {quotes.map(({ quote, name, outlet, link }) => (
        <li key={quote}>
          <figure className="border-s-4 border-accent ps-4">
            <blockquote className="text-lg text-heading">
              <p>{quote}</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-body">
              {name}
              {outlet ? (
                <>
                  {', '}
                  <cite>
                    {link ? (
                      <a
                        href={link}
                        className="text-accent-ink underline underline-offset-4 hover:no-underline"
                      >
                        {outlet}
                      </a>
                    ) : (
                      outlet
                    )}
                  </cite>
                </>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
