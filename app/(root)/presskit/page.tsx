import { StudioPresskitScreen } from '@/components/screens/studio-presskit-screen';
import { rootPage } from '@/lib/locale-page';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { presskitMetadata } from '@/lib/screen-metadata';

export const generateMetadata = () => presskitMetadata(defaultLocale);

export default rootPage(StudioPresskitScreen);
