export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-pill bg-accent px-5 py-3 font-bold text-page focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
    >
      Skip to main content
    </a>
  );
}
