import type { NewsPost } from '@/lib/content/types';
import { NewsCard } from './news-card';

/** Posts as cards: one column on phones, two from `sm`, three from `lg`. */
export function NewsList({
  posts,
  heading,
}: {
  posts: readonly NewsPost[];
  heading?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <NewsCard post={post} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
