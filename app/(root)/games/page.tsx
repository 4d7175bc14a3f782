import { GamesScreen } from '@/components/screens/games-screen';
import { rootPage } from '@/lib/locale-page';
import { gamesMetadata } from '@/lib/screen-metadata';

export const metadata = gamesMetadata('en');

export default rootPage(GamesScreen);
