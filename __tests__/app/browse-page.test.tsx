import { render, screen, within } from '@testing-library/react';
import BrowsePage from '@/app/browse/page';

describe('BrowsePage', () => {
  beforeEach(() => render(<BrowsePage />));

  it('shows 3 featured games, each with rating 4.8, likes 2.3 and 249k Downloads', () => {
    const section = screen.getByRole('region', { name: 'Featured Games' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toHaveTextContent('Rating:4.8');
      expect(card).toHaveTextContent('Likes:2.3');
      expect(card).toHaveTextContent('249k Downloads');
    }
  });

  it('lists the library games as Top Downloaded with a View All Games button', () => {
    const section = screen.getByRole('region', { name: 'Top Downloaded' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('button', { name: 'View All Games' })).toBeInTheDocument();
  });

  it('explains how to start a live stream in 3 steps with a Go To Profile button', () => {
    const section = screen.getByRole('region', { name: 'How To Start Your Live Stream' });
    const steps = within(section).getAllByRole('article');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Go To Your Profile',
      'Press The Live Stream Button',
      'You Are Live',
    ]);
    expect(within(section).getByRole('button', { name: 'Go To Profile' })).toBeInTheDocument();
  });

  it('shows 8 live streams, each with streamer picture, verified badge, name and caption', () => {
    const section = screen.getByRole('region', { name: 'Most Popular Live Stream' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(within(card).getByText('Verified')).toBeInTheDocument();
      expect(within(card).getByText('Live')).toBeInTheDocument();
      expect(card.querySelectorAll('img')).toHaveLength(2);
    }
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('NovaKestrel');
  });
});
