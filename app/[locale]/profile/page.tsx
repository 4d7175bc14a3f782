import { ProfileScreen } from '@/components/screens/profile-screen';
import { localeMetadata, localePage } from '@/lib/locale-page';

export const generateMetadata = localeMetadata('/profile/');

export default localePage(ProfileScreen);
