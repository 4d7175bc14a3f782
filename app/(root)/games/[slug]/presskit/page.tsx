import { GamePresskitScreen } from '@/components/screens/game-presskit-screen';
import { gamePresskitPage, gamePresskitPageMetadata, presskitParams } from '@/lib/locale-page';

// A press kit per catalogue game; any other slug is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = presskitParams;
export const generateMetadata = gamePresskitPageMetadata;

export default gamePresskitPage(GamePresskitScreen);
