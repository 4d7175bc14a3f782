import { render, screen, within } from '@testing-library/react';
import StreamsPage from '@/app/streams/page';

describe('StreamsPage', () => {
  beforeEach(() => render(<StreamsPage />));

  it('shows the featured games', () => {
    const section = screen.getByRole('region', { name: 'Featured Games' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it('ranks 5 top streamers 01 to 05, each with picture, name and a Follow button', () => {
    const section = screen.getByRole('region', { name: 'Top Streamers' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.textContent?.match(/Rank (\d\d)/)?.[1])).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
    ]);
    for (const row of rows) {
      expect(row.querySelector('img')).not.toBeNull();
      expect(within(row).getByRole('button', { name: /^Follow / })).toBeInTheDocument();
    }
  });

  it('shows View All Games', () => {
    expect(screen.getByRole('button', { name: 'View All Games' })).toBeInTheDocument();
  });

  it('shows the most popular live streams', () => {
    const section = screen.getByRole('region', { name: 'Most Popular Live Stream' });
    expect(within(section).getAllByRole('article')).toHaveLength(8);
  });
});
