import { StudioPresskitScreen } from '@/components/screens/studio-presskit-screen';
import { localePage, presskitPageMetadata } from '@/lib/locale-page';

export const generateMetadata = presskitPageMetadata;

export default localePage(StudioPresskitScreen);
