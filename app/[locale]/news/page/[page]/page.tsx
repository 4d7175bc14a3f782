import { NewsScreen } from '@/components/screens/news-screen';
import { PostScreen } from '@/components/screens/post-screen';
import { newsPage, newsPageMetadata, newsPageParams } from '@/lib/news-page';

// The list's later pages, /news/page/2/ on; any other number is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = newsPageParams;
export const generateMetadata = newsPageMetadata;

export default newsPage(NewsScreen, PostScreen);
