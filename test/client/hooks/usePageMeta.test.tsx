import { render } from '@testing-library/react';
import usePageMeta from '../../../src/client/hooks/usePageMeta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

test('sets the document title and the meta description', () => {
  const { rerender } = render(<Page title="Events" description="News and events of the Sabha." />);
  expect(document.title).toBe('Events | Dakshin Bharat Jain Sabha');
  const meta = document.querySelector('meta[name="description"]');
  expect(meta).toHaveAttribute('content', 'News and events of the Sabha.');

  rerender(<Page title="Contact Us" description="Write to the Sabha." />);
  expect(document.title).toBe('Contact Us | Dakshin Bharat Jain Sabha');
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(meta).toHaveAttribute('content', 'Write to the Sabha.');
});
