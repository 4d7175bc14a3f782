import { NewsScreen } from '@/components/screens/news-screen';
import { PostScreen } from '@/components/screens/post-screen';
import { newsPage, newsPageMetadata } from '@/lib/news-page';

// Every post, newest first: the first page of the list.
export const generateMetadata = newsPageMetadata;

export default newsPage(NewsScreen, PostScreen);
