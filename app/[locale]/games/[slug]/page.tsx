import { GameScreen } from '@/components/screens/game-screen';
import { gamePageMetadata, gameParams, localeGamePage } from '@/lib/locale-page';

// One page per catalogue game in each language; any other slug is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = gameParams;
export const generateMetadata = gamePageMetadata;

export default localeGamePage(GameScreen);
