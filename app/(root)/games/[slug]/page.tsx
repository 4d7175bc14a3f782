import { GameScreen } from '@/components/screens/game-screen';
import { gamePageMetadata, gameParams, rootGamePage } from '@/lib/locale-page';

// One page per catalogue game, written by the export; any other slug is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = gameParams;
export const generateMetadata = gamePageMetadata;

export default rootGamePage(GameScreen);
