import { GamesScreen } from '@/components/screens/games-screen';
import { localeOf, localePage, type LocaleParams } from '@/lib/locale-page';
import { gamesMetadata } from '@/lib/screen-metadata';

export const generateMetadata = async ({ params }: LocaleParams) =>
  gamesMetadata(await localeOf(params));

export default localePage(GamesScreen);
