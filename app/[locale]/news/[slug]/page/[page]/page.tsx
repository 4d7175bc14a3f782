import { NewsScreen } from '@/components/screens/news-screen';
import { PostScreen } from '@/components/screens/post-screen';
import { newsPage, newsPageMetadata, newsKindPageParams } from '@/lib/news-page';

// A kind's later pages, /news/devlog/page/2/ on.
export const dynamicParams = false;
export const generateStaticParams = newsKindPageParams;
export const generateMetadata = newsPageMetadata;

export default newsPage(NewsScreen, PostScreen);
