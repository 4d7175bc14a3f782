import { ProfileScreen } from '@/components/screens/profile-screen';
import { rootPage } from '@/lib/locale-page';
import { screenMetadata } from '@/lib/screen-metadata';

export const metadata = screenMetadata('/profile/', 'en');

export default rootPage(ProfileScreen);
