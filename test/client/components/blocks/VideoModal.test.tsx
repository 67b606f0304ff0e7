import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoModal, { VideoPlayButton, youTubeId } from '../../../../src/client/components/blocks/VideoModal';

function Harness({ src = '/media/donation-story.webm' }: { src?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <VideoPlayButton label="Play the donation story" onClick={() => setOpen(true)} />
      <VideoModal
        open={open}
        onClose={() => setOpen(false)}
        title="How your donation helps"
        src={src}
        poster="/images/video/donation-poster.webp"
      />
    </>
  );
}

describe('VideoModal', () => {
  it('is closed until the play button is pressed, then shows a labelled modal dialog with a video', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the donation story' }));
    const dialog = screen.getByRole('dialog', { name: 'How your donation helps' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/donation-story.webm');
    expect(video).toHaveAttribute('poster', '/images/video/donation-poster.webp');
    expect(video).toHaveAttribute('controls');
  });

  it('moves focus to the close button and returns it to the opener when closed with the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Play the donation story' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close video' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Play the donation story' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside the dialog when tabbing in both directions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Play the donation story' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when the backdrop is clicked but not when the video is', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Play the donation story' }));
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.querySelector('video')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('embeds a YouTube address through youtube-nocookie', async () => {
    const user = userEvent.setup();
    render(<Harness src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    await user.click(screen.getByRole('button', { name: 'Play the donation story' }));
    const frame = screen.getByTitle('How your donation helps');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });

  it('falls back to the poster with a message when the source is not a playable video', async () => {
    const user = userEvent.setup();
    render(<Harness src="/media/story.txt" />);
    await user.click(screen.getByRole('button', { name: 'Play the donation story' }));
    expect(screen.getByText(/cannot be played just now/)).toBeInTheDocument();
  });
});

describe('youTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['/media/donation-story.webm', null],
    ['https://www.youtube.com/watch?v=short', null],
  ])('%s -> %s', (address, id) => {
    expect(youTubeId(address)).toBe(id);
  });
});
