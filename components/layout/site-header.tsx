import { Menu, X } from 'lucide';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { player } from '@/data/profile';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { Logo } from './logo';
import { Navbar } from './navbar';
import { SearchBox } from './search-box';

/** Renders the navbar's stateless parts on the server and hands them to the client Navbar. */
export function SiteHeader() {
  return (
    <Navbar
      links={navLinks}
      profile={profileNavLink}
      slots={{
        logo: <Logo />,
        search: <SearchBox className="lg:w-64 xl:w-72" />,
        avatar: <Artwork src={player.picture} alt="" size={32} className="size-8 rounded-full" />,
        openIcon: <Icon icon={Menu} className="size-5" />,
        closeIcon: <Icon icon={X} className="size-5" />,
      }}
    />
  );
}
