import { StreamsScreen } from '@/components/screens/streams-screen';
import { rootPage } from '@/lib/locale-page';
import { screenMetadata } from '@/lib/screen-metadata';

export const metadata = screenMetadata('/streams/', 'en');

export default rootPage(StreamsScreen);
