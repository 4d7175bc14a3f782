import { StreamsScreen } from '@/components/screens/streams-screen';
import { localeMetadata, localePage } from '@/lib/locale-page';

export const generateMetadata = localeMetadata('/streams/');

export default localePage(StreamsScreen);
