import { render, screen, within } from '@testing-library/react';
import ProfilePage from '@/app/profile/page';

describe('ProfilePage', () => {
  beforeEach(() => render(<ProfilePage />));

  it('shows the profile card with its name and an offline status button', () => {
    const card = screen.getByRole('region', { name: 'Mira Solenne' });
    expect(within(card).getByRole('button', { name: 'Status: Offline' })).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: /mira solenne's profile picture/i }),
    ).toBeInTheDocument();
  });

  it('invites the player to go live with a Start Live Stream button', () => {
    expect(
      screen.getByText("You Haven't Gone Live yet. Go Live By Touching The Button Below."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Live Stream' })).toBeInTheDocument();
  });

  it.each([
    ['Games Downloaded', '3'],
    ['Friends Online', '16'],
    ['Live Streams', 'None'],
    ['Clips', '29'],
  ])('shows %s %s', (label, value) => {
    const term = screen.getByText(label, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(value);
  });

  it('follows with the gaming library list', () => {
    const library = screen.getByRole('region', { name: 'Your Gaming Library' });
    expect(within(library).getAllByRole('listitem')).toHaveLength(3);
  });
});
