import { NewsScreen } from '@/components/screens/news-screen';
import { PostScreen } from '@/components/screens/post-screen';
import { newsPage, newsPageMetadata, newsSlugParams } from '@/lib/news-page';

// A post, or a kind's list (/news/devlog/): every slug is one or the other, never both.
export const dynamicParams = false;
export const generateStaticParams = newsSlugParams;
export const generateMetadata = newsPageMetadata;

export default newsPage(NewsScreen, PostScreen);
