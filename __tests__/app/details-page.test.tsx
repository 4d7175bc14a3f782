import { render, screen, within } from '@testing-library/react';
import DetailsPage from '@/app/details/page';

describe('DetailsPage', () => {
  beforeEach(() => render(<DetailsPage />));

  it('names the fixed sandbox game in its h1', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terraloom');
  });

  it('shows two feature images and three screenshots', () => {
    expect(screen.getAllByRole('img', { name: /terraloom key art/i })).toHaveLength(2);
    const shots = screen.getByRole('region', { name: 'Terraloom Screenshots' });
    expect(within(shots).getAllByRole('img')).toHaveLength(3);
  });

  it('shows rating 4.8, genre Sandbox and 2.3M likes in the header card', () => {
    const header = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
    expect(header).toHaveTextContent('Rating4.8');
    expect(header).toHaveTextContent('GenreSandbox');
    expect(header).toHaveTextContent('Likes2.3M');
  });

  it('shows the stats row: rating, likes, size 36GB and category Action', () => {
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Rating', 'Likes', 'Size', 'Category']));
    expect(screen.getByText('36GB')).toBeInTheDocument();
    expect(screen.getByText('Action')).toBeInTheDocument();
  });

  it('offers an inert Download Terraloom Now button under the description', () => {
    const about = screen.getByRole('region', { name: 'About The Game' });
    expect(within(about).getByText(/placeholder copy/i)).toBeInTheDocument();
    expect(within(about).getByRole('button', { name: 'Download Terraloom Now' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('lists other related games', () => {
    const related = screen.getByRole('region', { name: 'Other Related Games' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(3);
  });
});
